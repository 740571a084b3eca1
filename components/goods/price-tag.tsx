import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/ui/money';
import { cx } from '@/components/ui/class-names';
import text from '@/components/ui/text.module.css';
import type { ShownPrice } from '@/lib/catalogue/goods-price';
import styles from './price-tag.module.css';

/**
 * What one unit costs, by the pricing rule (docs/product.md §11.4), in the page's currency: the net
 * price, and the list price struck beside it when a promotion lowers it. `from` marks the lowest of
 * sizes priced differently. Server markup or island alike.
 */
export function PriceTag({ price, from = false }: { price: ShownPrice | null; from?: boolean }) {
  const t = useTranslations('goods');
  const money = useMoney();
  if (price === null) return <span>{t('priceOnRequest')}</span>;
  const lowered = price.netCny < price.listCny;
  const net = money(price.netCny);
  return (
    <span className={styles.tag}>
      <span className={cx(styles.net, lowered && styles.lowered)} data-net-price={net}>
        {from ? t('priceFrom', { price: net }) : net}
      </span>
      {lowered ? (
        <del className={styles.list}>
          <span className={text.visuallyHidden}>{t('listPrice')} </span>
          {money(price.listCny)}
        </del>
      ) : null}
    </span>
  );
}

/** A goods item's price in a list: its lowest net price, 'from' when its sizes differ. */
export function GoodsPriceTag({ price }: { price: { price: ShownPrice; from: boolean } | null }) {
  return <PriceTag price={price?.price ?? null} from={price?.from ?? false} />;
}
