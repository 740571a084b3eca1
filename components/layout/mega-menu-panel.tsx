import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import type { MegaMenu } from './mega-menu-data';
import { MegaMenuGoodsSlot } from './mega-menu-goods-slot';
import styles from './mega-menu-panel.module.css';
import { MENU_SUB_ITEMS_PER_ROW } from '@/lib/catalogue/constants';

export interface MegaMenuPanelProps {
  /** The id of the island's panel box; the headings' ids derive from it. */
  id: string;
  /** The menu's category code (CATEGORY.PRODUCTS for Products), for its featured goods. */
  code: string;
  label: string;
  href: string;
  menu: MegaMenu;
  imageHost: string;
}

/**
 * The drop-down of a category item: its sub-categories, MENU_SUB_ITEMS_PER_ROW (3) per row
 * (docs/product.md §9), and its featured goods. The sub-categories are server markup inside the
 * MegaMenuItem island, always in the HTML so crawlers follow the links; the island hides them
 * while closed. The featured goods are an island of their own that loads on the menu's first
 * opening: every page carries every menu, and the goods are linked from listings anyway.
 * Phones show the sub-categories only.
 */
export async function MegaMenuPanel({ id, code, label, href, menu, imageHost }: MegaMenuPanelProps) {
  const t = await getTranslations('megaMenu');
  return (
    <Container className={styles.body}>
      <div>
        <p id={`${id}-categories`} className={styles.heading}>
          {t('subCategories', { name: label })}
        </p>
        <ul aria-labelledby={`${id}-categories`} className={styles.subCategories} style={{ '--columns': MENU_SUB_ITEMS_PER_ROW } as CSSProperties}>
          {menu.subCategories.map((link) => (
            <li key={link.id}>
              <LocaleLink href={link.href}>{link.name}</LocaleLink>
            </li>
          ))}
        </ul>
        <p className={styles.viewAll}>
          <LocaleLink href={href}>{t('viewAll', { name: label })}</LocaleLink>
        </p>
      </div>
      <MegaMenuGoodsSlot id={id} code={code} imageHost={imageHost} />
    </Container>
  );
}
