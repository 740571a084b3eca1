import { GoodsCards } from '@/components/goods/goods-cards';
import type { GoodsSummary } from '@/lib/api/goods-shape';
import styles from './goods-grid.module.css';

/** View mode 1: large image cards. */
export function GoodsGrid({ goods, imageHost }: { goods: readonly GoodsSummary[]; imageHost: string }) {
  return <GoodsCards goods={goods} imageHost={imageHost} className={styles.grid} />;
}
