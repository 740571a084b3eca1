'use client';
/**
 * The buyer's follow-up question on an inquiry (docs/product.md §2.13): 1–2000 characters, checked
 * here before sending and again by the API, whose refusal shows as a sentence of the page's
 * language. After sending, the page is read again so the thread shows the question.
 */
import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { askFollowUp } from '@/lib/api/islands/my-inquiries';
import { FOLLOW_UP_MAX_LENGTH } from '@/contract/inquiry-rules';
import type { ApiLocale } from '@/lib/api/contract';
import { useFailureText } from '@/components/common/use-failure-text';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import styles from './my-inquiries.module.css';

export function FollowUpForm({ inquiryId }: { inquiryId: number }) {
  const t = useTranslations('myInquiries');
  const failureText = useFailureText();
  const locale = useLocale() as ApiLocale;
  const router = useRouter();
  const id = useId();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const question = body.trim();
    if (!question) return setProblem(t('followUpEmpty'));
    if (question.length > FOLLOW_UP_MAX_LENGTH) return setProblem(t('followUpTooLong', { max: FOLLOW_UP_MAX_LENGTH }));
    setBusy(true);
    setProblem(null);
    try {
      await askFollowUp(inquiryId, question, locale);
      setBody('');
      router.refresh();
    } catch (error) {
      setProblem(t('sendFailed', { msg: failureText(error) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="follow-up-form">
      <label htmlFor={`${id}-body`} className={styles.sectionTitle}>
        {t('followUpLabel')}
      </label>
      <textarea
        id={`${id}-body`}
        name="body"
        value={body}
        rows={4}
        onChange={(event) => setBody(event.target.value)}
        aria-describedby={`${id}-help`}
        aria-invalid={problem ? true : undefined}
        aria-errormessage={problem ? `${id}-problem` : undefined}
      />
      <small id={`${id}-help`}>{t('followUpHelp', { max: FOLLOW_UP_MAX_LENGTH })}</small>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <button type="submit" className={cx(button.base, button.contained)} disabled={busy}>
        {busy ? t('sending') : t('send')}
      </button>
    </form>
  );
}
