/**
 * Which rows of a compare table differ between the goods (docs/product.md §2.12): values are
 * compared as a buyer reads them, so case, spacing and the order of a list ("WB, IHC-P" and
 * "IHC-P, WB") do not count as a difference.
 */

/** One goods item's value in a row: text, a list of items, or nothing known. */
export type CompareValue = string | readonly string[] | null;

/** Items of a list written as text: commas, semicolons and their Chinese forms separate them. */
export function listItems(text: string | null): string[] {
  if (!text) return [];
  return text
    .split(/[,;，；、]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

function key(value: CompareValue): string {
  if (value === null) return '';
  const items = typeof value === 'string' ? [value] : [...value];
  return items
    .map((item) => item.trim().replace(/\s+/g, ' ').toLowerCase())
    .filter(Boolean)
    .sort()
    .join('\n');
}

/** Whether the goods' values in a row are not all the same; one goods item alone differs from nothing. */
export function differs(values: readonly CompareValue[]): boolean {
  return new Set(values.map(key)).size > 1;
}
