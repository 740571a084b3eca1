/**
 * Where each listing route starts (docs/product.md §2.3, read backwards): the category a route shows
 * when its URL names none, whose tree fills the left menu and whose goods feed the side
 * recommendations. /product and /testingService show a root listing instead (docs/product.md §4:
 * "pages without a query id show the root listing").
 */
import { CATEGORY, rootCode } from './category-codes';
import type { ListingQuery, ListingRoute } from './listing-query';

export const LISTING_ROOTS: Readonly<Record<ListingRoute, string>> = {
  product: CATEGORY.PRODUCTS,
  testingService: CATEGORY.SERVICES,
  'goods-list': CATEGORY.REAGENTS,
  consumables: CATEGORY.CONSUMABLES,
  instrument: CATEGORY.INSTRUMENTS,
  bufferSolution: CATEGORY.CULTURE_MEDIUM,
  cro: CATEGORY.CRO,
  'cell-bank': CATEGORY.CELL_BANK,
  recombinan: CATEGORY.RECOMBINANT,
  promotionTrialList: CATEGORY.PROMOTION_TRIAL,
};

/** The promotion-trial menu loads 7 levels (docs/product.md §2.3); every other menu 3 (§7.3). */
const TRIAL_MENU_HIERARCHY = 7;
const MENU_HIERARCHY = 3;

/** The root of a route, for the category `id` it shows: goods-list also serves testing services. */
export function listingRoot(route: ListingRoute, id?: string): string {
  if (route === 'goods-list' && id && rootCode(id) === CATEGORY.SERVICES) return CATEGORY.TESTING_SERVICE;
  return LISTING_ROOTS[route];
}

/**
 * The root to show around a category: the route's root when the category lies under it, else
 * the category's own level-2 ancestor (or itself), so the menu always holds the category shown.
 */
export function menuRootFor(routeRoot: string, category: { id: string; pids: readonly string[] }): string {
  if (category.id === routeRoot || category.pids.includes(routeRoot)) return routeRoot;
  return category.pids[1] ?? category.id;
}

/** The category a listing URL shows: its id, else the route's root. */
export function listingCategory(route: ListingRoute, query: ListingQuery): string {
  return query.id ?? LISTING_ROOTS[route];
}

export function menuHierarchy(route: ListingRoute): number {
  return route === 'promotionTrialList' ? TRIAL_MENU_HIERARCHY : MENU_HIERARCHY;
}

/**
 * 'CP' or 'FW' when the URL asks for a root listing (every level-2 category with its first
 * goods): /product?flag=all, /testingService?flag=all, or either route without an id.
 */
export function rootListingOf(route: ListingRoute, query: ListingQuery): 'CP' | 'FW' | null {
  const wantsAll = query.flag === 'all' || query.id === undefined;
  if (route === 'product' && wantsAll) return CATEGORY.PRODUCTS;
  if (route === 'testingService' && wantsAll) return CATEGORY.SERVICES;
  return null;
}

/** generalRecommend's goodsType for a root: 2 services (FW), 1 everything else. */
export function recommendGoodsType(root: string): 1 | 2 {
  return rootCode(root) === CATEGORY.SERVICES ? 2 : 1;
}
