'use client';
import { useCallback, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { tableRows, type TableColumns, type TableGoods } from '@/lib/catalogue/goods-table';
import { groupAlignedRows, spanWithin } from '@/lib/catalogue/virtual-window';
import styles from './goods-table.module.css';
import { GoodsTableRow } from './goods-table-row';

/** Every table row has this height, so the virtualizer never needs to measure one. */
const ROW_HEIGHT = 72;
/** Extra rows above and below the viewport, so fast scrolling shows no gap. */
const OVERSCAN = 10;
/** Until the first measurement: a tall screen's worth of rows. */
const FIRST_VIEWPORT = 1200;

/** Where the table body starts in the page, kept up to date as the content above it settles. */
function usePageOffset(bodyRef: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const body = bodyRef.current;
      if (body) setOffset(Math.round(body.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [bodyRef]);
  return offset;
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={columns} className={styles.spacer} />
    </tr>
  );
}

export interface WindowedRowsProps {
  /** Every goods item of the table. */
  goods: readonly TableGoods[];
  columns: TableColumns;
  /** The table body the rows are in: the window follows its place in the page. */
  bodyRef: RefObject<HTMLTableSectionElement | null>;
}

/**
 * All rows of a long goods table, only those near the window rendered. Loaded with the table's
 * remainder (goods-table-window.tsx): the server renders the first rows itself, so the row
 * code (stock, badges, prices) stays out of the listing's first load (docs/islands.md).
 */
export function WindowedRows({ goods, columns, bodyRef }: WindowedRowsProps) {
  const rows = useMemo(() => tableRows(goods), [goods]);
  const spans = useMemo(() => rows.map((row) => row.span), [rows]);
  const scrollMargin = usePageOffset(bodyRef);
  const rangeExtractor = useCallback((range: Range) => groupAlignedRows(range, spans), [spans]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin,
    initialRect: { width: 0, height: FIRST_VIEWPORT },
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();
  const start = items[0]?.index ?? 0;
  const end = (items.at(-1)?.index ?? -1) + 1;
  const range = { start, end, before: start * ROW_HEIGHT, after: (rows.length - end) * ROW_HEIGHT };
  // Cat. No., name, specifications, (applications and species | features), price and availability.
  const columnCount = columns === 'antibody' ? 6 : 5;
  return (
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
  );
}
