import { useTranslations } from 'next-intl';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { Money } from '@/components/ui/money';
import type { LedgerEntry } from '@/contract/wallet';
import { Day } from './day';
import styles from './centre.module.css';

/** Ledger entries (invoices owed, payments received), newest first; scrolls inside its box on phones. Server markup. */
export function LedgerTable({ entries, caption }: { entries: LedgerEntry[]; caption: string }) {
  const t = useTranslations('wallet');
  return (
    <div className={surface.tableScroll} tabIndex={0}>
      <table className={surface.table}>
        <caption className={text.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('kind')}</th>
            <th scope="col">{t('orderNo')}</th>
            <th scope="col">{t('documentNo')}</th>
            <th scope="col" className={styles.amount}>
              {t('amount')}
            </th>
            <th scope="col">{t('dueAt')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-ledger-kind={entry.kind}>
              <td className={styles.nowrap}>
                <Day at={entry.occurredAt} />
              </td>
              <td className={styles.nowrap}>{t(`kinds.${entry.kind}`)}</td>
              <td className={styles.code}>{entry.orderNo}</td>
              <td className={styles.code}>{entry.documentNo}</td>
              <td className={styles.amount}>
                <Money cny={entry.kind === 'invoice' ? -entry.amount : entry.amount} />
              </td>
              <td className={styles.nowrap}>
                <Day at={entry.dueAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
