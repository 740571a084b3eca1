'use client';
/**
 * The complaint or advice form (docs/product.md §14): a category, the text (at least 10
 * characters), an order number for complaints, and attachments through the uploader.
 */
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import button from '@/components/ui/button.module.css';
import field from '@/components/ui/field.module.css';
import text from '@/components/ui/text.module.css';
import { CATEGORIES_OF, FEEDBACK_MIN_CHARS, MAX_ATTACHMENTS, type FeedbackCategory, type FeedbackKind } from '@/contract/feedback-rules';
import { submitFeedback } from '@/lib/api/islands/feedback';
import { AttachmentPicker, useAttachments } from './attachment-picker';
import styles from './forms.module.css';
import { useFailureText } from '@/components/common/use-failure-text';

export function FeedbackForm({ kind }: { kind: FeedbackKind }) {
  const t = useTranslations('uploads');
  const failureText = useFailureText();
  const locale = useLocale() === 'zh' ? 'zh' : 'en';
  const router = useRouter();
  const categories = CATEGORIES_OF[kind];
  const [category, setCategory] = useState<FeedbackCategory>(categories[0]!);
  const [content, setContent] = useState('');
  const [orderNo, setOrderNo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const attachments = useAttachments(MAX_ATTACHMENTS);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (content.trim().length < FEEDBACK_MIN_CHARS) {
      setProblem(t('contentTooShort'));
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      await submitFeedback(
        {
          kind,
          category,
          content: content.trim(),
          ...(kind === 'complaint' ? { orderNo: orderNo.trim() } : {}),
          attachments: attachments.attached.map((file) => file.id),
        },
        locale,
      );
      setContent('');
      setOrderNo('');
      attachments.clear();
      setNotice(t('submitted'));
      router.refresh();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label className={styles.row}>
        <span>{t('category')}</span>
        <select className={field.input} value={category} onChange={(event) => setCategory(event.target.value as FeedbackCategory)}>
          {categories.map((item) => (
            <option key={item} value={item}>
              {t(`categories.${item}`)}
            </option>
          ))}
        </select>
      </label>
      {kind === 'complaint' ? (
        <label className={styles.row}>
          <span>{t('orderNo')}</span>
          <input className={field.input} value={orderNo} maxLength={40} onChange={(event) => setOrderNo(event.target.value)} />
        </label>
      ) : null}
      <label className={styles.row}>
        <span>{t(kind === 'complaint' ? 'complaintText' : 'adviceText')}</span>
        <textarea
          className={cx(field.input, styles.textarea)}
          value={content}
          rows={5}
          maxLength={2000}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${kind}-problem` : undefined}
          onChange={(event) => setContent(event.target.value)}
        />
      </label>
      {problem ? (
        <p id={`${kind}-problem`} className={cx(text.body2, text.error)} role="alert">
          {problem}
        </p>
      ) : null}
      <AttachmentPicker attachments={attachments} label={t('attachments', { max: MAX_ATTACHMENTS })} listLabel={t('attachedFiles')} className={styles.row} />
      <div>
        <button type="submit" className={cx(button.base, button.contained)} disabled={sending || attachments.uploading}>
          {t('submit')}
        </button>
      </div>
      {notice ? (
        <p className={text.body2} role="status">
          {notice}
        </p>
      ) : null}
    </form>
  );
}
