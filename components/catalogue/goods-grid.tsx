import { GoodsCard } from '@/components/goods/goods-card';
import { listImageLoading } from '@/components/ui/image-priority';
import { StockLabel } from '@/components/goods/stock-label';
import { GoodsPriceTag } from '@/components/goods/price-tag';
import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import { goodsPrice } from '@/lib/catalogue/goods-table';
import styles from './goods-grid.module.css';

/** View mode 1: large image cards, each with what a buyer compares: price and availability (docs/product.md §2.4 item 2). */
export function GoodsGrid({ goods, imageHost }: { goods: readonly GoodsSummaryView[]; imageHost: string }) {
  return (
    <ul className={styles.grid}>
      {goods.map((item, index) => (
        <li key={item.id}>
          <GoodsCard goods={item} imageHost={imageHost} image={listImageLoading(index)}>
            <span className={styles.price}>
              <GoodsPriceTag price={goodsPrice(item)} />
            </span>
            <StockLabel goods={item} />
          </GoodsCard>
        </li>
      ))}
    </ul>
  );
}
