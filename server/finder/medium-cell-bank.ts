/**
 * The cell-bank side menu's keyword search (docs/product.md §2.4 item 7): categories under a root
 * (XB by default) whose name, key or remark holds the keyword, in either language.
 */
import type { Db } from '../db/client';
import { pick, type Lang } from '../http/locale';
import { isListed, loadSnapshot, type CategoryRow, type Snapshot } from '../catalogue/category-snapshot';
import type { CellBankMatch } from '../../contract/finder';
export type { CellBankMatch } from '../../contract/finder';

/** docs/product.md §2.3: the cell bank's root. */

function onShelfBelow(snapshot: Snapshot, code: string): CategoryRow[] {
  return (snapshot.childrenOf.get(code) ?? []).filter((child) => child.onShelfFlag).flatMap((child) => [child, ...onShelfBelow(snapshot, child.id)]);
}

function holds(row: CategoryRow, keyword: string): boolean {
  const wanted = keyword.toLowerCase();
  return [row.dictValueEn, row.dictValueZh, row.dictKey, row.remarkEn, row.remarkZh].some((text) => text?.toLowerCase().includes(wanted));
}

/** Matching categories in tree order; null when the root is unknown or off shelf. */
export async function searchCellBank(db: Db, root: string, keyword: string, lang: Lang): Promise<CellBankMatch[] | null> {
  const snapshot = await loadSnapshot(db);
  const top = snapshot.rows.get(root);
  if (!top || !isListed(snapshot, top)) return null;
  return onShelfBelow(snapshot, root)
    .filter((row) => holds(row, keyword))
    .map((row) => ({
      id: row.id,
      dictValue: pick(lang, row.dictValueEn, row.dictValueZh),
      pids: row.ancestors.join(','),
      linkUrl: row.linkUrl,
      remark: pick(lang, row.remarkEn, row.remarkZh) || null,
    }));
}
