/** A plain date is valid until the end of that day, UTC (docs/product.md §11.5). */
export const validUntilOf = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value);
