/**
 * What each category item of the main nav shows in its mega-menu (SPEC.md §2.4 item 1):
 * sub-categories and up to MEGA_MENU_GOODS_MAX featured goods. Built on the server from the
 * featured menus (one per level-2 category under CP), with the category tree as the fallback
 * for sub-categories when the featured menus could not be loaded.
 */
import type { Category } from '@/lib/api/categories';
import type { FeaturedGoods, FeaturedMenu } from '@/lib/api/home';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { MEGA_MENU_GOODS_MAX } from '@/lib/catalogue/constants';

export interface MegaMenuLink {
  id: string;
  name: string;
  href: string;
}

export interface MegaMenu {
  subCategories: MegaMenuLink[];
  goods: FeaturedGoods[];
}

type MenuNode = { id: string; name: string; pids: string[]; linkUrl: string | null };

const toLink = (node: MenuNode): MegaMenuLink => ({ id: node.id, name: node.name, href: categoryHref(node) });

/** The menu of one level-2 category (Consumables, Antibodies, Instruments, Culture Medium). */
export function categoryMegaMenu(code: string, featured: readonly FeaturedMenu[], tree: readonly Category[]): MegaMenu {
  const entry = featured.find((menu) => menu.id === code);
  const children: readonly MenuNode[] = entry?.children.length ? entry.children : (tree.find((category) => category.id === code)?.children ?? []);
  return { subCategories: children.map(toLink), goods: (entry?.goods ?? []).slice(0, MEGA_MENU_GOODS_MAX) };
}

/**
 * The Products menu: the level-2 categories themselves, and featured goods taken in turn from
 * each of them so one large category does not fill the row.
 */
export function productsMegaMenu(featured: readonly FeaturedMenu[], tree: readonly Category[]): MegaMenu {
  const sections: readonly MenuNode[] = featured.length ? featured : tree;
  const goods: FeaturedGoods[] = [];
  const longest = Math.max(0, ...featured.map((menu) => menu.goods.length));
  for (let rank = 0; rank < longest && goods.length < MEGA_MENU_GOODS_MAX; rank += 1) {
    for (const menu of featured) {
      const item = menu.goods[rank];
      if (item && goods.length < MEGA_MENU_GOODS_MAX && !goods.some((taken) => taken.id === item.id)) goods.push(item);
    }
  }
  return { subCategories: sections.map(toLink), goods };
}
