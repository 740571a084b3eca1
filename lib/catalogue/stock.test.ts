/** @jest-environment node */
import { goodsKind, showsStock, stockLabel, STOCK_CATEGORY_CODES } from './stock';

const REAGENT = ['CP', 'CP001', 'CP001007'];
const ANTIBODY = ['CP', 'CP002', 'CP002001'];
const SERVICE = ['FW', 'FW001'];

describe('showsStock', () => {
  it.each([
    ['reagents', ['CP', 'CP001']],
    ['consumables', ['CP', 'CP001015', 'CP001015001', 'CP001015001020']],
    ['instruments', ['CP', 'CP014', 'CP014002']],
    ['antibodies CP002', ANTIBODY],
    ['antibodies CP003', ['CP', 'CP003']],
    ['antibodies CP009', ['CP', 'CP009', 'CP009004']],
    ['culture medium', ['CP', 'CP001015', 'CP001015001', 'CP001015001164']],
    ['cell bank', ['XB', 'XB001']],
  ])('is true for %s', (_name, path) => {
    expect(showsStock(path)).toBe(true);
  });

  it('is false elsewhere', () => {
    expect(showsStock(['CP', 'CP005'])).toBe(false);
    expect(showsStock(['CP'])).toBe(false);
    expect(showsStock(SERVICE)).toBe(false);
    expect(showsStock(['TJ', 'TJ430'])).toBe(false);
    expect(showsStock([])).toBe(false);
  });

  it('compares codes exactly, not by prefix', () => {
    // Both start with a stock code textually; neither is one.
    expect(showsStock(['CP0010'])).toBe(false);
    expect(showsStock(['CP001015001020999'])).toBe(false);
    // A consumables path given without its ancestors still shows stock.
    expect(showsStock(['CP001015001020'])).toBe(true);
  });

  it('lists the eight stock codes', () => {
    expect([...STOCK_CATEGORY_CODES].sort()).toEqual(['CP001', 'CP001015001020', 'CP001015001164', 'CP002', 'CP003', 'CP009', 'CP014', 'XB'].sort());
  });
});

describe('goodsKind', () => {
  it('classifies by root', () => {
    expect(goodsKind(REAGENT)).toBe('product');
    expect(goodsKind(['XB', 'XB001'])).toBe('product');
    expect(goodsKind(['CS', 'CS0112'])).toBe('product');
    expect(goodsKind(SERVICE)).toBe('service');
  });

  it('finds the root from codes below it', () => {
    expect(goodsKind(['CP001015001020'])).toBe('product');
    expect(goodsKind(['FW002003'])).toBe('service');
  });

  it('is null for other trees and empty paths', () => {
    expect(goodsKind(['TJ', 'TJ430'])).toBeNull();
    expect(goodsKind(['XXPT'])).toBeNull();
    expect(goodsKind([])).toBeNull();
  });
});

describe('stockLabel', () => {
  it('labels inventoryStatus 0 by goods kind', () => {
    expect(stockLabel({ inventoryStatus: 0, categoryPath: REAGENT })).toBe('stock.noStock');
    expect(stockLabel({ inventoryStatus: 0, categoryPath: SERVICE })).toBe('stock.outOfService');
  });

  it('labels the other statuses the same for every kind', () => {
    for (const categoryPath of [ANTIBODY, SERVICE]) {
      expect(stockLabel({ inventoryStatus: -1, categoryPath })).toBe('stock.stopSelling');
      expect(stockLabel({ inventoryStatus: -2, categoryPath })).toBe('stock.stopProduction');
      expect(stockLabel({ inventoryStatus: -3, categoryPath })).toBe('stock.temporarilyOutOfStock');
      expect(stockLabel({ inventoryStatus: -4, categoryPath })).toBe('stock.suspensionOfSales');
    }
  });

  it('shows nothing for in stock, unknown or missing statuses', () => {
    for (const inventoryStatus of [1, 2, 5, -5, 0.5, null, undefined, '', 'x', Number.NaN]) {
      expect(stockLabel({ inventoryStatus, categoryPath: REAGENT })).toBeNull();
    }
  });

  it('accepts numeric strings', () => {
    expect(stockLabel({ inventoryStatus: '0', categoryPath: REAGENT })).toBe('stock.noStock');
    expect(stockLabel({ inventoryStatus: ' -2 ', categoryPath: REAGENT })).toBe('stock.stopProduction');
  });

  it('shows nothing for products outside the stock categories', () => {
    expect(stockLabel({ inventoryStatus: 0, categoryPath: ['CP', 'CP005'] })).toBeNull();
    expect(stockLabel({ inventoryStatus: -1, categoryPath: ['TJ', 'TJ430'] })).toBeNull();
  });

  it('lets an explicit goodsType override the path', () => {
    expect(stockLabel({ inventoryStatus: 0, categoryPath: REAGENT, goodsType: 'service' })).toBe('stock.outOfService');
    expect(stockLabel({ inventoryStatus: 0, categoryPath: SERVICE, goodsType: 'product' })).toBeNull();
  });
});
