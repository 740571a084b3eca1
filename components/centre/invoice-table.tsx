import { useTranslations } from 'next-intl';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { Money } from '@/components/ui/money';
import type { InvoiceRequestRow } from '@/contract/wallet';
import { Day } from './day';
import { WithdrawInvoiceButton } from './withdraw-invoice-button';
import styles from './centre.module.css';

/** The customer's invoice requests; a pending one can be withdrawn. Server markup with one small island per pending row. */
export function InvoiceTable({ requests }: { requests: InvoiceRequestRow[] }) {
  const t = useTranslations('invoices');
  return (
    <div className={surface.tableScroll} tabIndex={0}>
      <table className={surface.table}>
        <caption className={text.visuallyHidden}>{t('listHeading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('requestedAt')}</th>
            <th scope="col">{t('orderNo')}</th>
            <th scope="col">{t('invoiceTitle')}</th>
            <th scope="col">{t('type')}</th>
            <th scope="col" className={styles.amount}>
              {t('amount')}
            </th>
            <th scope="col">{t('state')}</th>
            <th scope="col">
              <span className={text.visuallyHidden}>{t('cancel')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id} data-invoice-state={request.state}>
              <td className={styles.nowrap}>
                <Day at={request.createdAt} />
              </td>
              <td className={styles.code}>{request.orderNo}</td>
              <td>{request.title}</td>
              <td>{t(`types.${request.type}`)}</td>
              <td className={styles.amount}>
                <Money cny={request.amount} />
              </td>
              <td className={styles.nowrap}>{t(`states.${request.state}`)}</td>
              <td>{request.state === 'pending' ? <WithdrawInvoiceButton id={request.id} orderNo={request.orderNo} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
