/** @jest-environment node */
import { fromListingSegment, listingHref, parseGoodsId, parseListingQuery, toListingSegment } from './listing-query';

describe('listing query', () => {
  it('keeps the known parameters only, in a fixed order', () => {
    const query = parseListingQuery(new URLSearchParams('view=3&utm_source=x&id=CP001&sort=desc&page=2'));
    expect(query).toEqual({ id: 'CP001', view: 3, sort: 'desc', page: 2 });
    expect(toListingSegment(query)).toBe('id~CP001.page~2.sort~desc.view~3');
  });

  it('drops malformed values', () => {
    expect(parseListingQuery(new URLSearchParams("id=CP'1&view=7&sort=up&page=-3&flag=some"))).toEqual({});
    expect(parseListingQuery(new URLSearchParams('page=1'))).toEqual({});
  });

  it('round-trips through the path segment', () => {
    const query = { flag: 'all' as const, id: 'FW002', page: 4, sort: 'asc' as const, view: 1 as const };
    expect(fromListingSegment(toListingSegment(query))).toEqual(query);
    expect(toListingSegment({})).toBe('default');
    expect(fromListingSegment('default')).toEqual({});
    expect(fromListingSegment('id~CP001.view~9.junk')).toEqual({ id: 'CP001' });
  });

  it('builds public URLs', () => {
    expect(listingHref('goods-list', { id: 'CP001', view: 3, page: 1 })).toBe('/goods-list?id=CP001&view=3');
    expect(listingHref('product', { flag: 'all' })).toBe('/product?flag=all');
    expect(listingHref('consumables', {})).toBe('/consumables');
  });
});

describe('parseGoodsId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseGoodsId('42')).toBe(42);
    expect(parseGoodsId(' 7 ')).toBe(7);
    expect(parseGoodsId('0')).toBeNull();
    expect(parseGoodsId('4.2')).toBeNull();
    expect(parseGoodsId('abc')).toBeNull();
    expect(parseGoodsId(null)).toBeNull();
    expect(parseGoodsId('9999999999999999')).toBeNull();
  });
});
