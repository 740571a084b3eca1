/**
 * Flat views of the category tree for the goods-list, menu and sitemap endpoints: only
 * listed nodes (on shelf along their whole path), each without its children.
 */
import type { Db } from '../db/client';
import { pick, type Lang } from '../http/locale';
import { isListed, loadCategoryTree, loadSnapshot, type CategoryRow, type Snapshot } from './category-snapshot';
import { CATEGORY } from '../../contract/categories';

/** docs/product.md §2.3: consumables are sorted first among the categories of a menu. */

export interface CategoryBrief {
  id: string;
  dictValue: string;
  /** Ancestor codes from the root, comma separated. */
  pids: string;
  level: number;
  linkUrl: string | null;
  tableType: number;
  limitNum: number | null;
  /** Heading of the category's goods table, localised; null when the category has none. */
  paramTitle: string | null;
  /** On-shelf goods in the node's whole subtree. */
  recordTotalNums: number;
  /** On-shelf goods filed directly under the node, not under a child. */
  ownTotalNums: number;
}

function toBrief(snapshot: Snapshot, row: CategoryRow, lang: Lang): CategoryBrief {
  return {
    id: row.id,
    dictValue: pick(lang, row.dictValueEn, row.dictValueZh),
    pids: row.ancestors.join(','),
    level: row.level,
    linkUrl: row.linkUrl,
    tableType: row.tableType,
    limitNum: row.limitNum,
    paramTitle: pick(lang, row.paramTitleEn, row.paramTitleZh) || null,
    recordTotalNums: snapshot.goodsCounts.get(row.id) ?? 0,
    ownTotalNums: ownGoodsCount(snapshot, row.id),
  };
}

/** A subtree's count minus its children's (off-shelf ones too: their subtrees are disjoint). */
function ownGoodsCount(snapshot: Snapshot, code: string): number {
  const children = snapshot.childrenOf.get(code) ?? [];
  const inChildren = children.reduce((sum, child) => sum + (snapshot.goodsCounts.get(child.id) ?? 0), 0);
  return (snapshot.goodsCounts.get(code) ?? 0) - inChildren;
}

function onShelfChildren(snapshot: Snapshot, code: string): CategoryRow[] {
  return (snapshot.childrenOf.get(code) ?? []).filter((child) => child.onShelfFlag);
}

/** Sort order, except that CATEGORY.CONSUMABLES leads (docs/product.md §2.4) (the children arrive sorted; the sort is stable). */
function inMenuOrder(rows: CategoryRow[]): CategoryRow[] {
  return [...rows].sort((a, b) => Number(b.id === CATEGORY.CONSUMABLES) - Number(a.id === CATEGORY.CONSUMABLES));
}

/** The node and every listed node below it, depth first in sort order; null when the node is not listed. */
export async function listedSubtree(db: Db, code: string, lang: Lang): Promise<CategoryBrief[] | null> {
  const snapshot = await loadSnapshot(db);
  const root = snapshot.rows.get(code);
  if (!root || !isListed(snapshot, root)) return null;
  const briefs: CategoryBrief[] = [];
  const visit = (row: CategoryRow) => {
    briefs.push(toBrief(snapshot, row, lang));
    for (const child of onShelfChildren(snapshot, row.id)) visit(child);
  };
  visit(root);
  return briefs;
}

/** The on-shelf children of a listed node in menu order; null when the node is not listed. */
export async function menuChildren(db: Db, code: string, lang: Lang): Promise<CategoryBrief[] | null> {
  const snapshot = await loadSnapshot(db);
  const parent = snapshot.rows.get(code);
  if (!parent || !isListed(snapshot, parent)) return null;
  return inMenuOrder(onShelfChildren(snapshot, code)).map((row) => toBrief(snapshot, row, lang));
}

/** Every listed node of every root, roots first in tree order (for the sitemap). */
export async function listedCategories(db: Db, lang: Lang): Promise<CategoryBrief[]> {
  const snapshot = await loadSnapshot(db);
  const briefs: CategoryBrief[] = [];
  const visit = (row: CategoryRow) => {
    briefs.push(toBrief(snapshot, row, lang));
    for (const child of onShelfChildren(snapshot, row.id)) visit(child);
  };
  for (const root of snapshot.childrenOf.get(null) ?? []) if (root.onShelfFlag) visit(root);
  return briefs;
}

/** Localised names along a goods item's category path, root first (breadcrumbs). */
export async function categoryTrail(db: Db, path: readonly string[], lang: Lang): Promise<{ id: string; dictValue: string }[]> {
  const snapshot = await loadCategoryTree(db);
  return path.map((code) => {
    const row = snapshot.rows.get(code);
    return { id: code, dictValue: row ? pick(lang, row.dictValueEn, row.dictValueZh) : code };
  });
}

/**
 * Every code in the subtree of each given code: the code itself and all below it, off-shelf
 * nodes too, exactly as `category_path @> {code}` would match.
 */
export async function subtreeCodes(db: Db, codes: readonly string[]): Promise<Map<string, string[]>> {
  const snapshot = await loadCategoryTree(db);
  const rows = [...snapshot.rows.values()];
  return new Map(codes.map((code) => [code, rows.filter((row) => row.id === code || row.ancestors.includes(code)).map((row) => row.id)]));
}

/** Every category code there is. */
export async function allCategoryCodes(db: Db): Promise<string[]> {
  return [...(await loadCategoryTree(db)).rows.keys()];
}
