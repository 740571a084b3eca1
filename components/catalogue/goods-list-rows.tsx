import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import { listImageLoading } from '@/components/ui/image-priority';
import { GoodsListRow } from './goods-list-row';
import styles from './goods-list-row.module.css';

/** View mode 2: goods as list rows. */
export function GoodsListRows({ goods, imageHost }: { goods: readonly GoodsSummaryView[]; imageHost: string }) {
  return (
    <ul className={styles.rows}>
      {goods.map((item, index) => (
        <GoodsListRow key={item.id} goods={item} imageHost={imageHost} image={listImageLoading(index)} />
      ))}
    </ul>
  );
}
