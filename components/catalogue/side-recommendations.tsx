import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GoodsCard } from '@/components/goods/goods-card';
import type { GoodsSummary } from '@/lib/api/goods-shape';

/** Side product recommendations of a category page (generalRecommend). */
export async function SideRecommendations({ goods, imageHost }: { goods: readonly GoodsSummary[]; imageHost: string }) {
  if (goods.length === 0) return null;
  const t = await getTranslations('catalogue');
  return (
    <Box component="section" aria-labelledby="side-recommend-heading">
      <Typography id="side-recommend-heading" variant="h2" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
        {t('recommendHeading')}
      </Typography>
      <Stack spacing={1.5}>
        {goods.map((item) => (
          <GoodsCard key={item.id} goods={item} imageHost={imageHost} compact />
        ))}
      </Stack>
    </Box>
  );
}
