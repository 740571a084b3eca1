'use client';
/** Closes the buyer's inquiry (docs/product.md §2.13), then shows the page again with its new state. */
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { closeInquiry } from '@/lib/api/islands/my-inquiries';
import type { ApiLocale } from '@/lib/api/contract';
import { useFailureText } from '@/components/common/use-failure-text';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import styles from './my-inquiries.module.css';

export function CloseInquiryButton({ inquiryId }: { inquiryId: number }) {
  const t = useTranslations('myInquiries');
  const failureText = useFailureText();
  const locale = useLocale() as ApiLocale;
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function close() {
    setBusy(true);
    setProblem(null);
    try {
      await closeInquiry(inquiryId, locale);
      router.refresh();
    } catch (error) {
      setProblem(t('closeFailed', { msg: failureText(error) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.form}>
      <p>{t('closeHelp')}</p>
      <button type="button" className={cx(button.base, button.outlined)} onClick={close} disabled={busy}>
        {busy ? t('closing') : t('close')}
      </button>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
