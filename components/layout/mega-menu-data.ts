/**
 * What each category item of the main nav shows in its mega-menu (docs/product.md §2.4 item 1):
 * sub-categories and up to MEGA_MENU_GOODS_MAX featured goods, both from the featured menus
 * (one per level-2 category under CP). The server builds the sub-categories, with the category
 * tree as the fallback when the featured menus could not be loaded; the menu's island picks
 * its goods in the browser once it first opens (mega-menu-goods.tsx).
 */
import type { Category } from '@/lib/api/categories';
import type { FeaturedGoods, FeaturedMenu } from '@/lib/api/featured-menus';
import { CATEGORY } from '@/lib/catalogue/category-codes';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { MEGA_MENU_GOODS_MAX } from '@/lib/catalogue/constants';

interface MegaMenuLink {
  id: string;
  name: string;
  href: string;
}

export interface MegaMenu {
  subCategories: MegaMenuLink[];
}

type MenuNode = { id: string; name: string; pids: string[]; linkUrl: string | null };

const toLink = (node: MenuNode): MegaMenuLink => ({ id: node.id, name: node.name, href: categoryHref(node) });

/** The menu of one level-2 category (Consumables, Antibodies, Instruments, Culture Medium). */
export function categoryMegaMenu(code: string, featured: readonly FeaturedMenu[], tree: readonly Category[]): MegaMenu {
  const entry = featured.find((menu) => menu.id === code);
  const children: readonly MenuNode[] = entry?.children.length ? entry.children : (tree.find((category) => category.id === code)?.children ?? []);
  return { subCategories: children.map(toLink) };
}

/** The Products menu: the level-2 categories themselves. */
export function productsMegaMenu(featured: readonly FeaturedMenu[], tree: readonly Category[]): MegaMenu {
  const sections: readonly MenuNode[] = featured.length ? featured : tree;
  return { subCategories: sections.map(toLink) };
}

/**
 * The featured goods of the menu of category `code`: that category's own, or for Products
 * (CATEGORY.PRODUCTS) goods taken in turn from each level-2 category, so one large category
 * does not fill the row.
 */
export function megaMenuGoods(code: string, featured: readonly FeaturedMenu[]): FeaturedGoods[] {
  if (code !== CATEGORY.PRODUCTS) return (featured.find((menu) => menu.id === code)?.goods ?? []).slice(0, MEGA_MENU_GOODS_MAX);
  const goods: FeaturedGoods[] = [];
  const longest = Math.max(0, ...featured.map((menu) => menu.goods.length));
  for (let rank = 0; rank < longest && goods.length < MEGA_MENU_GOODS_MAX; rank += 1) {
    for (const menu of featured) {
      const item = menu.goods[rank];
      if (item && goods.length < MEGA_MENU_GOODS_MAX && !goods.some((taken) => taken.id === item.id)) goods.push(item);
    }
  }
  return goods;
}
