import { GoodsCard, type GoodsCardData } from '@/components/goods/goods-card';
import styles from './goods-row.module.css';

/** Goods cards in a row: six across on wide screens, two on phones. */
export function GoodsRow({ goods, imageHost, label }: { goods: readonly GoodsCardData[]; imageHost: string; label: string }) {
  return (
    <ul className={styles.row} aria-label={label}>
      {goods.map((item) => (
        <li key={item.id}>
          <GoodsCard goods={item} imageHost={imageHost} />
        </li>
      ))}
    </ul>
  );
}
