import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { GoodsCard } from '@/components/goods/goods-card';
import type { GoodsSummary } from '@/lib/api/goods-shape';

/** A few labelled antibodies and kits (classifyGoodsListForKtRandom) below the results. */
export async function LabelledSample({ goods, imageHost }: { goods: readonly GoodsSummary[]; imageHost: string }) {
  if (goods.length === 0) return null;
  const t = await getTranslations('antibody');
  return (
    <Box component="section" aria-labelledby="labelled-sample-heading" sx={{ mt: 5 }}>
      <Typography id="labelled-sample-heading" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1.5 }}>
        {t('sampleHeading')}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {goods.map((item) => (
          <Grid key={item.id} component="li" size={{ xs: 6, md: 3 }}>
            <GoodsCard goods={item} imageHost={imageHost} compact />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
