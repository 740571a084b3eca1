import { pagerItems, type PagerItem } from './pager-items';

/** The entries as text: '<' and '>' for live steps, '(<)' for a step at the end, '…' for a gap. */
function shape(items: PagerItem[]): string {
  return items
    .map((item) => {
      if (item.kind === 'page') return String(item.page);
      if (item.kind === 'gap') return '…';
      const glyph = item.direction === 'previous' ? '<' : '>';
      return item.page === null ? `(${glyph})` : glyph;
    })
    .join(' ');
}

describe('pagerItems', () => {
  it('lays pages out as MUI Pagination did', () => {
    expect(shape(pagerItems(1, 12))).toBe('(<) 1 2 3 4 5 … 12 >');
    expect(shape(pagerItems(6, 12))).toBe('< 1 … 5 6 7 … 12 >');
    expect(shape(pagerItems(12, 12))).toBe('< 1 … 8 9 10 11 12 (>)');
    expect(shape(pagerItems(4, 12))).toBe('< 1 2 3 4 5 … 12 >');
  });

  it('shows every page of a short list', () => {
    expect(shape(pagerItems(2, 2))).toBe('< 1 2 (>)');
    expect(shape(pagerItems(3, 7))).toBe('< 1 2 3 4 5 6 7 >');
  });

  it('steps to the neighbouring pages', () => {
    const items = pagerItems(3, 5);
    expect(items[0]).toEqual({ kind: 'step', direction: 'previous', page: 2 });
    expect(items.at(-1)).toEqual({ kind: 'step', direction: 'next', page: 4 });
  });
});
