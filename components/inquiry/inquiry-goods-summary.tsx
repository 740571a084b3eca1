'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface InquiryGoodsItem {
  goodsId: number;
  /** 0 when no SKU was chosen. */
  skuId: number;
  quantity: number;
  title?: string | null;
  itemno?: string | null;
  skuDesc?: string | null;
}

/** The goods an inquiry is about, so the visitor sees what the sales team will get. */
export function InquiryGoodsSummary({ items }: { items: readonly InquiryGoodsItem[] }) {
  const t = useTranslations('inquiry');
  return (
    <Box component="section" aria-label={t('goodsHeading', { count: items.length })} sx={{ mb: 2, p: 1.5, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('goodsHeading', { count: items.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" key={`${item.goodsId}:${item.skuId}`}>
            {item.title ?? t('goodsFallback', { id: item.goodsId })}
            {item.itemno ? ` · ${t('catNo', { itemno: item.itemno })}` : ''}
            {item.skuDesc ? ` · ${item.skuDesc}` : ''}
            {` × ${item.quantity}`}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
