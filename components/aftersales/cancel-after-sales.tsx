'use client';
/** Cancels a request pending review, then shows the page again with its new status. */
import { useLocale, useTranslations } from 'next-intl';
import { cancelAfterSales } from '@/lib/api/islands/aftersales';
import type { ApiLocale } from '@/lib/api/contract';
import { usePageAction } from '@/components/common/use-page-action';
import styles from './after-sales-form.module.css';

export function CancelAfterSales({ id }: { id: number }) {
  const t = useTranslations('aftersales');
  const locale = useLocale() as ApiLocale;
  const { busy, problem, act } = usePageAction(
    () => cancelAfterSales(id, locale),
    (msg) => t('cancelFailed', { msg }),
  );
  return (
    <div>
      <button type="button" className={styles.submit} onClick={act} disabled={busy}>
        {t('cancel')}
      </button>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
