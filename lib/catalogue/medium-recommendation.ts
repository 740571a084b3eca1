/**
 * The recommended-media page's URL, /mediumRecommendation?meduimSearch=HeLa (docs/product.md §2.1
 * spells the parameter so), and the layout of its cell-line menu.
 */
import { cleanKeyword, decodeSegmentText, encodeSegmentText, safeDecode } from './query-segment';

export const RECOMMEND_SEARCH_MAX_LENGTH = 50;
/** The internal segment without a search term; with one it is 'q~' + the term in base64url. */
const ALL_CELL_LINES = 'all';

export function parseRecommendSearch(params: URLSearchParams): string {
  return cleanKeyword(params.get('meduimSearch'), RECOMMEND_SEARCH_MAX_LENGTH);
}

export function toRecommendSegment(search: string): string {
  return search ? `q~${encodeSegmentText(search)}` : ALL_CELL_LINES;
}

export function fromRecommendSegment(segment: string): string {
  const value = safeDecode(segment);
  return value.startsWith('q~') ? cleanKeyword(decodeSegmentText(value.slice(2)), RECOMMEND_SEARCH_MAX_LENGTH) : '';
}

export function recommendHref(search: string): string {
  const term = cleanKeyword(search, RECOMMEND_SEARCH_MAX_LENGTH);
  return term ? `/mediumRecommendation?${new URLSearchParams({ meduimSearch: term })}` : '/mediumRecommendation';
}

/** The cell-line menu's blocks (docs/product.md §2.4 item 4: 10 per block on the page, 14 in the dialog). */
export function menuBlocks<T>(items: readonly T[], size: number): T[][] {
  const blocks: T[][] = [];
  for (let start = 0; start < items.length; start += Math.max(1, size)) blocks.push(items.slice(start, start + Math.max(1, size)));
  return blocks;
}

/**
 * What the page lists: without a search the whole menu, the first line open; with one, only its
 * matches, all of them open, and nothing at all when none matches (the page says 'no result'
 * rather than falling back on every cell line).
 */
export function recommendationView<T>(all: readonly T[], matches: readonly T[] | null): { menu: readonly T[]; shown: readonly T[]; noResult: boolean } {
  if (matches === null) return { menu: all, shown: all.slice(0, 1), noResult: false };
  return { menu: matches, shown: matches, noResult: matches.length === 0 };
}
