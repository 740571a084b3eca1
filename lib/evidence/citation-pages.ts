/**
 * The goods page's citation list in pages (docs/product.md §2.6 citations): the API answers at most
 * CITATION_PAGE_SIZE per request, so a longer list is read page by page, up to CITATIONS_SHOWN_MAX.
 */

/** The largest page the API answers (contract/citations.ts). */
export const CITATION_PAGE_SIZE = 50;
/** The most citations the goods page lists; past this it says "showing M of N". */
export const CITATIONS_SHOWN_MAX = 200;

/** The pages after the first to read for `totalCount` citations, within the cap. */
export function laterCitationPages(totalCount: number): number[] {
  const pages = Math.ceil(Math.min(totalCount, CITATIONS_SHOWN_MAX) / CITATION_PAGE_SIZE);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, index) => index + 2);
}

/** The first page with the later pages' lists appended, each citation once (a list may shift between reads). */
export function joinCitationPages<P extends { list: { id: number }[] }>(first: P, later: readonly P[]): P {
  const seen = new Set<number>();
  const list = [first, ...later].flatMap((page) => page.list).filter((citation) => !seen.has(citation.id) && Boolean(seen.add(citation.id)));
  return { ...first, list };
}
