'use client';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useMediaMatch } from '@/components/footprints/use-media-match';
import { GoodsCard } from '@/components/goods/goods-card';
import { fetchFeaturedMenus, type FeaturedMenu } from '@/lib/api/featured-menus';
import { megaMenuGoods } from './mega-menu-data';
import { GOODS_COLUMN_QUERY } from './mega-menu-goods-column';
import { MegaMenuGoodsPending } from './mega-menu-goods-pending';
import { useMegaMenuOpened } from './mega-menu-opened';
import styles from './mega-menu-panel.module.css';

/** Shared by every menu of the nav: the featured menus are one request for all of them. */
const FEATURED_MENUS_KEY = 'featured-menus';

/**
 * The featured menus in the page's language, asked for only once `wanted` (a menu has opened)
 * and then kept for the page's life: they change with the catalogue, not while a visitor browses.
 */
function useFeaturedMenus(wanted: boolean) {
  const locale = usePageLocale();
  return useSWR<FeaturedMenu[]>(wanted ? [FEATURED_MENUS_KEY, locale] : null, () => fetchFeaturedMenus(locale), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}

export interface MegaMenuGoodsProps {
  /** The panel's id; the heading's id derives from it. */
  id: string;
  /** The menu's category code (CATEGORY.PRODUCTS for Products): which goods it shows. */
  code: string;
  imageHost: string;
}

/**
 * The featured goods of a mega-menu (docs/product.md §2.4 item 1): not in the page's HTML, since every
 * page carries every menu, but loaded when the menu first opens (its code too: mega-menu-goods-slot.tsx). A failure leaves the menu with
 * its sub-categories alone; nothing about it is worth the visitor's attention. The phone drawer
 * shows no goods, so there nothing is asked for.
 */
export function MegaMenuGoods({ id, code, imageHost }: MegaMenuGoodsProps) {
  const menuOpened = useMegaMenuOpened();
  const hasColumn = useMediaMatch(GOODS_COLUMN_QUERY);
  const wanted = menuOpened && hasColumn;
  const t = useTranslations('megaMenu');
  const { data, error } = useFeaturedMenus(wanted);
  const goods = data ? megaMenuGoods(code, data) : undefined;
  if (!wanted || error || goods?.length === 0) return null;
  if (!goods) return <MegaMenuGoodsPending />;

  return (
    <div className={styles.featured}>
      <p id={`${id}-goods`} className={styles.heading}>
        {t('featuredGoods')}
      </p>
      <ul aria-labelledby={`${id}-goods`} className={styles.goods}>
        {goods.map((item) => (
          <li key={item.id}>
            <GoodsCard goods={item} imageHost={imageHost} compact />
          </li>
        ))}
      </ul>
    </div>
  );
}
