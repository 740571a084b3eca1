import { GoodsCard } from '@/components/goods/goods-card';
import type { GoodsSummary } from '@/lib/api/goods-shape';
import styles from './goods-grid.module.css';

/** View mode 1: large image cards. */
export function GoodsGrid({ goods, imageHost }: { goods: readonly GoodsSummary[]; imageHost: string }) {
  return (
    <ul className={styles.grid}>
      {goods.map((item) => (
        <li key={item.id}>
          <GoodsCard goods={item} imageHost={imageHost} />
        </li>
      ))}
    </ul>
  );
}
