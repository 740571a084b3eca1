/**
 * A view of the search-result page (docs/product.md §2.1, §5): the term, the goods' order and facet
 * filters (search-filters.ts), the goods' page and the articles' page, as the public URL holds
 * them and as the internal path segment the proxy rewrites it to, so each view renders once from
 * Next's cache (docs/architecture.md §4).
 *
 * The segment is written like the finders' (lib/catalogue/query-segment.ts): the term in
 * base64url, then the order, the filters, the goods page and the articles' page past the first,
 * e.g. `q~YW50aSBDRDM.sort~price.app~IHC-P,WB.page~2`; a blank search is `all`. It holds no '%',
 * '/' or '?', so it survives any decoding Next applies to params. Apart from search-query.ts, so
 * the search box's island carries none of this.
 */
import type { SearchSort } from '@/contract/search-constants';
import { fromQuerySegment, parsePage, toQuerySegment, viewQuery, type QueryField } from '@/lib/catalogue/query-segment';
import { DEFAULT_SORT, FILTER_GROUPS, FILTER_KEYS, parseFilters, parseSort, type SearchFilters } from './search-filters';
import { SEARCH_RESULT_PATH, normalizeTerm } from './search-query';

/** A whole segment's longest length: a cached page is a file named after it; filters past it are dropped, the last group first. */
const SEARCH_SEGMENT_MAX = 240;

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
