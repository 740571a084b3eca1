/** @jest-environment node */
import { TABLE_FETCH_LIMIT } from './constants';
import { isPagedView, pageSizeFor, viewModeFrom } from './page-size';

describe('pageSizeFor', () => {
  it('is 20 for graphic and list modes without a limitNum', () => {
    expect(pageSizeFor({ viewMode: 1 })).toBe(20);
    expect(pageSizeFor({ viewMode: 2, categoryLimitNums: [null, undefined, 0, -3, 'x'], categoryId: 'CP001' })).toBe(20);
  });

  it('uses the largest limitNum present in graphic and list modes', () => {
    expect(pageSizeFor({ viewMode: 1, categoryLimitNums: [12, null, 40, 30] })).toBe(40);
    expect(pageSizeFor({ viewMode: 2, categoryLimitNums: ['24'] })).toBe(24);
    // Even when it is below the default.
    expect(pageSizeFor({ viewMode: 2, categoryLimitNums: [8] })).toBe(8);
  });

  it('caps a limitNum at the table fetch limit', () => {
    expect(pageSizeFor({ viewMode: 1, categoryLimitNums: [999999] })).toBe(10000);
  });

  it('fetches up to 10000 in table mode, ignoring limitNum', () => {
    expect(TABLE_FETCH_LIMIT).toBe(10000);
    expect(pageSizeFor({ viewMode: 3, categoryLimitNums: [40], categoryId: 'CP001' })).toBe(10000);
  });

  it('pages the antibody table CP002001 by 50', () => {
    expect(pageSizeFor({ viewMode: 3, categoryId: 'CP002001' })).toBe(50);
    expect(pageSizeFor({ viewMode: 3, categoryId: 'CP002' })).toBe(10000);
    expect(pageSizeFor({ viewMode: 1, categoryId: 'CP002001' })).toBe(20);
  });
});

describe('isPagedView', () => {
  it('pages every mode except the unpaged table', () => {
    expect(isPagedView(1)).toBe(true);
    expect(isPagedView(2, 'CP001')).toBe(true);
    expect(isPagedView(3, 'CP001')).toBe(false);
    expect(isPagedView(3, 'CP002001')).toBe(true);
  });
});

describe('viewModeFrom', () => {
  it('reads tableType 1, 2 or 3', () => {
    expect(viewModeFrom(1)).toBe(1);
    expect(viewModeFrom('3')).toBe(3);
  });

  it('falls back for anything else', () => {
    expect(viewModeFrom(0)).toBe(2);
    expect(viewModeFrom(null)).toBe(2);
    expect(viewModeFrom(4, 1)).toBe(1);
  });
});
