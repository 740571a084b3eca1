import { useTranslations } from 'next-intl';
import { FavouriteSlot } from '@/components/favourites/favourite-slot';
import { GoodsBadges } from '@/components/goods/goods-badges';
import { StockLabel } from '@/components/goods/stock-label';
import text from '@/components/ui/text.module.css';
import type { GoodsDetailView } from '@/lib/api/goods';
import { LocaleLink } from '@/components/ui/locale-link';
import { CITATIONS_SECTION_ID } from './goods-citations';
import styles from './goods-heading.module.css';

type HeadingGoods = Pick<
  GoodsDetailView,
  | 'id'
  | 'title'
  | 'secondTitle'
  | 'itemno'
  | 'badges'
  | 'inventoryStatus'
  | 'leadTimeMinDays'
  | 'leadTimeMaxDays'
  | 'categoryPath'
  | 'goodsType'
  | 'ifValue'
  | 'citationCount'
>;

/** Where the impact-factor link leads: the search for the goods item's relatives (used when it has no citations). */
function impactFactorHref(itemno: string): string {
  return `/search-result?search=${encodeURIComponent(itemno)}`;
}

/** Title, second title, Cat. No., badges, stock label and the impact factor of a goods item. */
export function GoodsHeading({ goods }: { goods: HeadingGoods }) {
  const t = useTranslations('goods');
  const evidence = useTranslations('evidence');
  return (
    <div>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{goods.title}</h1>
        {/* A per-visitor island on a cached page: it learns the customer's state after hydration. */}
        <FavouriteSlot goodsId={goods.id} title={goods.title} />
      </div>
      {goods.secondTitle ? <p className={styles.secondTitle}>{goods.secondTitle}</p> : null}
      <div className={styles.facts}>
        <p className={text.body2}>
          {t('catNo')}: <strong>{goods.itemno}</strong>
        </p>
        <GoodsBadges badges={goods.badges} />
        <StockLabel goods={goods} />
        {goods.ifValue !== null && goods.citationCount > 0 ? (
          // docs/product.md §2.6: the impact factor opens the publications citing the item, on this page.
          <a
            href={`#${CITATIONS_SECTION_ID}`}
            title={evidence('impactFactorHint', { value: goods.ifValue, itemno: goods.itemno })}
            className={styles.impactFactor}
          >
            {t('impactFactor', { value: goods.ifValue })}
          </a>
        ) : goods.ifValue !== null ? (
          <LocaleLink
            href={impactFactorHref(goods.itemno)}
            title={t('impactFactorHint', { value: goods.ifValue, itemno: goods.itemno })}
            className={styles.impactFactor}
          >
            {t('impactFactor', { value: goods.ifValue })}
          </LocaleLink>
        ) : null}
        {goods.citationCount > 0 ? (
          <a href={`#${CITATIONS_SECTION_ID}`} className={styles.impactFactor}>
            {evidence('citedBadge', { count: goods.citationCount })}
          </a>
        ) : null}
      </div>
    </div>
  );
}
