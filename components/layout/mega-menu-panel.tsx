import { getTranslations } from 'next-intl/server';
import { GoodsCard } from '@/components/goods/goods-card';
import { Container } from '@/components/ui/container';
import { cx } from '@/components/ui/class-names';
import { Link } from '@/lib/i18n/navigation';
import type { MegaMenu } from './mega-menu-data';
import styles from './mega-menu-panel.module.css';

export interface MegaMenuPanelProps {
  /** The id of the island's panel box; the headings' ids derive from it. */
  id: string;
  label: string;
  href: string;
  menu: MegaMenu;
  imageHost: string;
}

/**
 * The drop-down of a category item: its sub-categories, MENU_SUB_ITEMS_PER_ROW (3) per row
 * (SPEC.md §9), and its featured goods. Server markup inside the MegaMenuItem island, always
 * in the HTML so crawlers follow the links; the island hides it while closed. Phones show
 * the sub-categories only.
 */
export async function MegaMenuPanel({ id, label, href, menu, imageHost }: MegaMenuPanelProps) {
  const t = await getTranslations('megaMenu');
  const hasGoods = menu.goods.length > 0;
  return (
    <Container className={cx(styles.body, hasGoods && styles.withGoods)}>
      <div>
        <p id={`${id}-categories`} className={styles.heading}>
          {t('subCategories', { name: label })}
        </p>
        <ul aria-labelledby={`${id}-categories`} className={styles.subCategories}>
          {menu.subCategories.map((link) => (
            <li key={link.id}>
              <Link href={link.href}>{link.name}</Link>
            </li>
          ))}
        </ul>
        <p className={styles.viewAll}>
          <Link href={href}>{t('viewAll', { name: label })}</Link>
        </p>
      </div>
      {hasGoods ? (
        <div className={styles.featured}>
          <p id={`${id}-goods`} className={styles.heading}>
            {t('featuredGoods')}
          </p>
          <ul aria-labelledby={`${id}-goods`} className={styles.goods}>
            {menu.goods.map((goods) => (
              <li key={goods.id}>
                <GoodsCard goods={goods} imageHost={imageHost} compact />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Container>
  );
}
