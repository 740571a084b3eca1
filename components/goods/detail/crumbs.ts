/**
 * The category crumbs of a goods item: each category links where a category click goes
 * (docs/product.md §2.3), told its ancestors by the crumbs before it.
 */
import { categoryHref } from '@/lib/catalogue/category-routing';

export interface Crumb {
  name: string;
  /** A locale-free path; Link (or localePath) adds the locale. */
  href: string;
}

export function categoryCrumbs(trail: readonly { id: string; name: string }[]): Crumb[] {
  return trail.map((node, index) => ({
    name: node.name,
    href: categoryHref({ id: node.id, pids: trail.slice(0, index).map((earlier) => earlier.id) }),
  }));
}
