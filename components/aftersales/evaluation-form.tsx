'use client';
/**
 * Writes or changes the evaluation of one delivered order line (docs/product.md §12.2): MUI
 * Rating, text (5–500 characters) and the anonymous flag. The API checks every field again; its
 * refusal is shown as it words it.
 */
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Rating from '@mui/material/Rating';
import { MuiProvider } from '@/components/ui/mui-provider';
import { useRouter } from '@/lib/i18n/navigation';
import { saveEvaluation } from '@/lib/api/islands/aftersales';
import { EVALUATION_MAX_LENGTH } from '@/contract/aftersales-rules';
import type { ApiLocale } from '@/lib/api/contract';
import styles from './after-sales-form.module.css';
import { useFailureText } from '@/components/common/use-failure-text';

export interface EvaluationDraft {
  rating: number;
  content: string;
  anonymous: boolean;
}

export function EvaluationForm({ orderLineId, draft }: { orderLineId: number; draft: EvaluationDraft | null }) {
  const t = useTranslations('evaluations');
  const failureText = useFailureText();
  const locale = useLocale() as ApiLocale;
  const router = useRouter();
  const [rating, setRating] = useState<number | null>(draft?.rating ?? 5);
  const [content, setContent] = useState(draft?.content ?? '');
  const [anonymous, setAnonymous] = useState(draft?.anonymous ?? false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await saveEvaluation({ orderLineId, rating: rating ?? 0, content, anonymous }, locale);
      router.push('/my-evaluate?state=given');
    } catch (error) {
      setProblem(t('failed', { msg: failureText(error) }));
      setBusy(false);
    }
  }

  return (
    <MuiProvider>
      <form className={styles.form} onSubmit={submit} aria-label={t('modifyTitle')}>
        <div className={styles.field}>
          <span id="rating-label">{t('ratingLabel')}</span>
          <Rating name="rating" value={rating} onChange={(_event, value) => setRating(value)} role="radiogroup" aria-labelledby="rating-label" />
        </div>
        <label className={styles.field}>
          <span>{t('contentLabel')}</span>
          <textarea
            value={content}
            rows={5}
            maxLength={EVALUATION_MAX_LENGTH}
            onChange={(event) => setContent(event.target.value)}
            aria-describedby="content-help"
          />
          <small id="content-help">{t('contentHelp')}</small>
        </label>
        <label>
          <input type="checkbox" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} /> {t('anonymous')}
        </label>
        {problem ? (
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy ? t('saving') : t('save')}
        </button>
      </form>
    </MuiProvider>
  );
}
