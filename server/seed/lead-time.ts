/**
 * Seeded lead times (docs/product.md §4): how many days an item takes from inquiry to dispatch
 * (a service: to results). Derived from the goods id rather than the seed's random stream, so
 * adding them left every other seeded value unchanged.
 */
type Days = readonly [min: number, max: number];

const IN_STOCK: readonly Days[] = [
  [1, 2],
  [2, 3],
  [2, 3],
  [3, 5],
];
const MADE_TO_ORDER: readonly Days[] = [
  [10, 15],
  [14, 21],
  [21, 28],
];
const SERVICE_TURNAROUND: readonly Days[] = [
  [5, 7],
  [7, 10],
  [10, 15],
];
/** inventoryStatus (docs/product.md §4): -1 stop selling, -2 stop production, -4 suspension of sales. */
const NOT_SOLD: readonly number[] = [-1, -2, -4];
/** 0 no stock, -3 temporarily out of stock: made or bought to order. */
const OUT_OF_STOCK: readonly number[] = [0, -3];

export interface LeadTime {
  leadTimeMinDays: number | null;
  leadTimeMaxDays: number | null;
}

/** The lead time of goods item `id`: none once it is no longer sold, longer when out of stock. */
export function leadTimeFor(id: number, inventoryStatus: number, goodsType: number): LeadTime {
  if (NOT_SOLD.includes(inventoryStatus)) return { leadTimeMinDays: null, leadTimeMaxDays: null };
  const choices = goodsType === 2 ? SERVICE_TURNAROUND : OUT_OF_STOCK.includes(inventoryStatus) ? MADE_TO_ORDER : IN_STOCK;
  const [min, max] = choices[id % choices.length] ?? [2, 3];
  return { leadTimeMinDays: min, leadTimeMaxDays: max };
}
