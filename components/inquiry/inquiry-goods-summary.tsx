'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { clampQuantity, QUANTITY_MAX, QUANTITY_MIN } from '@/lib/inquiry-list/quantity';

interface InquirySize {
  id: number;
  desc: string;
}

export interface InquiryGoodsItem {
  goodsId: number;
  /** 0 when no SKU was chosen. */
  skuId: number;
  quantity: number;
  title?: string | null;
  itemno?: string | null;
  skuDesc?: string | null;
  /** The sizes the visitor may still choose between in the dialog; absent: size and quantity are fixed (the inquiry list's). */
  sizes?: readonly InquirySize[] | undefined;
}

/**
 * The goods an inquiry is about, so the visitor sees what the sales team will get. An item that
 * comes with its sizes (the goods page's 'Inquire now') takes its size and quantity here.
 */
export function InquiryGoodsSummary({ items, onChange }: { items: readonly InquiryGoodsItem[]; onChange?(index: number, item: InquiryGoodsItem): void }) {
  const t = useTranslations('inquiry');
  return (
    <Box
      component="section"
      aria-label={t('goodsHeading', { count: items.length })}
      sx={{ mb: 2, p: 1.5, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('goodsHeading', { count: items.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item, index) => {
          const name = item.title ?? t('goodsFallback', { id: item.goodsId });
          const editable = onChange !== undefined && item.sizes !== undefined;
          return (
            <Typography component="li" variant="body2" key={`${item.goodsId}:${index}`}>
              {name}
              {item.itemno ? ` · ${t('catNo', { itemno: item.itemno })}` : ''}
              {editable ? null : `${item.skuDesc ? ` · ${item.skuDesc}` : ''} × ${item.quantity}`}
              {editable ? <ItemChoice item={item} name={name} onChange={(next) => onChange(index, next)} /> : null}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}

function ItemChoice({ item, name, onChange }: { item: InquiryGoodsItem; name: string; onChange(item: InquiryGoodsItem): void }) {
  const t = useTranslations('inquiry');
  const sizes = item.sizes ?? [];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
      {sizes.length > 1 ? (
        <TextField
          select
          size="small"
          label={t('size', { name })}
          value={item.skuId}
          onChange={(event) => {
            const size = sizes.find((each) => each.id === Number(event.target.value));
            if (size) onChange({ ...item, skuId: size.id, skuDesc: size.desc });
          }}
          sx={{ minWidth: 160 }}
        >
          {sizes.map((size) => (
            <MenuItem key={size.id} value={size.id}>
              {size.desc}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        type="number"
        size="small"
        label={t('quantity', { name })}
        value={item.quantity}
        onChange={(event) => onChange({ ...item, quantity: clampQuantity(Number(event.target.value) || QUANTITY_MIN) })}
        slotProps={{ htmlInput: { min: QUANTITY_MIN, max: QUANTITY_MAX, step: 1, inputMode: 'numeric' } }}
        sx={{ width: 140 }}
      />
    </Box>
  );
}
