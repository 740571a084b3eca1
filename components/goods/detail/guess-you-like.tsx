import { GoodsCards } from '@/components/goods/goods-cards';
import type { GoodsSummaryView } from '@/lib/api/goods';
import cards from '@/components/ui/card-grid.module.css';

/** "Guess you like": recommended goods as cards, linking to their details. */
export function GuessYouLike({ goods, imageHost }: { goods: readonly GoodsSummaryView[]; imageHost: string }) {
  return <GoodsCards goods={goods} imageHost={imageHost} className={cards.grid} compact />;
}
