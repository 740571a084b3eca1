import type { MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { GoodsBadges } from '@/components/goods/goods-badges';
import { StockLabel } from '@/components/goods/stock-label';
import { listedGoodsHref, type TableColumns, type TableGoods } from '@/lib/catalogue/goods-table';
import { Link } from '@/lib/i18n/navigation';
import { ROW_HEIGHT } from './use-row-window';

const CELL_PADDING_Y = 4;

/** Cell content held to the fixed row height (rowSpan rows for a merged cell), so windowing can count on it. */
function Fitted({ rows = 1, children }: { rows?: number; children: ReactNode }) {
  return <Box sx={{ maxHeight: rows * ROW_HEIGHT - 2 * CELL_PADDING_Y - 1, overflow: 'hidden' }}>{children}</Box>;
}

function Clamped({ lines, children }: { lines: number; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
      {children}
    </Box>
  );
}

export interface GoodsTableRowProps {
  goods: TableGoods;
  /** rowSpan of the merged cells (name, features / applications, species); 0 when the row above covers them. */
  span: number;
  columns: TableColumns;
  /** 1-based position among all rows of the table, header included (aria-rowindex). */
  rowIndex: number;
  onOpen: (goods: TableGoods, event: MouseEvent<HTMLTableRowElement>) => void;
}

export function GoodsTableRow({ goods, span, columns, rowIndex, onOpen }: GoodsTableRowProps) {
  const merged = (content: ReactNode) =>
    span > 0 ? (
      <TableCell rowSpan={span > 1 ? span : undefined}>
        <Fitted rows={span}>{content}</Fitted>
      </TableCell>
    ) : null;
  return (
    <TableRow hover aria-rowindex={rowIndex} onClick={(event) => onOpen(goods, event)} sx={{ height: ROW_HEIGHT, cursor: 'pointer' }}>
      <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{goods.itemno}</TableCell>
      {merged(
        <>
          <Link href={listedGoodsHref(goods)} target="_blank" rel="noopener" style={{ color: 'inherit' }}>
            <Clamped lines={2}>{goods.title}</Clamped>
          </Link>
          <GoodsBadges badges={goods.badges} /> <StockLabel inventoryStatus={goods.inventoryStatus} categoryPath={goods.categoryPath} goodsType={goods.goodsType} />
        </>,
      )}
      <TableCell>
        <Fitted>
          <Clamped lines={3}>{goods.norms}</Clamped>
        </Fitted>
      </TableCell>
      {columns === 'antibody' ? (
        <>
          {merged(<Clamped lines={3}>{goods.applications}</Clamped>)}
          {merged(<Clamped lines={3}>{goods.species}</Clamped>)}
        </>
      ) : (
        merged(<Clamped lines={3}>{goods.features}</Clamped>)
      )}
    </TableRow>
  );
}
