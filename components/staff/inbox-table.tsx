/**
 * Rows of inquiries (the inbox, and a customer's history on an inquiry page). An overdue row is
 * tinted, ruled on its left and says "Overdue" in words, so colour is never the only sign (docs/product.md §6.1).
 */
import type { InboxRow } from '@/contract/staff';
import styles from '@/app/staff/console.module.css';

export interface InboxTexts {
  caption: string;
  inquiry: string;
  customer: string;
  catNos: string;
  received: string;
  replyBy: string;
  state: string;
  overdue: string;
  states: Record<InboxRow['state'], string>;
}

export function InboxTable({ rows, texts, when }: { rows: InboxRow[]; texts: InboxTexts; when: (iso: string) => string }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.skip}>{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.inquiry}</th>
            <th scope="col">{texts.customer}</th>
            <th scope="col">{texts.catNos}</th>
            <th scope="col">{texts.received}</th>
            <th scope="col">{texts.replyBy}</th>
            <th scope="col">{texts.state}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.overdue ? styles.overdueRow : undefined} data-overdue={row.overdue ? 'true' : undefined}>
              <td>
                <a href={`/staff/inquiry/${row.id}`}>#{row.id}</a>
              </td>
              <td>
                {row.name}
                <br />
                {row.company}
                <br />
                {row.email}
              </td>
              <td>{row.itemnos.join(', ')}</td>
              <td>{when(row.createdAt)}</td>
              <td>{when(row.replyBy)}</td>
              <td>
                {texts.states[row.state]}
                {row.overdue ? <strong className={styles.overdueTag}>{texts.overdue}</strong> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
