import { getTranslations } from 'next-intl/server';
import type { FeaturedMenu } from '@/lib/api/home';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { LocaleLink } from '@/components/ui/locale-link';
import { GoodsRow } from './goods-row';
import styles from './featured-menus.module.css';
import { HomeSection } from './home-section';

/**
 * Each product category with its first featured goods (docs/product.md §2.4 item 1). Its
 * sub-categories are linked once, in the category grid below (and the nav's mega-menus), and
 * two columns of categories with a row of HOME_FEATURED_GOODS each keep the home page's HTML within its budget (docs/islands.md).
 */
const HOME_FEATURED_GOODS = 3;

export async function FeaturedMenus({ menus, imageHost }: { menus: FeaturedMenu[]; imageHost: string }) {
  const t = await getTranslations('home');
  const shown = menus.filter((menu) => menu.goods.length > 0);
  if (shown.length === 0) return null;
  return (
    <HomeSection id="home-featured" heading={t('featuredHeading')}>
      <div className={styles.menus}>
        {shown.map((menu) => (
          <article key={menu.id} aria-labelledby={`home-featured-${menu.id}`}>
            <div className={styles.top}>
              <h3 id={`home-featured-${menu.id}`}>{menu.name}</h3>
              <LocaleLink href={categoryHref(menu)}>{t('viewCategory', { name: menu.name })}</LocaleLink>
            </div>
            <GoodsRow
              goods={menu.goods.slice(0, HOME_FEATURED_GOODS)}
              imageHost={imageHost}
              label={t('featuredGoods', { name: menu.name })}
              perRow={HOME_FEATURED_GOODS}
            />
          </article>
        ))}
      </div>
    </HomeSection>
  );
}
