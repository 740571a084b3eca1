/** @jest-environment node */
import { CITATIONS_SHOWN_MAX, joinCitationPages, laterCitationPages } from './citation-pages';

describe('citation pages', () => {
  it('reads the later pages up to the cap', () => {
    expect(laterCitationPages(0)).toEqual([]);
    expect(laterCitationPages(50)).toEqual([]);
    expect(laterCitationPages(51)).toEqual([2]);
    expect(laterCitationPages(120)).toEqual([2, 3]);
    expect(laterCitationPages(CITATIONS_SHOWN_MAX * 10)).toEqual([2, 3, 4]);
  });

  it('appends the later lists, each citation once', () => {
    const page = (ids: number[]) => ({ list: ids.map((id) => ({ id })), totalCount: 5 });
    expect(joinCitationPages(page([1, 2]), [page([2, 3]), page([4])])).toEqual(page([1, 2, 3, 4]));
  });
});
