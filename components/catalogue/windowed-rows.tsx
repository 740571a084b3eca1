'use client';
import { useMemo, type RefObject } from 'react';
import { tableRows, type TableColumns, type TableGoods } from '@/lib/catalogue/goods-table';
import { spanWithin } from '@/lib/catalogue/virtual-window';
import styles from './goods-table.module.css';
import { GoodsTableRow } from './goods-table-row';
import { useRowWindow } from './use-row-window';

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
  const range = useRowWindow(bodyRef, spans, true);
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
