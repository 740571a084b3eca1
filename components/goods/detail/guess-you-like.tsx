import Grid from '@mui/material/Grid';
import { GoodsCard } from '@/components/goods/goods-card';
import type { GoodsSummary } from '@/lib/api/goods';

/** "Guess you like": recommended goods as cards, linking to their details. */
export function GuessYouLike({ goods, imageHost }: { goods: readonly GoodsSummary[]; imageHost: string }) {
  return (
    <Grid container spacing={2}>
      {goods.map((item) => (
        <Grid key={item.id} size={{ xs: 6, sm: 4, md: 3 }}>
          <GoodsCard goods={item} imageHost={imageHost} compact />
        </Grid>
      ))}
    </Grid>
  );
}
