'use client';
/** Cancels a request pending review, then shows the page again with its new status. */
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { cancelAfterSales } from '@/lib/api/islands/aftersales';
import type { ApiLocale } from '@/lib/api/contract';
import styles from './after-sales-form.module.css';
import { useFailureText } from '@/components/common/use-failure-text';

export function CancelAfterSales({ id }: { id: number }) {
  const t = useTranslations('aftersales');
  const failureText = useFailureText();
  const locale = useLocale() as ApiLocale;
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function cancel() {
    setBusy(true);
    try {
      await cancelAfterSales(id, locale);
      router.refresh();
    } catch (error) {
      setProblem(t('cancelFailed', { msg: failureText(error) }));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <button type="button" className={styles.submit} onClick={cancel} disabled={busy}>
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
