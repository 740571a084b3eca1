/**
 * Where the search UI's links go: hot-search chips (docs/product.md §2.4 item 1) and article results
 * (docs/product.md §7.2 searchContent). Hrefs are locale-free site paths for Link, or absolute URLs.
 */
import { CATEGORY, rootCode } from '@/lib/catalogue/category-codes';
import { searchResultHref } from './search-query';

export interface HotSearchChip {
  name: string;
  linkUrl: string | null;
}

/**
 * A site path ('/x', not '//x') or an http(s) URL; anything else (javascript:, data:) is refused.
 * @internal exported for its tests
 */
export function safeHref(link: string | null | undefined): string | null {
  const href = link?.trim() ?? '';
  if (/^\/(?![/\\])/.test(href) || /^https?:\/\/[^/\s]/i.test(href)) return href;
  return null;
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** A chip with its own link goes there; the others search for their name. */
export function hotSearchHref(chip: HotSearchChip): string {
  return safeHref(chip.linkUrl) ?? searchResultHref(chip.name);
}

/**
 * An article's detail page by its category's root: experimental plans (TJ) have their own
 * detail page, learning support (XXPT) belongs to the data centre, and news, events and
 * catalogues (XWZX, HDCX, catalog) open as promotion details (docs/product.md §2.2).
 */
export function articleHref(article: { id: number; categoryId: string }): string {
  const id = encodeURIComponent(String(article.id));
  switch (rootCode(article.categoryId)) {
    case CATEGORY.EXPERIMENTAL_PLANS:
      return `/experimentalPlanDetail?id=${id}`;
    case CATEGORY.LEARNING_SUPPORT:
      return `/data-detail?id=${id}`;
    default:
      return `/promotion-detail?id=${id}`;
  }
}
