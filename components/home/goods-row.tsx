import type { GoodsCardData } from '@/components/goods/goods-card';
import { GoodsCards } from '@/components/goods/goods-cards';
import { cx } from '@/components/ui/class-names';
import cards from '@/components/ui/card-grid.module.css';

/** Goods cards in a row: six (or three) across on wide screens, two on phones. */
export function GoodsRow({ goods, imageHost, label, perRow = 6 }: { goods: readonly GoodsCardData[]; imageHost: string; label: string; perRow?: 3 | 6 }) {
  return <GoodsCards goods={goods} imageHost={imageHost} label={label} className={cx(cards.grid, perRow === 3 ? cards.three : cards.six)} />;
}
