/**
 * The article pages' public URLs and their internal cached paths (docs/product.md §2.5,
 * docs/architecture.md §4). Lists: /event-promotion?code=HDCX|XWZX|catalog[&dictValue=…],
 * /experimentalPlanList?id=TJ…, /learning-support?id=XXPT…, each with page and sort. Articles:
 * /promotion-detail?id=…, /data-detail?id=…, /experimentalPlanDetail?id=… or ?sort=N (plan N).
 * The proxy rewrites them to /{locale}/article-list/{route}/{segment} and
 * /{locale}/article/{route}/{segment}; only known parameters reach the segment, in one order.
 */
import { ARTICLE_SORTS, PROMOTION_ARTICLE_ID, planArticleId, type ArticleSort } from '@/contract/article-constants';
import { CATEGORY } from '@/contract/categories';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { positiveId } from '@/lib/query-params';

const ARTICLE_LIST_ROUTES = ['event-promotion', 'experimentalPlanList', 'learning-support'] as const;
export type ArticleListRoute = (typeof ARTICLE_LIST_ROUTES)[number];

const ARTICLE_DETAIL_ROUTES = ['promotion-detail', 'data-detail', 'experimentalPlanDetail'] as const;
export type ArticleDetailRoute = (typeof ARTICLE_DETAIL_ROUTES)[number];

export function isArticleListRoute(value: string): value is ArticleListRoute {
  return (ARTICLE_LIST_ROUTES as readonly string[]).includes(value);
}

export function isArticleDetailRoute(value: string): value is ArticleDetailRoute {
  return (ARTICLE_DETAIL_ROUTES as readonly string[]).includes(value);
}

/** The roots /event-promotion shows; its `code` names one, News when it names none. */
const EVENT_PROMOTION_CODES = [CATEGORY.EVENTS, CATEGORY.NEWS, CATEGORY.CATALOGUES] as const;

const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_PAGE = 10_000;
const EMPTY_SEGMENT = 'default';

export interface ArticleListQuery {
  /** The content root whose tree is the side menu. */
  root: string;
  /** The category listed: the root or a category under it. */
  category: string;
  page: number;
  sort: ArticleSort;
}

function code(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && CODE.test(trimmed) ? trimmed : undefined;
}

function pageOf(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : 1;
}

function sortOf(value: string | null | undefined): ArticleSort {
  return (ARTICLE_SORTS as readonly string[]).includes(value ?? '') ? (value as ArticleSort) : 'sort';
}

/** The root of a list route; /event-promotion's comes from its code. */
function listRoot(route: ArticleListRoute, params: URLSearchParams): string {
  if (route === 'experimentalPlanList') return CATEGORY.EXPERIMENTAL_PLANS;
  if (route === 'learning-support') return CATEGORY.LEARNING_SUPPORT;
  const given = code(params.get('code'));
  return (EVENT_PROMOTION_CODES as readonly string[]).find((root) => root === given) ?? CATEGORY.NEWS;
}

/**
 * The known parameters of a list URL; unknown or malformed values fall back to the defaults.
 * @internal exported for its tests
 */
export function parseArticleListQuery(route: ArticleListRoute, params: URLSearchParams): ArticleListQuery {
  const root = listRoot(route, params);
  const category = code(route === 'event-promotion' ? params.get('dictValue') : params.get('id')) ?? root;
  return { root, category, page: pageOf(params.get('page')), sort: sortOf(params.get('sort')) };
}

/**
 * 'c~HDCX.d~HDCX001.p~2.s~newest', defaults left out; 'default' when nothing is left.
 * @internal exported for its tests
 */
export function toArticleListSegment(query: ArticleListQuery): string {
  const parts = [`c~${query.root}`];
  if (query.category !== query.root) parts.push(`d~${query.category}`);
  if (query.page > 1) parts.push(`p~${query.page}`);
  if (query.sort !== 'sort') parts.push(`s~${query.sort}`);
  return parts.join('.');
}

function segmentParams(segment: string): Map<string, string> {
  const parts = new Map<string, string>();
  if (segment === EMPTY_SEGMENT) return parts;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return parts;
  }
  for (const part of decoded.split('.')) {
    const [key, value] = part.split('~');
    if (key && value !== undefined) parts.set(key, value);
  }
  return parts;
}

/** The inverse of toArticleListSegment, as tolerant as the parser. */
export function fromArticleListSegment(route: ArticleListRoute, segment: string): ArticleListQuery {
  const parts = segmentParams(segment);
  const params = new URLSearchParams();
  const root = parts.get('c');
  if (root) params.set('code', root);
  const category = parts.get('d');
  if (category) params.set(route === 'event-promotion' ? 'dictValue' : 'id', category);
  params.set('page', parts.get('p') ?? '1');
  params.set('sort', parts.get('s') ?? 'sort');
  return parseArticleListQuery(route, params);
}

/** The public URL of a list view: menu entries, pager links, canonical links. */
export function articleListHref(route: ArticleListRoute, query: Pick<ArticleListQuery, 'root' | 'category'> & Partial<ArticleListQuery>): string {
  const params = new URLSearchParams();
  if (route === 'event-promotion') {
    params.set('code', query.root);
    if (query.category !== query.root) params.set('dictValue', query.category);
  } else {
    params.set('id', query.category);
  }
  if (query.sort && query.sort !== 'sort') params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return `/${route}?${params.toString()}`;
}

const positive = positiveId;

/**
 * The article a detail URL shows: its `id`; on /experimentalPlanDetail plan `sort` N is article
 * N − 1 + 4485; /promotion-detail without an id shows the configured promotion article. Null:
 * the URL names no article (the page answers 404).
 * @internal exported for its tests
 */
export function articleIdOf(route: ArticleDetailRoute, params: URLSearchParams): number | null {
  const id = positive(params.get('id'));
  if (id !== null) return id;
  if (route === 'experimentalPlanDetail') {
    const sort = positive(params.get('sort'));
    return sort === null ? null : planArticleId(sort);
  }
  if (route === 'promotion-detail' && !params.has('id')) return PROMOTION_ARTICLE_ID;
  return null;
}

/**
 * The internal segment of a detail URL: 'id~123', or 'none' when it names no article.
 * @internal exported for its tests
 */
export function toArticleSegment(id: number | null): string {
  return id === null ? 'none' : `id~${id}`;
}

export function fromArticleSegment(segment: string): number | null {
  return positive(segmentParams(segment).get('id'));
}

/** The internal path of an article page, or null when the path is not one (proxy.ts). */
export function articleInternalPath(locale: string, pathname: string, params: URLSearchParams): string | null {
  const route = pathname.slice(1);
  if (isArticleListRoute(route)) return `/${locale}/article-list/${route}/${toArticleListSegment(parseArticleListQuery(route, params))}`;
  if (isArticleDetailRoute(route)) return `/${locale}/article/${route}/${toArticleSegment(articleIdOf(route, params))}`;
  return null;
}

/** The internal prefixes, answered 404 when asked for directly. */
export const ARTICLE_INTERNAL_PREFIXES = ['/article-list', '/article'];

/**
 * The list page of a content category, given its ancestors from the root: the event, news and
 * catalogue roots list at /event-promotion; plans, learning support and the promotion-trial tree
 * open where a category click opens them (docs/product.md §2.3).
 */
export function articleCategoryHref(id: string, ancestors: readonly string[]): string {
  const root = ancestors[0] ?? id;
  if (isEventPromotionCategory(id, ancestors)) return articleListHref('event-promotion', { root, category: id });
  return categoryHref({ id, pids: ancestors });
}

/** Whether a category lists at /event-promotion: under the events, news or catalogue root. */
export function isEventPromotionCategory(id: string, ancestors: readonly string[]): boolean {
  return (EVENT_PROMOTION_CODES as readonly string[]).includes(ancestors[0] ?? id);
}
