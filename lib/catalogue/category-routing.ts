/**
 * Where a category click goes (docs/product.md §2.3), and goods links. Hrefs are locale-less paths:
 * next-intl's Link adds the locale prefix.
 *
 * Descendants route like their nearest listed ancestor: CP002001 opens the antibody page
 * (/antibody?id=CP002001), CP001007 the reagent goods list (/goods-list?id=CP001007). The id
 * in the query is always the clicked category's own. Top-level CP and FW route to their full
 * listings only when clicked themselves; their unlisted children (CP005, FW003) open the
 * goods list.
 */
import { CATEGORY, rootCode } from './category-codes';
import { asNumber, parseIdList } from './json-field';

type CategoryRouteKind =
  | 'productAll'
  | 'testingServiceAll'
  | 'goodsList'
  | 'antibody'
  | 'instrument'
  | 'consumables'
  | 'recombinant'
  | 'bufferSolution'
  | 'cellBank'
  | 'learningSupport'
  | 'cro'
  | 'experimentalPlanList'
  | 'promotionTrialList'
  /** The pathology gallery (root TK): the library, or one of its sections. */
  | 'gallery'
  /** The category's own linkUrl (promotion-trial tree only). */
  | 'link';

export interface CategoryRoute {
  kind: CategoryRouteKind;
  href: string;
}

export interface CategoryRouteInput {
  id: string;
  /**
   * The category's ancestors: a category node's `pids` ('CP,CP002') or an array. When absent,
   * they are read from the code itself (root letters, then 3-digit segments: CP002001 →
   * CP, CP002).
   */
  pids?: string | readonly string[] | null;
  /** Used for the promotion-trial tree (root CS) when it is a site path or an http(s) URL. */
  linkUrl?: string | null;
}

const NOT_FOUND_HREF = '/404';

const ROUTE_PATHS: Readonly<Record<Exclude<CategoryRouteKind, 'link'>, string>> = {
  productAll: '/product',
  testingServiceAll: '/testingService',
  goodsList: '/goods-list',
  antibody: '/antibody',
  instrument: '/instrument',
  consumables: '/consumables',
  recombinant: '/recombinan',
  bufferSolution: '/bufferSolution',
  cellBank: '/cell-bank',
  learningSupport: '/learning-support',
  cro: '/cro',
  experimentalPlanList: '/experimentalPlanList',
  promotionTrialList: '/promotionTrialList',
  gallery: '/GallerySecond',
};

/** Category codes that open a page of their own, for themselves and their descendants. */
const ROUTED_CODES: ReadonlyMap<string, Exclude<CategoryRouteKind, 'link'>> = new Map([
  [CATEGORY.REAGENTS, 'goodsList'],
  [CATEGORY.ANTIBODIES, 'antibody'],
  [CATEGORY.ANTIBODIES_SECONDARY, 'antibody'],
  [CATEGORY.ANTIBODIES_OTHER, 'antibody'],
  [CATEGORY.INSTRUMENTS, 'instrument'],
  [CATEGORY.CONSUMABLES, 'consumables'],
  [CATEGORY.RECOMBINANT, 'recombinant'],
  [CATEGORY.CULTURE_MEDIUM, 'bufferSolution'],
  // The medium filter category opens the same page, which switches to filter mode for it.
  [CATEGORY.CULTURE_MEDIUM_FILTER, 'bufferSolution'],
  [CATEGORY.CELL_BANK, 'cellBank'],
  [CATEGORY.LEARNING_SUPPORT, 'learningSupport'],
  [CATEGORY.TESTING_SERVICE, 'goodsList'],
  [CATEGORY.CRO, 'cro'],
  [CATEGORY.EXPERIMENTAL_PLANS, 'experimentalPlanList'],
]);

function withId(kind: Exclude<CategoryRouteKind, 'link'>, id: string): CategoryRoute {
  return { kind, href: `${ROUTE_PATHS[kind]}?id=${encodeURIComponent(id)}` };
}

/**
 * Ancestors read from a code's structure: root letters, then each 3-digit segment.
 * @internal exported for its tests
 */
export function inferAncestors(id: string): string[] {
  const code = id.trim();
  const root = rootCode(code);
  if (root === '' || root === code) return [];
  const digits = code.slice(root.length);
  if (!/^\d+$/.test(digits) || digits.length % 3 !== 0) return [root];
  const ancestors = [root];
  for (let end = 3; end < digits.length; end += 3) ancestors.push(root + digits.slice(0, end));
  return ancestors;
}

/** A linkUrl safe to put in an href: a site path ('/x', not '//x') or an http(s) URL. */
function safeLink(linkUrl: string | null | undefined): string | null {
  const link = linkUrl?.trim() ?? '';
  if (/^\/(?![/\\])/.test(link) || /^https?:\/\/[^/\s]/i.test(link)) return link;
  return null;
}

/** The route a category click opens: its kind (for pages to switch on) and href. */
export function categoryRoute({ id: rawId, pids, linkUrl }: CategoryRouteInput): CategoryRoute {
  const id = rawId.trim();
  if (id === CATEGORY.PRODUCTS) return { kind: 'productAll', href: '/product?flag=all' };
  if (id === CATEGORY.SERVICES) return { kind: 'testingServiceAll', href: '/testingService?flag=all' };

  // The gallery's categories are image sections, not goods listings (docs/product.md §2.2).
  if (id === CATEGORY.GALLERY) return { kind: 'gallery', href: '/LibraryClassification' };
  if (rootCode(id) === CATEGORY.GALLERY) return withId('gallery', id);

  const given = parseIdList(pids);
  const ancestors = given.length > 0 ? given : inferAncestors(id);

  if (rootCode(id) === CATEGORY.PROMOTION_TRIAL || ancestors.includes(CATEGORY.PROMOTION_TRIAL)) {
    const link = safeLink(linkUrl);
    return link !== null ? { kind: 'link', href: link } : withId('promotionTrialList', id);
  }

  // Nearest first: the category itself, then its ancestors deepest (longest code) first, so
  // the order pids arrive in does not matter.
  const nearestFirst = [...ancestors].reverse().sort((a, b) => b.length - a.length);
  for (const code of [id, ...nearestFirst]) {
    const kind = ROUTED_CODES.get(code);
    if (kind !== undefined) return withId(kind, id);
  }
  return withId('goodsList', id);
}

/** The href a category click opens. */
export function categoryHref(node: CategoryRouteInput): string {
  return categoryRoute(node).href;
}

export interface GoodsHrefOptions {
  /** onShelfFlag as the API sends it; only an explicit false (false, 0, '0', 'false') sends to /404. */
  onShelf?: unknown;
  /** A promotion-trial goods item (category root CS) opens the trial detail page. */
  trial?: boolean;
}

function isOffShelf(flag: unknown): boolean {
  return flag === false || flag === 0 || flag === '0' || flag === 'false';
}

/** The detail page of a goods item (opened in a new tab), or /404 when it is off shelf. */
export function goodsHref(goodsId: string | number, options: GoodsHrefOptions = {}): string {
  if (isOffShelf(options.onShelf)) return NOT_FOUND_HREF;
  const path = options.trial ? '/promotionTrialDetail' : '/goodsdetail';
  return `${path}?id=${encodeURIComponent(String(goodsId).trim())}`;
}

export interface MenuCategory {
  id: string;
  sort?: number | string | null;
}

/**
 * Menu order among siblings: consumables (CP001015001020) first, then by sort ascending
 * (missing sort last), then by code.
 * @internal exported for its tests
 */
export function compareCategoriesForMenu(a: MenuCategory, b: MenuCategory): number {
  const aFirst = a.id === CATEGORY.CONSUMABLES;
  const bFirst = b.id === CATEGORY.CONSUMABLES;
  if (aFirst !== bFirst) return aFirst ? -1 : 1;
  const aSort = asNumber(a.sort) ?? Number.POSITIVE_INFINITY;
  const bSort = asNumber(b.sort) ?? Number.POSITIVE_INFINITY;
  if (aSort !== bSort) return aSort < bSort ? -1 : 1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/** A sorted copy of sibling categories in menu order. */
export function sortCategoriesForMenu<T extends MenuCategory>(categories: readonly T[]): T[] {
  return [...categories].sort(compareCategoriesForMenu);
}
