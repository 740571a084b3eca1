'use client';
import { useCallback, useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useLocale } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import type { TableColumns } from '@/lib/catalogue/goods-table';
import type { Locale } from '@/lib/i18n/locales';
import styles from './goods-table.module.css';
import type { Remainder, RemainderSource } from './use-goods-remainder';
import type { WindowedRowsProps } from './windowed-rows';

// Loaded after hydration, only by a table with more rows than its server markup (docs/islands.md).
const GoodsRemainderLoader = dynamic(() => import('./goods-remainder-loader').then((module) => module.GoodsRemainderLoader), { ssr: false });
type RowsCode = { WindowedRows: ComponentType<WindowedRowsProps> };

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

/**
 * The table's island: a click on a row opens its goods item in a new tab, and a long table
 * swaps the server's first rows for all of its rows, windowed, once they have loaded.
 */
export function GoodsTableWindow({ columns, labelledBy, rowCount, remainder, head, status, children }: GoodsTableWindowProps) {
  const locale = useLocale() as Locale;
  // What the loader answered, kept with the source it answered for: another source (a finder's
  // new filters) starts from the server's rows again, in the same render.
  const sourceKey = remainder ? [locale, remainder.kind, remainder.goodsCate, remainder.sort].join(':') : null;
  const [answer, setAnswer] = useState<{ sourceKey: string | null; remainder: Remainder } | null>(null);
  const onLoaded = useCallback((next: Remainder) => setAnswer({ sourceKey, remainder: next }), [sourceKey]);
  const answered: Remainder = answer && answer.sourceKey === sourceKey ? answer.remainder : { goods: null, loading: remainder !== null, failed: false };
  // The rows' code, fetched alongside the remainder. The server's rows stay until both are
  // here, and are then replaced in one render, so the table never shows a count it lacks rows for.
  const [rowsCode, setRowsCode] = useState<RowsCode | 'failed' | null>(null);
  const hasRemainder = remainder !== null;
  useEffect(() => {
    if (!hasRemainder) return;
    import('./windowed-rows').then(setRowsCode, () => setRowsCode('failed'));
  }, [hasRemainder]);
  const WindowedRows = rowsCode && rowsCode !== 'failed' ? rowsCode.WindowedRows : null;
  const loaded: Remainder = {
    goods: WindowedRows ? answered.goods : null,
    loading: answered.loading || (answered.goods !== null && rowsCode === null),
    failed: answered.failed || (answered.goods !== null && rowsCode === 'failed'),
  };
  const bodyRef = useRef<HTMLTableSectionElement>(null);

  // The whole row opens the goods item in a new tab, as its name link does.
  const open = (event: MouseEvent<HTMLTableElement>) => {
    if (!(event.target instanceof Element) || event.target.closest('a')) return;
    const href = event.target.closest<HTMLTableRowElement>('tr[data-href]')?.dataset.href;
    if (href) window.open(href, '_blank', 'noopener');
  };

  return (
    <>
      {remainder ? <GoodsRemainderLoader source={remainder} locale={locale} onChange={onLoaded} /> : null}
      <div className={surface.tableScroll}>
        <table
          className={cx(surface.table, styles.table)}
          aria-labelledby={labelledBy}
          aria-rowcount={(loaded.goods ? loaded.goods.length : rowCount) + 1}
          onClick={open}
        >
          {head}
          <tbody ref={bodyRef}>{loaded.goods && WindowedRows ? <WindowedRows goods={loaded.goods} columns={columns} bodyRef={bodyRef} /> : children}</tbody>
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
