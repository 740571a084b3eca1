/** @jest-environment node */
import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import { distinctGoodsIds, fromCustomerLine, fromCustomerLines, fromGuestLine, inquiryTotal, priceOfLine, submittable } from './inquiry-lines';

const ADDED = '2025-03-01T10:00:00.000Z';

function goods(overrides: Partial<GoodsSummaryView> = {}): GoodsSummaryView {
  return {
    id: 7,
    itemno: 'AB0007',
    title: 'Anti-GAPDH antibody',
    secondTitle: null,
    norms: '100 µg, 50 µg',
    features: null,
    applications: null,
    species: null,
    inventoryStatus: 1,
    leadTimeMinDays: 2,
    leadTimeMaxDays: 3,
    badges: [],
    isRecommend: false,
    cover: '/files/goods/7.svg',
    images: [],
    categoryPath: ['CP', 'CP002'],
    bindId: null,
    ifValue: null,
    citationCount: 0,
    onShelf: true,
    goodsType: 1,
    skus: [
      { id: 71, desc: '100 µg', priceCny: 720, price: { listCny: 720, netCny: 720, endsAt: null }, rules: [] },
      { id: 72, desc: '50 µg', priceCny: 360, price: { listCny: 360, netCny: 360, endsAt: null }, rules: [{ id: 5, ruleType: 2000, discountRate: 90 }] },
    ],
    updatedAt: null,
    ...overrides,
  };
}

describe('inquiry lines', () => {
  it('reads a customer line of myCarList with its CNY list price and rules', () => {
    expect(
      fromCustomerLine({
        id: 7,
        skuId: 71,
        quantity: 2,
        itemno: 'AB0007',
        title: 'Anti-GAPDH antibody',
        skuDesc: '100 µg',
        skuPrice: '100.00',
        imgCover: '/files/goods/7.svg',
        onShelfFlag: true,
        inventoryStatus: 1,
        addedAt: ADDED,
      }),
    ).toEqual({
      id: 7,
      skuId: 71,
      key: '7:71',
      quantity: 2,
      itemno: 'AB0007',
      title: 'Anti-GAPDH antibody',
      skuDesc: '100 µg',
      listPrice: 100,
      rules: [],
      cover: '/files/goods/7.svg',
      onShelf: true,
      loaded: true,
      addedAt: ADDED,
    });
  });

  it('keeps customer lines of off-shelf goods, marked, and drops rows without a goods id', () => {
    const lines = fromCustomerLines([{ id: 3, skuId: 0, quantity: 1, onShelfFlag: false, skuPrice: null }, { skuId: 1 }, null]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ key: '3:0', onShelf: false, listPrice: null, skuDesc: null });
  });

  it('gives a guest line its goods data and the chosen SKU', () => {
    const line = fromGuestLine({ id: 7, skuId: 72, quantity: 3, addedAt: ADDED }, goods());
    expect(line).toMatchObject({ key: '7:72', itemno: 'AB0007', skuDesc: '50 µg', listPrice: 360, onShelf: true, loaded: true, quantity: 3 });
  });

  it('marks guest lines while loading, for unknown goods, off-shelf goods and vanished SKUs', () => {
    const base = { id: 7, skuId: 71, quantity: 1, addedAt: ADDED };
    expect(fromGuestLine(base, undefined)).toMatchObject({ loaded: false, onShelf: true, title: null });
    expect(fromGuestLine(base, null)).toMatchObject({ loaded: true, onShelf: false, title: null });
    expect(fromGuestLine(base, goods({ onShelf: false }))).toMatchObject({ onShelf: false, title: 'Anti-GAPDH antibody' });
    expect(fromGuestLine({ ...base, skuId: 99 }, goods())).toMatchObject({ onShelf: false, skuDesc: null });
    expect(fromGuestLine({ ...base, skuId: 0 }, goods())).toMatchObject({ onShelf: true, skuDesc: null, listPrice: null });
  });

  it('prices a line as settlement will: its rules for its quantity', () => {
    const line = fromGuestLine({ id: 7, skuId: 72, quantity: 3, addedAt: ADDED }, goods());
    expect(priceOfLine(line, Date.parse(ADDED))).toMatchObject({ unitListFen: 36000, unitNetFen: 32400, amountFen: 97200 });
    expect(priceOfLine({ ...line, listPrice: null }, Date.parse(ADDED))).toBeNull();
  });

  it('totals the lines as settlement will, leaving out lines without a size', () => {
    const at = Date.parse(ADDED);
    const discounted = fromGuestLine({ id: 7, skuId: 72, quantity: 3, addedAt: ADDED }, goods());
    const plain = fromGuestLine({ id: 7, skuId: 71, quantity: 1, addedAt: ADDED }, goods());
    const unsized = fromGuestLine({ id: 7, skuId: 0, quantity: 1, addedAt: ADDED }, goods());
    expect(inquiryTotal([discounted, plain, unsized], at)).toEqual({ listFen: 108000 + 72000, amountFen: 97200 + 72000, unpriced: 1 });
  });

  it('submits only loaded on-shelf lines', () => {
    const lines = [
      fromGuestLine({ id: 7, skuId: 71, quantity: 2, addedAt: ADDED }, goods()),
      fromGuestLine({ id: 8, skuId: 0, quantity: 1, addedAt: ADDED }, null),
      fromGuestLine({ id: 9, skuId: 0, quantity: 1, addedAt: ADDED }, undefined),
    ];
    expect(submittable(lines).map(({ id, skuId, quantity }) => ({ id, skuId, quantity }))).toEqual([{ id: 7, skuId: 71, quantity: 2 }]);
  });

  it('asks for each goods item once', () => {
    expect(
      distinctGoodsIds([
        { id: 9, skuId: 1 },
        { id: 2, skuId: 0 },
        { id: 9, skuId: 2 },
      ]),
    ).toEqual([2, 9]);
  });
});
