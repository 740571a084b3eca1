/**
 * Prices: the supplier prices in CNY and the storefront shows USD at a fixed rate, rounded to
 * 2 decimals (docs/product.md §1, §9). Formatting (currency sign, grouping) is next-intl's job.
 */

/** Fixed conversion rate: CNY per US dollar. */
export const CNY_PER_USD = 7.2;

/** Significant digits kept before rounding, enough to drop binary noise such as 1.5049999999999999. */
const SIGNIFICANT_DIGITS = 15;

/** Moves the decimal point in the number's own decimal notation, so 1.005 → 100.5 exactly. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Rounds half away from zero as a person reading the decimal number would: 1.005 → 1.01,
 * -1.005 → -1.01 (plain `Math.round(x * 100) / 100` gives 1 and -1). Non-finite values are
 * returned unchanged; -0 becomes 0.
 */
export function roundHalfAwayFromZero(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Number(Math.abs(value).toPrecision(SIGNIFICANT_DIGITS));
  const rounded = shiftDecimal(Math.round(shiftDecimal(magnitude, decimals)), -decimals);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** USD for a CNY amount at CNY_PER_USD, rounded to cents (100 → 13.89). NaN stays NaN. */
export function cnyToUsd(cny: number): number {
  return roundHalfAwayFromZero(cny / CNY_PER_USD, 2);
}

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

/** parsePrice then cnyToUsd: the USD amount to show for a CNY price field, or null. */
export function usdFromCny(value: unknown): number | null {
  const cny = parsePrice(value);
  return cny === null ? null : cnyToUsd(cny);
}
