import Box from '@mui/material/Box';
import type { GoodsSummary } from '@/lib/api/goods-shape';
import { GoodsListRow } from './goods-list-row';

/** View mode 2: goods as list rows. */
export function GoodsListRows({ goods, imageHost }: { goods: readonly GoodsSummary[]; imageHost: string }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
      {goods.map((item) => (
        <GoodsListRow key={item.id} goods={item} imageHost={imageHost} />
      ))}
    </Box>
  );
}
