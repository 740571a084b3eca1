'use client';
import { useTranslations } from 'next-intl';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useRemoval } from '@/components/customer/use-removal';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { cancelInvoiceRequest } from '@/lib/api/islands/centre';

/** Withdraws a pending invoice request; the page renders again with the list as it now is. A plain island. */
export function WithdrawInvoiceButton({ id, orderNo }: { id: number; orderNo: string }) {
  const t = useTranslations('invoices');
  const locale = usePageLocale();
  const { removed, busyId, remove } = useRemoval();
  if (removed.has(id)) return null;
  return (
    <button
      type="button"
      className={cx(button.base, button.text, button.small)}
      aria-label={t('cancelRequest', { orderNo })}
      disabled={busyId === id}
      onClick={() => void remove(id, () => cancelInvoiceRequest(id, locale), t('cancelled'))}
    >
      {t('cancel')}
    </button>
  );
}
