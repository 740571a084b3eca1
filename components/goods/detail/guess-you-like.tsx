import { GoodsCard } from '@/components/goods/goods-card';
import type { GoodsSummary } from '@/lib/api/goods';
import cards from '@/components/ui/card-grid.module.css';

/** "Guess you like": recommended goods as cards, linking to their details. */
export function GuessYouLike({ goods, imageHost }: { goods: readonly GoodsSummary[]; imageHost: string }) {
  return (
    <ul className={cards.grid}>
      {goods.map((item) => (
        <li key={item.id}>
          <GoodsCard goods={item} imageHost={imageHost} compact />
        </li>
      ))}
    </ul>
  );
}
