/** @jest-environment node */
import { lowestPrice, shownPrice } from './goods-price';

const AT = Date.parse('2026-11-27T08:00:00Z');

describe('shownPrice', () => {
  test('the list price when no rule lowers it', () => {
    expect(shownPrice(4100, [], AT)).toEqual({ listCny: 4100, netCny: 4100, endsAt: null });
    expect(shownPrice(null, [], AT)).toBeNull();
  });

  test('a discount: the net price beside the list price', () => {
    expect(shownPrice(4100, [{ id: 1, ruleType: 2000, discountRate: 88 }], AT)).toEqual({ listCny: 4100, netCny: 3608, endsAt: null });
  });

  test('a limited time: the net price and when it ends; once ended, the list price', () => {
    const rule = { id: 2, ruleType: 1000, discountRate: 85, validEnd: '2026-11-28T00:00:00Z' };
    expect(shownPrice(423.61, [rule], AT)).toEqual({ listCny: 423.61, netCny: 360.07, endsAt: '2026-11-28T00:00:00.000Z' });
    expect(shownPrice(423.61, [rule], Date.parse('2026-11-28T00:00:00Z'))).toEqual({ listCny: 423.61, netCny: 423.61, endsAt: null });
  });
});

describe('lowestPrice', () => {
  const price = (netCny: number) => ({ price: { listCny: netCny, netCny, endsAt: null } });
  test("the lowest net price, 'from' when sizes differ", () => {
    expect(lowestPrice([price(980), price(1680)])).toEqual({ price: { listCny: 980, netCny: 980, endsAt: null }, from: true });
    expect(lowestPrice([price(980), price(980)])).toEqual({ price: { listCny: 980, netCny: 980, endsAt: null }, from: false });
    expect(lowestPrice([{ price: null }])).toBeNull();
  });
});
