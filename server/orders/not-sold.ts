/**
 * Whether a goods item can still be ordered (docs/product.md §4): items that stopped selling,
 * stopped production or are suspended are not sold, whatever their category. The storefront
 * reads the same rule in lib/catalogue/availability.ts.
 */
export const NOT_SOLD: readonly number[] = [-1, -2, -4];

export const isSellable = (inventoryStatus: number): boolean => !NOT_SOLD.includes(inventoryStatus);
