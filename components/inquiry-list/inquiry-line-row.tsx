'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { PriceTag } from '@/components/goods/price-tag';
import { cx } from '@/components/ui/class-names';
import { useMoney } from '@/components/ui/money';
import { toYuan, type LinePrice } from '@/contract/pricing';
import type { InquiryLine } from '@/lib/inquiry-list/inquiry-lines';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { imageUrl } from '@/lib/catalogue/image';
import { Link } from '@/lib/i18n/navigation';
import { QuantityStepper } from './quantity-stepper';
import styles from './inquiry-lines-table.module.css';

export interface InquiryLineRowProps {
  line: InquiryLine;
  /** The line priced by the pricing rule at its quantity (docs/product.md §11.4); null without a price. */
  price: LinePrice | null;
  imageHost: string;
  selected: boolean;
  onSelect(selected: boolean): void;
  onQuantity(quantity: number): void;
  onRemove(): void;
}

/**
 * One line of the inquiry list; goods no longer available are greyed, labelled and cannot be selected.
 * Each value cell carries its column's name (data-label), shown beside it when the line is a card.
 */
export function InquiryLineRow({ line, price, imageHost, selected, onSelect, onQuantity, onRemove }: InquiryLineRowProps) {
  const t = useTranslations('inquiryList');
  const money = useMoney();
  const common = useTranslations('common');
  const name = line.title ?? (line.loaded ? t('unknownGoods', { id: line.id }) : common('WAIT_LOAD'));
  const lineName = line.skuDesc ? `${name}, ${line.skuDesc}` : name;
  const available = line.onShelf && line.loaded;

  return (
    <TableRow
      hover={available}
      data-line={line.key}
      className={styles.row}
      sx={available ? undefined : { '& > td': { color: 'text.secondary' }, bgcolor: 'grey.50' }}
    >
      <TableCell padding="checkbox" className={cx(styles.cell, styles.selectCell)}>
        <Checkbox
          checked={available && selected}
          disabled={!available}
          onChange={(event) => onSelect(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('selectLine', { name: lineName }) } }}
        />
      </TableCell>
      <TableCell className={cx(styles.cell, styles.productCell)}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Box
            component="img"
            src={imageUrl(line.cover, imageHost)}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            sx={{
              width: 56,
              height: 56,
              objectFit: 'cover',
              borderRadius: 0.5,
              bgcolor: 'grey.100',
              flexShrink: 0,
              filter: line.onShelf ? undefined : 'grayscale(1)',
              opacity: line.onShelf ? 1 : 0.5,
            }}
          />
          <div>
            {line.title ? (
              <Box
                component={Link}
                href={goodsHref(line.id)}
                target="_blank"
                rel="noopener"
                sx={{ color: line.onShelf ? 'primary.main' : 'text.secondary', fontWeight: 500 }}
              >
                {line.title}
              </Box>
            ) : (
              <span>{name}</span>
            )}
            {line.onShelf ? null : <Chip size="small" label={t('unavailable')} sx={{ display: 'flex', width: 'fit-content', mt: 0.5 }} />}
          </div>
        </Box>
      </TableCell>
      <TableCell className={styles.cell} data-label={t('catNo')}>
        {line.itemno ?? '—'}
      </TableCell>
      <TableCell className={styles.cell} data-label={t('sku')}>
        {line.skuDesc ?? (line.skuId === 0 ? t('noSku') : '—')}
      </TableCell>
      <TableCell align="right" className={styles.cell} data-label={t('price')}>
        {line.loaded ? <PriceTag price={price && { listCny: toYuan(price.unitListFen), netCny: toYuan(price.unitNetFen), endsAt: price.priceEndsAt }} /> : null}
      </TableCell>
      <TableCell className={styles.cell} data-label={t('quantity')}>
        <QuantityStepper value={line.quantity} onChange={onQuantity} label={t('quantityOf', { name: lineName })} disabled={!line.onShelf} />
      </TableCell>
      <TableCell align="right" data-amount={line.key} className={styles.cell} data-label={t('amount')}>
        {price ? (
          <span>
            <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {money(toYuan(price.amountFen))}
            </Box>
            {price.amountFen < price.listAmountFen ? (
              <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'error.main', whiteSpace: 'nowrap' }}>
                {t('lineSaving', { amount: money(toYuan(price.listAmountFen - price.amountFen)) })}
              </Box>
            ) : null}
            {price.gifts.length ? (
              <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
                {t('lineGifts', { count: price.gifts.reduce((sum, gift) => sum + gift.quantity, 0) })}
              </Box>
            ) : null}
          </span>
        ) : null}
      </TableCell>
      <TableCell align="right" className={cx(styles.cell, styles.removeCell)}>
        <Button size="small" color="error" onClick={onRemove} aria-label={t('removeLine', { name: lineName })}>
          {t('remove')}
        </Button>
      </TableCell>
    </TableRow>
  );
}
