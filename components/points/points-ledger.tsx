import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import { formatDate } from '@/lib/catalogue/dates';
import type { LedgerEntry } from '@/contract/points';
import styles from './points.module.css';

/** Every change of the customer's points, newest first. Server markup. */
export function PointsLedger({ entries }: { entries: LedgerEntry[] }) {
  const t = useTranslations('points');
  const reason = (entry: LedgerEntry) => {
    switch (entry.reason) {
      case 'order':
        return t('reasonOrder', { orderNo: entry.orderNo ?? '' });
      case 'exchange':
        return <LocaleLink href={`/integralOrder-details?id=${entry.exchangeId ?? 0}`}>{t('reasonExchange', { id: entry.exchangeId ?? 0 })}</LocaleLink>;
      case 'refund':
        return <LocaleLink href={`/integralOrder-details?id=${entry.exchangeId ?? 0}`}>{t('reasonRefund', { id: entry.exchangeId ?? 0 })}</LocaleLink>;
      default:
        return t('reasonGrant');
    }
  };
  return (
    <div className={surface.tableScroll} tabIndex={0}>
      <table className={cx(surface.table)} data-testid="points-ledger">
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('reason')}</th>
            <th scope="col">{t('change')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-reason={entry.reason}>
              <td>{formatDate(entry.createdAt)}</td>
              <td>{reason(entry)}</td>
              <td className={entry.change >= 0 ? styles.gain : styles.spend}>{entry.change > 0 ? `+${entry.change}` : entry.change}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
