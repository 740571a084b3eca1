'use client';
import { useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { tableRows, type TableColumns } from '@/lib/catalogue/goods-table';
import { spanWithin } from '@/lib/catalogue/virtual-window';
import type { Locale } from '@/lib/i18n/locales';
import styles from './goods-table.module.css';
import { GoodsTableRow } from './goods-table-row';
import { useGoodsRemainder, type RemainderSource } from './use-goods-remainder';
import { useRowWindow } from './use-row-window';

export interface GoodsTableWindowProps {
  columns: TableColumns;
  /** id of the heading that names the table. */
  labelledBy: string;
  /** Goods rows in the server markup (`children`). */
  rowCount: number;
  remainder: RemainderSource | null;
  /** The server-rendered colgroup and header row. */
  head: ReactNode;
  /** What the status line says while the rest loads, or when it fails; null without a remainder. */
  status: { loading: string; failed: string } | null;
  /** The server-rendered rows, shown until the whole table has loaded. */
  children: ReactNode;
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={columns} className={styles.spacer} />
    </tr>
  );
}

/**
 * The table's island: a click on a row opens its goods item in a new tab, and a long table
 * swaps the server's first rows for all of its rows, windowed, once they have loaded.
 */
export function GoodsTableWindow({ columns, labelledBy, rowCount, remainder, head, status, children }: GoodsTableWindowProps) {
  const locale = useLocale() as Locale;
  const loaded = useGoodsRemainder(remainder, locale);
  const rows = useMemo(() => (loaded.goods ? tableRows(loaded.goods) : []), [loaded.goods]);
  const spans = useMemo(() => rows.map((row) => row.span), [rows]);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const range = useRowWindow(bodyRef, spans, loaded.goods !== null);
  // Cat. No., name, specifications, (applications and species | features), price and availability.
  const columnCount = columns === 'antibody' ? 6 : 5;

  // The whole row opens the goods item in a new tab, as its name link does.
  const open = (event: MouseEvent<HTMLTableElement>) => {
    if (!(event.target instanceof Element) || event.target.closest('a')) return;
    const href = event.target.closest<HTMLTableRowElement>('tr[data-href]')?.dataset.href;
    if (href) window.open(href, '_blank', 'noopener');
  };

  return (
    <>
      <div className={surface.tableScroll}>
        <table className={cx(surface.table, styles.table)} aria-labelledby={labelledBy} aria-rowcount={(loaded.goods ? rows.length : rowCount) + 1} onClick={open}>
          {head}
          <tbody ref={bodyRef}>
            {loaded.goods ? (
              <>
                <Spacer height={range.before} columns={columnCount} />
                {rows.slice(range.start, range.end).map((row, offset) => {
                  const index = range.start + offset;
                  return (
                    <GoodsTableRow
                      key={row.goods.id}
                      goods={row.goods}
                      span={row.span === 0 ? 0 : spanWithin(row.span, index, range.end)}
                      columns={columns}
                      rowIndex={index + 2}
                    />
                  );
                })}
                <Spacer height={range.after} columns={columnCount} />
              </>
            ) : (
              children
            )}
          </tbody>
        </table>
      </div>
      {status ? (
        <p role="status" className={cx(text.body2, loaded.failed ? text.error : text.secondary, styles.status)}>
          {loaded.loading ? status.loading : loaded.failed ? status.failed : ''}
        </p>
      ) : null}
    </>
  );
}
