/**
 * Ids and values read from a page's query or path (docs/product.md §2): one reading for all of
 * them, so `?id=12`, `/gallery-image/12` and `?orderId=12` accept and refuse the same texts.
 * Anything malformed reads as absent; the page then shows its own 'not found' or list.
 */
export type QueryValue = string | string[] | undefined;

/** The first value of a query parameter given once or several times. */
export const firstParam = (value: QueryValue): string | undefined => (Array.isArray(value) ? value[0] : value);

/** The largest id the API stores (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** A positive whole id written with at most 10 digits and within the API's range, else null. */
export function positiveId(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id > 0 && id <= MAX_ID ? id : null;
}

/** `?id=12`: the id of a query parameter, else null. */
export const idParam = (value: QueryValue): number | null => positiveId(firstParam(value));
