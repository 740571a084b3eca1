import Grid from '@mui/material/Grid';
import { GoodsCard } from '@/components/goods/goods-card';
import type { GoodsSummary } from '@/lib/api/goods-shape';

/** View mode 1: large image cards. */
export function GoodsGrid({ goods, imageHost }: { goods: readonly GoodsSummary[]; imageHost: string }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {goods.map((item) => (
        <Grid key={item.id} component="li" size={{ xs: 12, sm: 6, md: 4, xl: 3 }}>
          <GoodsCard goods={item} imageHost={imageHost} />
        </Grid>
      ))}
    </Grid>
  );
}
