/** @jest-environment node */
import { listingPlan, pageCount, TABLE_HTML_ROWS, type ListingPlanInput } from './listing-plan';

const reagents = { id: 'CP001', tableType: 2, limitNum: null };

function plan(overrides: Partial<ListingPlanInput> = {}) {
  return listingPlan({ route: 'goods-list', query: {}, category: reagents, childLimitNums: [], ...overrides });
}

describe('listingPlan', () => {
  it('takes the view from the category tableType unless the URL names one', () => {
    expect(plan().view).toBe(2);
    expect(plan({ category: { ...reagents, tableType: 3 } }).view).toBe(3);
    expect(plan({ category: { ...reagents, tableType: 9 } }).view).toBe(2);
    expect(plan({ query: { view: 1 }, category: { ...reagents, tableType: 3 } }).view).toBe(1);
  });

  it('sorts by Cat. No. ascending by default', () => {
    expect(plan().sort).toBe('asc');
    expect(plan({ query: { sort: 'desc' } }).sort).toBe('desc');
  });

  it('pages 20 goods in the graphic and list modes, or the largest limitNum around the category', () => {
    expect(plan()).toMatchObject({ paged: true, page: 1, pageSize: 20, tablePerCategory: false });
    expect(plan({ query: { view: 1, page: 3 } })).toMatchObject({ paged: true, page: 3, pageSize: 20 });
    expect(plan({ childLimitNums: [null, 12, 40] }).pageSize).toBe(40);
    expect(plan({ category: { ...reagents, limitNum: 30 }, childLimitNums: [12] }).pageSize).toBe(30);
  });

  it('fetches the whole category in table mode, one table per category on goods-list', () => {
    expect(plan({ query: { view: 3, page: 4 } })).toMatchObject({ paged: false, page: 1, pageSize: 10000, tablePerCategory: true });
    expect(plan({ route: 'consumables', query: { view: 3 } })).toMatchObject({ paged: false, pageSize: 10000, tablePerCategory: false });
  });

  it('pages the antibody table CP002001 50 at a time', () => {
    const primary = { id: 'CP002001', tableType: 3, limitNum: 50 };
    expect(plan({ category: primary, query: { page: 2 } })).toMatchObject({ view: 3, paged: true, page: 2, pageSize: 50, tablePerCategory: false });
  });

  it('puts one table page in the HTML', () => {
    expect(TABLE_HTML_ROWS).toBe(50);
  });
});

describe('pageCount', () => {
  it('rounds up and never answers less than one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(117, 50)).toBe(3);
  });
});
