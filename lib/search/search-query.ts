/**
 * The search term as searched and the plain search-result address (docs/product.md §2.1:
 * /search-result?search=…&page=…), for the search box's island; search-view.ts reads and writes a
 * whole view of the page (order, filters, pages) and its internal segment.
 */
import { DEFAULT_PAGE_SIZE } from '@/lib/catalogue/constants';
import { encodeSegmentText, parsePage, viewQuery, type QueryField } from '@/lib/catalogue/query-segment';

export const SEARCH_RESULT_PATH = '/search-result';
/** Goods per result page (docs/product.md §9: 20 for list modes). */
export const SEARCH_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/**
 * The encoded term's longest length: a cached page is a file named after its segment, and file
 * names stop at 255 bytes (a Chinese character takes four base64url characters).
 * @internal exported for its tests
 */
export const SEARCH_SEGMENT_TERM_MAX = 180;
/** The API refuses longer terms (UTF-16 units after trimming). */
export const SEARCH_TERM_MAX_LENGTH = 100;
/** TextEncoder would turn these into U+FFFD anyway, as the URL parser does. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

interface SearchQuery {
  term: string;
  page: number;
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

/** The public URL's parameters of a plain search: the term and the page past the first (search-view.ts adds the rest). */
const QUERY_FIELDS: readonly QueryField<SearchQuery>[] = [
  { param: 'search', value: (query) => normalizeTerm(query.term) },
  { param: 'page', value: (query) => (parsePage(String(query.page)) > 1 ? query.page : '') },
];

/** The locale-free public URL of a search (Link adds the locale). */
export function searchResultHref(term: string, page = 1): string {
  const query = viewQuery({ term, page }, QUERY_FIELDS).toString();
  return query ? `${SEARCH_RESULT_PATH}?${query}` : SEARCH_RESULT_PATH;
}

/** Pages needed for `total` results. */
export function searchPageCount(total: number, pageSize = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
