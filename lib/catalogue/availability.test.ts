/** @jest-environment node */
import { availability, isSellable } from './availability';

const ANTIBODY = ['CP', 'CP002', 'CP002001'];
const SERVICE = ['FW', 'FW001'];

describe('availability', () => {
  it('says "In stock" with the lead time for an in-stock product', () => {
    expect(availability({ inventoryStatus: 1, categoryPath: ANTIBODY, leadTimeMinDays: 2, leadTimeMaxDays: 3 })).toEqual({
      sellable: true,
      label: 'stock.inStock',
      leadTime: { min: 2, max: 3 },
      service: false,
    });
  });

  it('keeps the lead time of an out-of-stock item, which can still be asked for', () => {
    expect(availability({ inventoryStatus: 0, categoryPath: ANTIBODY, leadTimeMinDays: 14, leadTimeMaxDays: 21 })).toMatchObject({
      sellable: true,
      label: 'stock.noStock',
      leadTime: { min: 14, max: 21 },
    });
  });

  it.each([
    [-1, 'stock.stopSelling'],
    [-2, 'stock.stopProduction'],
    [-4, 'stock.suspensionOfSales'],
  ])('is not sellable at status %i and shows its label without a lead time', (status, label) => {
    expect(availability({ inventoryStatus: status, categoryPath: ANTIBODY, leadTimeMinDays: 2, leadTimeMaxDays: 3 })).toMatchObject({
      sellable: false,
      label,
      leadTime: null,
    });
  });

  it('gives services their turnaround and no "In stock"', () => {
    expect(availability({ inventoryStatus: 1, categoryPath: SERVICE, leadTimeMinDays: 5, leadTimeMaxDays: 7 })).toMatchObject({
      label: null,
      leadTime: { min: 5, max: 7 },
      service: true,
    });
  });

  it('shows no lead time when the API sends none or nonsense', () => {
    expect(availability({ inventoryStatus: 1, categoryPath: ANTIBODY }).leadTime).toBeNull();
    expect(availability({ inventoryStatus: 1, categoryPath: ANTIBODY, leadTimeMinDays: 5, leadTimeMaxDays: 2 }).leadTime).toBeNull();
    expect(availability({ inventoryStatus: 1, categoryPath: ANTIBODY, leadTimeMinDays: '3' }).leadTime).toEqual({ min: 3, max: 3 });
  });
});

describe('isSellable', () => {
  it('refuses only the not-sold states', () => {
    expect([1, 0, -3, null, undefined, 'x'].map(isSellable)).toEqual([true, true, true, true, true, true]);
    expect([-1, -2, -4, '-1'].map(isSellable)).toEqual([false, false, false, false]);
  });
});
