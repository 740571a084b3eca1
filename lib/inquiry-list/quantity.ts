/**
 * How many of a SKU one inquiry line may ask for (docs/product.md §5). Its own module so the goods
 * page's quantity field loads these few lines, not the guest list's storage code.
 */
export const QUANTITY_MIN = 1;
/** The server caps a line at the same quantity (contracts: addCar, updateCar). */
export const QUANTITY_MAX = 9999;

/** A typed or stored quantity held to 1–9999, whole. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(quantity)));
}
