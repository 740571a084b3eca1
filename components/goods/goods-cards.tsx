import { GoodsCard, type GoodsCardData } from './goods-card';

interface GoodsCardsProps {
  goods: readonly GoodsCardData[];
  imageHost: string;
  /** The list's grid (components/ui/card-grid.module.css or the page's own). */
  className?: string;
  /** Small cards, for side columns and samples. */
  compact?: boolean;
  /** Names the list, where no heading above it does. */
  label?: string;
}

/** Goods as a list of cards, each linking to its goods page. */
export function GoodsCards({ goods, imageHost, className, compact, label }: GoodsCardsProps) {
  return (
    <ul className={className} aria-label={label}>
      {goods.map((item) => (
        <li key={item.id}>
          <GoodsCard goods={item} imageHost={imageHost} compact={compact} />
        </li>
      ))}
    </ul>
  );
}
