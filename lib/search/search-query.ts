/**
 * The search-result page's query (docs/product.md §2.1: /search-result?search=…&page=…) and the internal
 * path segment the proxy rewrites it to, so the page renders from Next's cache (docs/architecture.md §4).
 *
 * The segment is written like the finders' (lib/catalogue/query-segment.ts): the term in
 * base64url, then the order, the facet filters (search-filters.ts), the goods page and the
 * articles' page past the first, e.g. `q~YW50aSBDRDM.sort~price.app~IHC-P,WB.page~2`; a blank
 * search is `all`. It holds no '%', '/' or '?', so it survives any decoding Next applies to params.
 */
import { DEFAULT_PAGE_SIZE } from '@/lib/catalogue/constants';
import { encodeSegmentText, fromQuerySegment, parsePage, toQuerySegment, viewQuery, type QueryField } from '@/lib/catalogue/query-segment';
import type { SearchSort } from '@/contract/search-constants';
import { DEFAULT_SORT, FILTER_GROUPS, FILTER_KEYS, parseFilters, parseSort, type SearchFilters } from './search-filters';

export const SEARCH_RESULT_PATH = '/search-result';
/** Goods per result page (docs/product.md §9: 20 for list modes). */
export const SEARCH_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/**
 * The encoded term's longest length: a cached page is a file named after its segment, and file
 * names stop at 255 bytes (a Chinese character takes four base64url characters).
 * @internal exported for its tests
 */
export const SEARCH_SEGMENT_TERM_MAX = 180;
/** A whole segment's longest length; filters that would pass it are dropped, the last group first. */
const SEARCH_SEGMENT_MAX = 240;
/** The API refuses longer terms (UTF-16 units after trimming). */
export const SEARCH_TERM_MAX_LENGTH = 100;
/** TextEncoder would turn these into U+FFFD anyway, as the URL parser does. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export interface SearchQuery {
  /** Trimmed, inner whitespace collapsed; '' when the visitor searched for nothing. */
  term: string;
  /** The goods' page. */
  page: number;
  /** The goods' order and facet filters; relevance and none when absent. */
  sort?: SearchSort;
  filters?: SearchFilters;
  /** The articles' page; 1 when absent. */
  articlePage?: number;
}

/** A term as searched: trimmed, whitespace runs made one space, cut to what the API and a segment accept. */
export function normalizeTerm(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const text = raw.replace(LONE_SURROGATE, '\uFFFD').replace(/\s+/g, ' ').trim();
  // Cut by code points so a surrogate pair is never split; every character encodes to at least
  // one, so the first cut loses nothing that would fit.
  let chars = Array.from(text).slice(0, SEARCH_TERM_MAX_LENGTH);
  const fits = (term: string) => term.length <= SEARCH_TERM_MAX_LENGTH && encodeSegmentText(term).length <= SEARCH_SEGMENT_TERM_MAX;
  while (!fits(chars.join(''))) chars = chars.slice(0, -1);
  return chars.join('').trimEnd();
}

/** The public URL's query, as the proxy reads it. */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const query: SearchQuery = { term: normalizeTerm(params.get('search')), page: parsePage(params.get('page')) };
  const sort = parseSort(params.get('sort'));
  if (sort !== DEFAULT_SORT) query.sort = sort;
  const filters = parseFilters(params);
  if (Object.keys(filters).length > 0) query.filters = filters;
  const articlePage = parsePage(params.get('apage'));
  if (articlePage > 1) query.articlePage = articlePage;
  return query;
}

const pageValue = (page: number | undefined) => (parsePage(String(page ?? 1)) > 1 ? (page ?? 1) : '');

/** The public URL's parameters: the term (in base64url in a segment), the order, the filters, the pages past the first. */
const QUERY_FIELDS: readonly QueryField<SearchQuery>[] = [
  { param: 'search', key: 'q', text: true, value: (query) => normalizeTerm(query.term) },
  { param: 'sort', value: (query) => (query.sort && query.sort !== DEFAULT_SORT ? query.sort : '') },
  ...FILTER_GROUPS.map((group) => ({ param: group, key: FILTER_KEYS[group], value: (query: SearchQuery) => query.filters?.[group] ?? [] })),
  { param: 'page', value: (query) => pageValue(query.page) },
  { param: 'apage', key: 'ap', value: (query) => pageValue(query.articlePage) },
];

export function toSearchSegment(query: SearchQuery): string {
  const params = viewQuery(query, QUERY_FIELDS);
  // A cached page is a file named after its segment: past the limit, the last groups' filters go.
  for (const group of [...FILTER_GROUPS].reverse()) {
    if (toQuerySegment(params, QUERY_FIELDS).length <= SEARCH_SEGMENT_MAX) break;
    params.delete(group);
  }
  return toQuerySegment(params, QUERY_FIELDS);
}

/** The query of an internal segment; a malformed one reads as a blank search. */
export function fromSearchSegment(segment: string): SearchQuery {
  return parseSearchQuery(fromQuerySegment(segment, QUERY_FIELDS));
}

/** The locale-free public URL of a search view: its order, filters and pages (Link adds the locale). */
export function searchViewHref(query: SearchQuery): string {
  const params = viewQuery(query, QUERY_FIELDS).toString().replace(/%2C/g, ',');
  return params ? `${SEARCH_RESULT_PATH}?${params}` : SEARCH_RESULT_PATH;
}

/** The locale-free public URL of a search (Link adds the locale). */
export function searchResultHref(term: string, page = 1): string {
  const query = viewQuery({ term, page }, QUERY_FIELDS).toString();
  return query ? `${SEARCH_RESULT_PATH}?${query}` : SEARCH_RESULT_PATH;
}

/** Pages needed for `total` results. */
export function searchPageCount(total: number, pageSize = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
