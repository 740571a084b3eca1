/**
 * Comparing goods side by side (docs/product.md §2.12): the constants the API, the compare page
 * and the compare toggle share. Zod-free, so the goods page's island reads them without zod
 * (docs/islands.md).
 */

/** At most this many goods side by side: a fifth is refused, on the device and by the API alike. */
export const COMPARE_MAX = 4;
