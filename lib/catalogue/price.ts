/**
 * Prices as the API sends them. The supplier prices in CNY; what a page shows (yuan, or USD at the
 * fixed rate) is lib/catalogue/money.ts's, whose conversion is contract/pricing.ts's, the one money
 * rule shared with the API (docs/product.md §1, §9). Formatting (currency sign, grouping) is
 * next-intl's job.
 */

const PRICE_PATTERN = /^(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$|^\.\d+$/;

/**
 * A price as the API sends it (350, '350.00', ' 1,280.5 ') as a number, or null when missing,
 * malformed, negative or not finite. A shop price is never negative, so a negative value is
 * treated as bad data rather than shown.
 */
export function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!PRICE_PATTERN.test(text)) return null;
  const price = Number(text.replace(/,/g, ''));
  return Number.isFinite(price) ? price : null;
}
