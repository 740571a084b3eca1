import { useTranslations } from 'next-intl';
import { availability } from '@/lib/catalogue/availability';
import { cx } from '@/components/ui/class-names';
import styles from './stock-label.module.css';

/** The fields of a goods item its availability is read from. */
interface StockFacts {
  inventoryStatus: number;
  categoryPath: readonly string[];
  goodsType?: number;
  leadTimeMinDays?: number | null;
  leadTimeMaxDays?: number | null;
}

/**
 * Availability as a buyer reads it (docs/product.md §4): the stock wording where the item's
 * category shows stock ('In stock' included), and its lead time while it is still sold.
 */
export function StockLabel({ goods }: { goods: StockFacts }) {
  const { inventoryStatus, categoryPath, goodsType, leadTimeMinDays, leadTimeMaxDays } = goods;
  const t = useTranslations();
  const { label, leadTime, service } = availability({
    inventoryStatus,
    categoryPath,
    goodsType: goodsType === 2 ? 'service' : undefined,
    leadTimeMinDays,
    leadTimeMaxDays,
  });
  if (!label && !leadTime) return null;
  const days = leadTime ? (leadTime.min === leadTime.max ? String(leadTime.min) : `${leadTime.min}–${leadTime.max}`) : '';
  return (
    <span className={styles.availability} data-availability={label ?? 'lead-time'}>
      {label ? <span className={cx(styles.stock, label === 'stock.inStock' && styles.inStock)}>{t(label)}</span> : null}
      {leadTime ? (
        <span className={styles.leadTime}>{t(service ? 'availability.turnaround' : 'availability.shipsIn', { days, count: leadTime.max })}</span>
      ) : null}
    </span>
  );
}
