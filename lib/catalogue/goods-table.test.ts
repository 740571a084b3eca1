/** @jest-environment node */
import { listedGoodsHref, goodsPrice, tableColumnsFor, tableRows, toggledSort, type TableGoods } from './goods-table';

function goods(id: number, bindId: string | null = null): TableGoods {
  return {
    id,
    itemno: `R${id}`,
    title: `Goods ${id}`,
    norms: '100 µL',
    features: null,
    applications: null,
    species: null,
    inventoryStatus: 1,
    leadTimeMinDays: 2,
    leadTimeMaxDays: 3,
    badges: [],
    categoryPath: ['CP', 'CP001'],
    goodsType: 1,
    bindId,
    onShelf: true,
    price: { price: { listCny: 72, netCny: 72, endsAt: null }, from: false },
  };
}

describe('tableColumnsFor', () => {
  it('shows applications and species under the three antibody trees', () => {
    expect(tableColumnsFor(['CP', 'CP002', 'CP002001'])).toBe('antibody');
    expect(tableColumnsFor(['CP', 'CP003'])).toBe('antibody');
    expect(tableColumnsFor(['CP', 'CP009', 'CP009001'])).toBe('antibody');
  });

  it('shows features elsewhere', () => {
    expect(tableColumnsFor(['CP', 'CP001', 'CP001007'])).toBe('general');
    expect(tableColumnsFor(['CP', 'CP001015001020'])).toBe('general');
    expect(tableColumnsFor([])).toBe('general');
  });
});

describe('tableRows', () => {
  it('brings bound goods together and merges their cells', () => {
    const rows = tableRows([goods(1, 'A'), goods(2), goods(3, 'A'), goods(4, 'B'), goods(5, 'B'), goods(6, 'A')]);
    expect(rows.map((row) => row.goods.id)).toEqual([1, 3, 6, 2, 4, 5]);
    expect(rows.map((row) => row.span)).toEqual([3, 0, 0, 1, 2, 0]);
  });

  it('keeps unbound goods in their order', () => {
    expect(tableRows([goods(2), goods(1)]).map((row) => [row.goods.id, row.span])).toEqual([
      [2, 1],
      [1, 1],
    ]);
  });
});

describe('toggledSort', () => {
  it('flips between ascending and descending', () => {
    expect(toggledSort('asc')).toBe('desc');
    expect(toggledSort('desc')).toBe('asc');
  });
});

describe('listedGoodsHref', () => {
  it('opens the detail page, the trial detail for trial goods, and /404 off shelf', () => {
    expect(listedGoodsHref(goods(7))).toBe('/goodsdetail?id=7');
    expect(listedGoodsHref({ ...goods(7), categoryPath: ['CS', 'CS0101'] })).toBe('/promotionTrialDetail?id=7');
    expect(listedGoodsHref({ ...goods(7), onShelf: false })).toBe('/404');
  });
});

describe('goodsPrice', () => {
  const sku = (id: number, cny: number | null) => ({
    id,
    desc: '',
    priceCny: cny,
    price: cny === null ? null : { listCny: cny, netCny: cny, endsAt: null },
    rules: [],
  });
  it("is the cheapest net price, 'from' when sizes differ, or null when none is priced", () => {
    expect(goodsPrice({ skus: [sku(1, 30), sku(2, null), sku(3, 12.5)] })).toEqual({ price: { listCny: 12.5, netCny: 12.5, endsAt: null }, from: true });
    expect(goodsPrice({ skus: [sku(1, null)] })).toBeNull();
    expect(goodsPrice({ skus: [] })).toBeNull();
  });
});
