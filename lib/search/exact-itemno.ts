/**
 * Whether a search was for one goods item's exact Cat. No. (docs/product.md §5): then the visitor
 * goes on to its goods page. The API ranks an exact Cat. No. first, so only the first hit is
 * compared, as the API compares (NFKC, any letter case, outer spaces trimmed).
 */
const key = (text: string) => text.normalize('NFKC').trim().toLowerCase();

export function exactItemnoHit<T extends { id: number; itemno: string }>(term: string, list: readonly T[]): T | null {
  const [first] = list;
  return first && first.itemno !== '' && key(first.itemno) === key(term) ? first : null;
}
