import { formatDate } from '@/lib/catalogue/dates';

/** A day as yyyy-mm-dd in the shop's time zone (docs/product.md §9), in a <time> element. */
export function Day({ at }: { at: string | null }) {
  if (!at) return null;
  return <time dateTime={at}>{formatDate(at)}</time>;
}
