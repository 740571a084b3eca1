/** One entry of a pager: a page number, a gap, or the previous / next step. */
export type PagerItem =
  { kind: 'page'; page: number } | { kind: 'gap'; key: 'start' | 'end' } | { kind: 'step'; direction: 'previous' | 'next'; page: number | null };

function range(start: number, end: number): number[] {
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);
}

/**
 * The pager's entries as MUI's Pagination laid them out (one page at each end, one on each side
 * of the current page, gaps between): `1 2 3 4 5 … 12`, `1 … 5 6 7 … 12`. A step's page is
 * null at the first or last page.
 */
export function pagerItems(page: number, count: number): PagerItem[] {
  const boundary = 1;
  const siblings = 1;
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(Math.min(page - siblings, count - boundary - siblings * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(Math.max(page + siblings, boundary + siblings * 2 + 2), endPages.length > 0 ? (endPages[0] as number) - 2 : count - 1);

  const pages: Array<number | 'start' | 'end'> = [
    ...startPages,
    ...(siblingsStart > boundary + 2 ? (['start'] as const) : boundary + 1 < count - boundary ? [boundary + 1] : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1 ? (['end'] as const) : count - boundary > boundary ? [count - boundary] : []),
    ...endPages,
  ];
  return [
    { kind: 'step', direction: 'previous', page: page > 1 ? page - 1 : null },
    ...pages.map((entry): PagerItem => (typeof entry === 'number' ? { kind: 'page', page: entry } : { kind: 'gap', key: entry })),
    { kind: 'step', direction: 'next', page: page < count ? page + 1 : null },
  ];
}
