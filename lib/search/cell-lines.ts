/**
 * The cell-bank side menu's keyword search (docs/product.md §2.4 item 7, §5): the keyword as sent
 * (trimmed; blank is refused with '请输入名称！' before any call) and the matching cell-line
 * categories as links.
 */
import { categoryHref } from '@/lib/catalogue/category-routing';
import { asText, isRecord } from '@/lib/catalogue/json-field';

export interface CellLineMatch {
  id: string;
  name: string;
  /** Tissue, medium and growth notes, when the category has them. */
  remark: string | null;
  href: string;
}

/** The keyword to search for, or null when there is nothing to search (docs/product.md §5: trimmed). */
export function cellKeyword(input: string): string | null {
  const keyword = input.trim();
  return keyword === '' ? null : keyword;
}

/** The answer's categories as links; rows without an id or a name are dropped. */
export function toCellLineMatches(list: readonly unknown[]): CellLineMatch[] {
  const matches: CellLineMatch[] = [];
  for (const raw of list) {
    if (!isRecord(raw)) continue;
    const id = asText(raw.id);
    const name = asText(raw.dictValue);
    if (id === null || name === null || matches.some((match) => match.id === id)) continue;
    matches.push({ id, name, remark: asText(raw.remark), href: categoryHref({ id, pids: asText(raw.pids), linkUrl: asText(raw.linkUrl) }) });
  }
  return matches;
}
