'use client';
import { useMemo, useRef, type MouseEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { listedGoodsHref, tableRows, type TableColumns, type TableGoods } from '@/lib/catalogue/goods-table';
import type { ItemnoSort } from '@/lib/catalogue/listing-plan';
import { spanWithin } from '@/lib/catalogue/virtual-window';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { GoodsTableRow } from './goods-table-row';
import { useGoodsRemainder, type RemainderSource } from './use-goods-remainder';
import { useRowWindow } from './use-row-window';

export interface GoodsTableProps {
  /** The rows the HTML carries: a page, or the first rows of an unpaged table. */
  goods: TableGoods[];
  columns: TableColumns;
  sort: ItemnoSort;
  /** The same listing in the other Cat. No. order. */
  sortHref: string;
  /** id of the heading that names the table. */
  labelledBy: string;
  /** Set when the table holds more goods than `goods`: the browser fetches them all and windows the rows. */
  remainder: RemainderSource | null;
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

/** A category's goods as a table (SPEC.md §2.4 item 2); a long table renders only the rows near the viewport. */
export function GoodsTable({ goods, columns, sort, sortHref, labelledBy, remainder }: GoodsTableProps) {
  const t = useTranslations('catalogue');
  const catNo = useTranslations('goods')('catNo');
  const common = useTranslations('common');
  const locale = useLocale() as Locale;
  const loaded = useGoodsRemainder(remainder, locale);
  const rows = useMemo(() => tableRows(loaded.goods ?? goods), [loaded.goods, goods]);
  const spans = useMemo(() => rows.map((row) => row.span), [rows]);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const range = useRowWindow(bodyRef, spans, loaded.goods !== null);
  const columnCount = columns === 'antibody' ? 5 : 4;

  // The whole row opens the goods item in a new tab, as its name link does.
  const open = (item: TableGoods, event: MouseEvent<HTMLTableRowElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) return;
    window.open(localePath(locale, listedGoodsHref(item)), '_blank', 'noopener');
  };

  return (
    <>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-labelledby={labelledBy} aria-rowcount={rows.length + 1} sx={{ tableLayout: 'fixed', '& td': { py: 0.5 } }}>
          <TableHead>
            <TableRow aria-rowindex={1} sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.100' } }}>
              <TableCell sortDirection={sort} sx={{ width: '15%', whiteSpace: 'nowrap' }}>
                <TableSortLabel component={Link} href={sortHref} active direction={sort}>
                  {catNo}
                  <Box component="span" sx={visuallyHidden}>
                    {sort === 'asc' ? t('sortedAscending') : t('sortedDescending')}
                  </Box>
                </TableSortLabel>
              </TableCell>
              <TableCell sx={{ width: columns === 'antibody' ? '30%' : '35%' }}>{t('productName')}</TableCell>
              <TableCell sx={{ width: '20%' }}>{t('specifications')}</TableCell>
              {columns === 'antibody' ? (
                <>
                  <TableCell>{t('applications')}</TableCell>
                  <TableCell>{t('species')}</TableCell>
                </>
              ) : (
                <TableCell>{t('features')}</TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody ref={bodyRef}>
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
                  onOpen={open}
                />
              );
            })}
            <Spacer height={range.after} columns={columnCount} />
          </TableBody>
        </Table>
      </TableContainer>
      {remainder ? (
        <Typography role="status" variant="body2" color={loaded.failed ? 'error' : 'text.secondary'} sx={{ mt: 1, minHeight: '1.5em' }}>
          {loaded.loading ? common('WAIT_LOAD') : loaded.failed ? t('loadFailed') : ''}
        </Typography>
      ) : null}
    </>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;
