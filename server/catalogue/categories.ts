/**
 * The category dictionary as docs/product.md §3 shapes it: nodes with children, ancestor codes and
 * names, and the number of on-shelf goods under each node. The rows come from the cached
 * snapshot (category-snapshot.ts).
 */
import type { Db } from '../db/client';
import { ApiFailure, CODE } from '../http/envelope';
import { pick, type Lang } from '../http/locale';
import { isListed, loadCategoryTree, loadSnapshot, type CategoryRow, type Snapshot } from './category-snapshot';
import type { CategoryNode } from '../../contract/catalogue';
export type { CategoryNode } from '../../contract/catalogue';

function toNode(snapshot: Snapshot, row: CategoryRow, lang: Lang, depth: number, onShelfOnly: boolean): CategoryNode {
  const ancestors = row.ancestors.map((code) => snapshot.rows.get(code)).filter((a): a is CategoryRow => Boolean(a));
  const children =
    depth > 0
      ? (snapshot.childrenOf.get(row.id) ?? [])
          .filter((child) => !onShelfOnly || child.onShelfFlag)
          .map((child) => toNode(snapshot, child, lang, depth - 1, onShelfOnly))
      : [];
  const paramTitle = pick(lang, row.paramTitleEn, row.paramTitleZh);
  return {
    id: row.id,
    dictCode: row.id,
    dictKey: row.dictKey,
    pid: row.pid,
    pids: row.ancestors.join(','),
    pidsNames: JSON.stringify(ancestors.map((a) => ({ id: a.id, name: pick(lang, a.dictValueEn, a.dictValueZh) }))),
    codePath: [...row.ancestors, row.id].join('/'),
    dictValue: pick(lang, row.dictValueEn, row.dictValueZh),
    remark: pick(lang, row.remarkEn, row.remarkZh) || null,
    level: row.level,
    linkUrl: row.linkUrl,
    onShelfFlag: row.onShelfFlag,
    navRecommend: row.navRecommend,
    multiLine: row.multiLine,
    multiLineRight: row.multiLineRight,
    sort: row.sort,
    tableType: row.tableType,
    limitNum: row.limitNum,
    isFake: row.isFake,
    image: row.image,
    recordTotalNums: snapshot.goodsCounts.get(row.id) ?? 0,
    toGoodsClassifyParamCatesEntity: paramTitle ? { id: row.id, paramTitle } : null,
    children,
  };
}

export interface HierarchyQuery {
  /** The node whose descendants are listed; the roots when absent. */
  id?: string;
  /** How many levels below the node to include (3 for menus, 6 or 7 for full trees). */
  hierarchy: number;
  /** -1 lists every node; 1 lists only nodes featured in the navigation. */
  navRecommend: number;
  /** Include the node itself as the single top entry (classifyHierarchyListSelf). */
  includeSelf?: boolean;
}

/** The subtree under `id` (or every root), `hierarchy` levels deep; null when `id` is unknown. */
export async function categoryHierarchy(db: Db, query: HierarchyQuery, lang: Lang): Promise<CategoryNode[] | null> {
  const snapshot = await loadSnapshot(db);
  if (query.id !== undefined) {
    const row = snapshot.rows.get(query.id);
    if (!row || !row.onShelfFlag) return null;
    if (query.includeSelf) return [toNode(snapshot, row, lang, query.hierarchy, true)];
  }
  const top = (snapshot.childrenOf.get(query.id ?? null) ?? []).filter(
    (row) => row.onShelfFlag && (query.navRecommend === -1 || row.navRecommend === query.navRecommend),
  );
  return top.map((row) => toNode(snapshot, row, lang, query.hierarchy - 1, true));
}

/** One node with its direct children, or null when unknown or off shelf. */
export async function categoryInfo(db: Db, id: string, lang: Lang): Promise<CategoryNode | null> {
  const snapshot = await loadSnapshot(db);
  const row = snapshot.rows.get(id);
  if (!row || !row.onShelfFlag) return null;
  return toNode(snapshot, row, lang, 1, true);
}

/** Whether a code names a category that is on shelf along its whole path. */
async function isListedCategory(db: Db, id: string): Promise<boolean> {
  const snapshot = await loadCategoryTree(db);
  const row = snapshot.rows.get(id);
  return row ? isListed(snapshot, row) : false;
}

/** Code 3 naming goodsCate unless the category is on shelf along its whole path. */
export async function requireListedCategory(db: Db, id: string): Promise<void> {
  if (!(await isListedCategory(db, id))) throw new ApiFailure(CODE.notFound, `goodsCate: no category ${id}`);
}

/** Localised category names by code, for goods that carry their category path. */
export async function categoryNames(db: Db, lang: Lang): Promise<Map<string, string>> {
  const snapshot = await loadCategoryTree(db);
  return new Map([...snapshot.rows.values()].map((row) => [row.id, pick(lang, row.dictValueEn, row.dictValueZh)]));
}
