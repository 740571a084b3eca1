/**
 * Query-string pages as cacheable paths (docs/architecture.md §4). Public URLs keep docs/product.md's query
 * strings (`/goods-list?id=CP001&view=3`); the proxy rewrites them to one internal path segment
 * built from the known parameters only, in a fixed order, so each distinct listing is rendered
 * once and then served from Next's cache, and stray parameters cannot multiply cache entries.
 */
import type { ViewMode } from './page-size';

/**
 * The goods-listing routes of docs/product.md §2.1 / §2.3 that render from the cache.
 * /experimentalPlanList and /learning-support list articles instead (lib/content/article-routes.ts).
 * @internal exported for its tests
 */
export const LISTING_ROUTES = [
  'product',
  'testingService',
  'goods-list',
  'consumables',
  'instrument',
  'bufferSolution',
  'cro',
  'cell-bank',
  'recombinan',
  'promotionTrialList',
] as const;

export type ListingRoute = (typeof LISTING_ROUTES)[number];

export function isListingRoute(value: string): value is ListingRoute {
  return (LISTING_ROUTES as readonly string[]).includes(value);
}

export interface ListingQuery {
  /** Category code; absent on a root listing. */
  id?: string;
  /** 'all' on /product?flag=all and /testingService?flag=all. */
  flag?: 'all';
  view?: ViewMode;
  sort?: 'asc' | 'desc';
  page?: number;
}

const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_PAGE = 10_000;
const EMPTY_SEGMENT = 'default';

/** The known parameters of a listing URL; unknown or malformed values are dropped. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const query: ListingQuery = {};
  const id = params.get('id')?.trim();
  if (id && CODE.test(id)) query.id = id;
  if (params.get('flag') === 'all') query.flag = 'all';
  const view = Number(params.get('view'));
  if (view === 1 || view === 2 || view === 3) query.view = view;
  const sort = params.get('sort');
  if (sort === 'asc' || sort === 'desc') query.sort = sort;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) query.page = page;
  return query;
}

/** 'flag~all.id~CP001.page~2.sort~desc.view~3' — keys in a fixed order; 'default' when empty. */
export function toListingSegment(query: ListingQuery): string {
  const parts: string[] = [];
  if (query.flag) parts.push(`flag~${query.flag}`);
  if (query.id) parts.push(`id~${query.id}`);
  if (query.page) parts.push(`page~${query.page}`);
  if (query.sort) parts.push(`sort~${query.sort}`);
  if (query.view) parts.push(`view~${query.view}`);
  return parts.length ? parts.join('.') : EMPTY_SEGMENT;
}

/** The inverse of toListingSegment, as tolerant as parseListingQuery. */
export function fromListingSegment(segment: string): ListingQuery {
  const params = new URLSearchParams();
  if (segment !== EMPTY_SEGMENT) {
    for (const part of decodeURIComponent(segment).split('.')) {
      const [key, value] = part.split('~');
      if (key && value !== undefined) params.set(key, value);
    }
  }
  return parseListingQuery(params);
}

/** The public URL of a listing, e.g. for the view-mode switch, the pager and canonical links. */
export function listingHref(route: ListingRoute, query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.flag) params.set('flag', query.flag);
  if (query.id) params.set('id', query.id);
  if (query.view) params.set('view', String(query.view));
  if (query.sort) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/${route}?${search}` : `/${route}`;
}

/** A goods id from `/goodsdetail?id=…`: a positive whole number, else null. */
export function parseGoodsId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
