import Grid from '@mui/material/Grid';
import { GoodsCard, type GoodsCardData } from '@/components/goods/goods-card';

/** Goods cards in a row: six across on wide screens, two on phones. */
export function GoodsRow({ goods, imageHost, label }: { goods: readonly GoodsCardData[]; imageHost: string; label: string }) {
  return (
    <Grid container spacing={2} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {goods.map((item) => (
        <Grid key={item.id} component="li" size={{ xs: 6, sm: 4, md: 2 }}>
          <GoodsCard goods={item} imageHost={imageHost} />
        </Grid>
      ))}
    </Grid>
  );
}
