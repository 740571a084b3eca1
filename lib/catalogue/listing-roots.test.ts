/** @jest-environment node */
import { LISTING_ROUTES } from './listing-query';
import { LISTING_ROOTS, listingCategory, listingRoot, menuHierarchy, menuRootFor, recommendGoodsType, rootListingOf } from './listing-roots';

describe('listing roots', () => {
  it('names a root for every listing route (docs/product.md §2.3 reversed)', () => {
    expect(LISTING_ROOTS).toEqual({
      product: 'CP',
      testingService: 'FW',
      'goods-list': 'CP001',
      consumables: 'CP001015001020',
      instrument: 'CP014',
      bufferSolution: 'CP001015001164',
      cro: 'FW002',
      'cell-bank': 'XB',
      recombinan: 'CP001015001381',
      promotionTrialList: 'CS',
    });
    expect(Object.keys(LISTING_ROOTS).sort()).toEqual([...LISTING_ROUTES].sort());
  });

  it('roots goods-list at testing services when the id is a service category', () => {
    expect(listingRoot('goods-list')).toBe('CP001');
    expect(listingRoot('goods-list', 'CP001007')).toBe('CP001');
    expect(listingRoot('goods-list', 'FW001003')).toBe('FW001');
    expect(listingRoot('goods-list', 'FW')).toBe('FW001');
    expect(listingRoot('consumables', 'FW001')).toBe('CP001015001020');
  });

  it('keeps the route root around the categories under it, else roots the menu at the level-2 ancestor', () => {
    expect(menuRootFor('CP001', { id: 'CP001', pids: ['CP'] })).toBe('CP001');
    expect(menuRootFor('CP001', { id: 'CP001007', pids: ['CP', 'CP001'] })).toBe('CP001');
    expect(menuRootFor('CP001', { id: 'CP002004', pids: ['CP', 'CP002'] })).toBe('CP002');
    expect(menuRootFor('CP001', { id: 'CP001015001020', pids: ['CP'] })).toBe('CP001015001020');
    expect(menuRootFor('FW001', { id: 'FW003', pids: ['FW'] })).toBe('FW003');
    expect(menuRootFor('CS', { id: 'CS0101', pids: ['CS'] })).toBe('CS');
  });

  it('shows the route root when the URL names no category', () => {
    expect(listingCategory('consumables', {})).toBe('CP001015001020');
    expect(listingCategory('consumables', { id: 'CP001015001020003' })).toBe('CP001015001020003');
    expect(listingCategory('goods-list', { view: 3 })).toBe('CP001');
  });

  it('loads the promotion-trial menu 7 levels deep, the others 3', () => {
    expect(menuHierarchy('promotionTrialList')).toBe(7);
    expect(menuHierarchy('goods-list')).toBe(3);
    expect(menuHierarchy('cro')).toBe(3);
  });

  it('asks for a root listing on flag=all or a missing id of /product and /testingService', () => {
    expect(rootListingOf('product', { flag: 'all' })).toBe('CP');
    expect(rootListingOf('product', {})).toBe('CP');
    expect(rootListingOf('testingService', { flag: 'all' })).toBe('FW');
    expect(rootListingOf('testingService', { flag: 'all', id: 'FW001' })).toBe('FW');
    expect(rootListingOf('product', { id: 'CP001' })).toBeNull();
    expect(rootListingOf('goods-list', { flag: 'all' })).toBeNull();
    expect(rootListingOf('consumables', {})).toBeNull();
  });

  it('recommends services under FW and products elsewhere', () => {
    expect(recommendGoodsType('FW')).toBe(2);
    expect(recommendGoodsType('FW002')).toBe(2);
    expect(recommendGoodsType('CP001')).toBe(1);
    expect(recommendGoodsType('CS')).toBe(1);
  });
});
