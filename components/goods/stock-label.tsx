import { useTranslations } from 'next-intl';
import { stockLabel } from '@/lib/catalogue/stock';
import styles from './stock-label.module.css';

/** The stock wording of docs/product.md §4, shown only where the goods item's category shows stock. */
export function StockLabel({ inventoryStatus, categoryPath, goodsType }: { inventoryStatus: number; categoryPath: readonly string[]; goodsType?: number }) {
  const t = useTranslations();
  const key = stockLabel({ inventoryStatus, categoryPath, goodsType: goodsType === 2 ? 'service' : undefined });
  if (!key) return null;
  return <span className={styles.stock}>{t(key)}</span>;
}
