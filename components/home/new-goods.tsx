import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GoodsSummary } from '@/lib/api/goods-shape';
import { GoodsRow } from './goods-row';

/** The newest products on the home page. */
export async function NewGoods({ goods, imageHost }: { goods: GoodsSummary[]; imageHost: string }) {
  const t = await getTranslations('home');
  if (goods.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-new-goods" sx={{ mt: 4 }}>
      <Typography id="home-new-goods" variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('newGoodsHeading')}
      </Typography>
      <GoodsRow goods={goods} imageHost={imageHost} label={t('newGoodsHeading')} />
    </Box>
  );
}
