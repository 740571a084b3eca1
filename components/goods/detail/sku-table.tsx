import { useTranslations } from 'next-intl';
import { PriceTag } from '@/components/goods/price-tag';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import type { Sku } from '@/lib/api/goods';
import { SkuPromotions } from './sku-promotions';
import styles from './sku-table.module.css';

/**
 * The SKUs of a goods item: specification, the net price beside the struck list price (the pricing
 * rule's, docs/product.md §11.4, in the page's currency) and the promotions that make it.
 */
export function SkuTable({ skus, labelledBy }: { skus: readonly Sku[]; labelledBy: string }) {
  const t = useTranslations('goods');
  const hasPromotions = skus.some((sku) => sku.rules.length > 0);
  return (
    // Focusable so a keyboard can scroll it when a phone is narrower than the table.
    <div className={surface.tableScroll} tabIndex={0}>
      <table className={cx(surface.table, styles.table)} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('skuSpec')}</th>
            <th scope="col" className={styles.numeric}>
              {t('skuPrice')}
            </th>
            {hasPromotions ? <th scope="col">{t('skuPromotion')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {skus.map((sku) => (
            <tr key={sku.id} data-sku-id={sku.id}>
              <th scope="row" className={styles.spec}>
                {sku.desc}
              </th>
              <td className={cx(styles.numeric, styles.price)}>
                <PriceTag price={sku.price} />
              </td>
              {hasPromotions ? (
                <td>
                  <SkuPromotions rules={sku.rules} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
