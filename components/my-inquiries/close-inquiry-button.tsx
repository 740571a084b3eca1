'use client';
/** Closes the buyer's inquiry (docs/product.md §2.13), then shows the page again with its new state. */
import { useLocale, useTranslations } from 'next-intl';
import { closeInquiry } from '@/lib/api/islands/my-inquiries';
import type { ApiLocale } from '@/lib/api/contract';
import { usePageAction } from '@/components/common/use-page-action';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import styles from './my-inquiries.module.css';

export function CloseInquiryButton({ inquiryId }: { inquiryId: number }) {
  const t = useTranslations('myInquiries');
  const locale = useLocale() as ApiLocale;
  const { busy, problem, act } = usePageAction(
    () => closeInquiry(inquiryId, locale),
    (msg) => t('closeFailed', { msg }),
  );

  return (
    <div className={styles.form}>
      <p>{t('closeHelp')}</p>
      <button type="button" className={cx(button.base, button.outlined)} onClick={act} disabled={busy}>
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
