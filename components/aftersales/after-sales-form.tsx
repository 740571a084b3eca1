'use client';
/**
 * The form that opens an after-sales request for one delivered order line (docs/product.md
 * §12.1): type, reason, quantity up to what the line still allows, description, and photos or
 * documents of the problem through the resumable uploader. The API checks the quantity again in
 * its transaction and that every file is the customer's own; its refusal is shown as it words it.
 */
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { submitAfterSales } from '@/lib/api/islands/aftersales';
import {
  AFTER_SALES_DESCRIPTION_MAX,
  AFTER_SALES_MAX_ATTACHMENTS,
  AFTER_SALES_REASONS,
  AFTER_SALES_TYPES,
  type AfterSalesReason,
  type AfterSalesType,
} from '@/contract/aftersales-rules';
import type { ApiLocale } from '@/lib/api/contract';
import { AttachmentPicker, useAttachments } from '@/components/uploads/attachment-picker';
import styles from './after-sales-form.module.css';
import { useFailureText } from '@/components/common/use-failure-text';

export function AfterSalesForm({ orderId, orderLineId, allowed }: { orderId: number; orderLineId: number; allowed: number }) {
  const t = useTranslations('aftersales');
  const failureText = useFailureText();
  const locale = useLocale() as ApiLocale;
  const router = useRouter();
  const [type, setType] = useState<AfterSalesType>('return');
  const [reason, setReason] = useState<AfterSalesReason>('quality');
  const [quantity, setQuantity] = useState(String(Math.min(1, allowed)));
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const attachments = useAttachments(AFTER_SALES_MAX_ATTACHMENTS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const id = await submitAfterSales(
        { orderId, lines: [{ orderLineId, quantity: Number(quantity) }], type, reason, description, attachments: attachments.attached.map((file) => file.id) },
        locale,
      );
      router.push(`/afterDetail?id=${id}`);
    } catch (error) {
      setProblem(t('failed', { msg: failureText(error) }));
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('startTitle')}>
      <label className={styles.field}>
        <span>{t('typeLabel')}</span>
        <select value={type} onChange={(event) => setType(event.target.value as AfterSalesType)}>
          {AFTER_SALES_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`type.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('reasonLabel')}</span>
        <select value={reason} onChange={(event) => setReason(event.target.value as AfterSalesReason)}>
          {AFTER_SALES_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`reason.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('quantityLabel')}</span>
        {/* No max attribute: a larger number reaches the API, which refuses it in words. */}
        <input type="number" min={1} step={1} inputMode="numeric" value={quantity} onChange={(event) => setQuantity(event.target.value)} required />
      </label>
      <label className={styles.field}>
        <span>{t('descriptionField')}</span>
        <textarea value={description} maxLength={AFTER_SALES_DESCRIPTION_MAX} rows={4} onChange={(event) => setDescription(event.target.value)} />
      </label>
      <AttachmentPicker
        attachments={attachments}
        label={t('attachmentsField', { max: AFTER_SALES_MAX_ATTACHMENTS })}
        listLabel={t('attachments')}
        className={styles.field}
      />
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={busy || attachments.uploading}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
