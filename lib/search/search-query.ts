/**
 * The search-result page's query (SPEC.md §2.1: /search-result?search=…&page=…) and the internal
 * path segment the proxy rewrites it to, so the page renders from Next's cache (DESIGN.md §4).
 *
 * Segment format: `{page}~{escaped term}`, e.g. `2~anti!20CD3`. The term is
 * encodeURIComponent'ed and its '%' escapes written as '!' (a literal '!' is escaped first), so
 * the segment holds no '%' at all: it survives any decoding Next applies to params, and no term
 * can smuggle a '/' or '?' into the internal path.
 */
import { DEFAULT_PAGE_SIZE } from '@/lib/catalogue/constants';

export const SEARCH_RESULT_PATH = '/search-result';
/** Goods per result page (SPEC.md §9: 20 for list modes). */
export const SEARCH_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/**
 * The escaped term's longest length: a cached page is a file named after its segment, and file
 * names stop at 255 bytes (a Chinese character escapes to 9).
 */
export const SEARCH_SEGMENT_TERM_MAX = 180;
/** The API refuses longer terms (UTF-16 units after trimming). */
export const SEARCH_TERM_MAX_LENGTH = 100;
const PAGE_MAX = 99_999;
/** encodeURIComponent throws on these; the URL parser would turn them into U+FFFD anyway. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export interface SearchQuery {
  /** Trimmed, inner whitespace collapsed; '' when the visitor searched for nothing. */
  term: string;
  page: number;
}

function escapeTerm(term: string): string {
  return encodeURIComponent(term).replace(/!/g, '%21').replace(/%/g, '!');
}

function unescapeTerm(escaped: string): string | null {
  if (!/^(?:[A-Za-z0-9\-_.~*'()]|![0-9A-Fa-f]{2})*$/.test(escaped)) return null;
  try {
    return decodeURIComponent(escaped.replace(/!/g, '%'));
  } catch {
    return null;
  }
}

/** A term as searched: trimmed, whitespace runs made one space, cut to what the API and a segment accept. */
export function normalizeTerm(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const text = raw.replace(LONE_SURROGATE, '\uFFFD').replace(/\s+/g, ' ').trim();
  // Cut by code points so a surrogate pair is never split; every character escapes to at least
  // one, so the first cut loses nothing that would fit.
  let chars = Array.from(text).slice(0, SEARCH_TERM_MAX_LENGTH);
  const fits = (term: string) => term.length <= SEARCH_TERM_MAX_LENGTH && escapeTerm(term).length <= SEARCH_SEGMENT_TERM_MAX;
  while (!fits(chars.join(''))) chars = chars.slice(0, -1);
  return chars.join('').trimEnd();
}

function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** The public URL's query, as the proxy reads it. */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  return { term: normalizeTerm(params.get('search')), page: parsePage(params.get('page')) };
}

export function toSearchSegment({ term, page }: SearchQuery): string {
  return `${parsePage(String(page))}~${escapeTerm(normalizeTerm(term))}`;
}

/** The query of an internal segment; a malformed one reads as a blank search. */
export function fromSearchSegment(segment: string): SearchQuery {
  const match = /^(\d{1,5})~(.*)$/.exec(segment);
  if (!match) return { term: '', page: 1 };
  const term = unescapeTerm(match[2] ?? '');
  return { term: term === null ? '' : normalizeTerm(term), page: parsePage(match[1]) };
}

/** The locale-free public URL of a search (Link adds the locale). */
export function searchResultHref(term: string, page = 1): string {
  const params = new URLSearchParams({ search: normalizeTerm(term) });
  if (page > 1) params.set('page', String(page));
  return `${SEARCH_RESULT_PATH}?${params.toString()}`;
}

/** Pages needed for `total` results. */
export function searchPageCount(total: number, pageSize = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
