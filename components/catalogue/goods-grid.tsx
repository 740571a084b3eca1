import { GoodsCards } from '@/components/goods/goods-cards';
import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import styles from './goods-grid.module.css';

/** View mode 1: large image cards. */
export function GoodsGrid({ goods, imageHost }: { goods: readonly GoodsSummaryView[]; imageHost: string }) {
  return <GoodsCards goods={goods} imageHost={imageHost} className={styles.grid} />;
}
