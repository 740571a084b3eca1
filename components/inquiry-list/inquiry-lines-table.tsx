'use client';
import { useTranslations } from 'next-intl';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import text from '@/components/ui/text.module.css';
import { priceOfLine, type InquiryLine } from '@/lib/inquiry-list/inquiry-lines';
import { InquiryLineRow } from './inquiry-line-row';
import styles from './inquiry-lines-table.module.css';

export interface InquiryLinesTableProps {
  lines: readonly InquiryLine[];
  /** When the lines are priced (the browser's clock). */
  pricedAt: number;
  imageHost: string;
  isSelected(line: InquiryLine): boolean;
  /** The header checkbox: every available line selected, some of them, or none available at all. */
  selection: 'all' | 'some' | 'none';
  selectable: boolean;
  onSelectAll(on: boolean): void;
  onSelect(line: InquiryLine, on: boolean): void;
  onQuantity(line: InquiryLine, quantity: number): void;
  onRemove(line: InquiryLine): void;
}

/**
 * The lines as a table; the last column's heading is for screen readers only. Below 900 px each
 * line is a card (inquiry-lines-table.module.css): every value and Remove on screen, the column
 * heads as labels beside the values, nothing scrolling sideways.
 */
export function InquiryLinesTable({
  lines,
  pricedAt,
  imageHost,
  isSelected,
  selection,
  selectable,
  onSelectAll,
  onSelect,
  onQuantity,
  onRemove,
}: InquiryLinesTableProps) {
  const t = useTranslations('inquiryList');
  return (
    <TableContainer component={Paper} variant="outlined">
      {/* Words stay whole: on a desktop the table grows wider and its box scrolls instead. */}
      <Table aria-label={t('tableLabel')} size="small" sx={{ overflowWrap: 'normal' }} className={styles.table}>
        <TableHead className={styles.head}>
          <TableRow className={styles.headRow}>
            <TableCell padding="checkbox" className={styles.selectCell}>
              <Checkbox
                checked={selection === 'all'}
                indeterminate={selection === 'some'}
                disabled={!selectable}
                onChange={(event) => onSelectAll(event.target.checked)}
                slotProps={{ input: { 'aria-label': t('selectAll') } }}
              />
              {/* The cards have no column heads: the checkbox says what it selects (its name already does). */}
              <span className={styles.selectAllLabel} aria-hidden>
                {t('selectAll')}
              </span>
            </TableCell>
            <TableCell className={styles.columnHead}>{t('product')}</TableCell>
            <TableCell className={styles.columnHead}>{t('catNo')}</TableCell>
            <TableCell className={styles.columnHead}>{t('sku')}</TableCell>
            <TableCell align="right" className={styles.columnHead}>
              {t('price')}
            </TableCell>
            <TableCell className={styles.columnHead}>{t('quantity')}</TableCell>
            <TableCell align="right" className={styles.columnHead}>
              {t('amount')}
            </TableCell>
            {/* The cell holds the hidden label's absolute box, so the scrolling box clips it rather than the page growing. */}
            <TableCell align="right" sx={{ position: 'relative' }} className={styles.columnHead}>
              <span className={text.visuallyHidden}>{t('actions')}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody className={styles.body}>
          {lines.map((line) => (
            <InquiryLineRow
              key={line.key}
              line={line}
              price={priceOfLine(line, pricedAt)}
              imageHost={imageHost}
              selected={isSelected(line)}
              onSelect={(on) => onSelect(line, on)}
              onQuantity={(quantity) => onQuantity(line, quantity)}
              onRemove={() => onRemove(line)}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
