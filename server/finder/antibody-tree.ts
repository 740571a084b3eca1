/**
 * The antibody finder's category panel (labelsClassifyListNums): the on-shelf tree under the
 * root with the number of matching goods in each node's subtree, or — for a keyword — a flat
 * list of the categories whose name holds it (docs/product.md §2.4 item 3).
 */
import type { Db } from '../db/client';
import { pick, type Lang } from '../http/locale';
import { loadSnapshot, type CategoryRow, type Snapshot } from '../catalogue/category-snapshot';
import { finderIndex } from './facets-cache';
import { matchBits, totalsByCategory } from './facets-match';
import { finderQuery, type FinderFilter } from './facets';
import type { CategoryCount } from '../../contract/finder';
export type { CategoryCount } from '../../contract/finder';

/** docs/product.md §2.4 item 3: the tree shows two or three levels below the root. */
const TREE_DEPTH = 3;

function onShelfChildren(snapshot: Snapshot, code: string): CategoryRow[] {
  return (snapshot.childrenOf.get(code) ?? []).filter((child) => child.onShelfFlag);
}

/** Every on-shelf node below `code`, depth first in sort order. */
function descendants(snapshot: Snapshot, code: string): CategoryRow[] {
  return onShelfChildren(snapshot, code).flatMap((child) => [child, ...descendants(snapshot, child.id)]);
}

function nameHolds(row: CategoryRow, keyword: string): boolean {
  const wanted = keyword.toLowerCase();
  return [row.dictValueEn, row.dictValueZh].some((name) => name.toLowerCase().includes(wanted));
}

/**
 * The tree under `goodsCate` (a listed category) with counts, or the flat keyword list.
 * A node's totalNum is what the finder lists for goodsCate = that node with the same filters.
 */
export async function categoryCounts(db: Db, goodsCate: string, filter: FinderFilter, keyword: string | undefined, lang: Lang): Promise<CategoryCount[]> {
  const [index, snapshot] = await Promise.all([finderIndex(db), loadSnapshot(db)]);
  const totals = totalsByCategory(index, snapshot, matchBits(index, snapshot, finderQuery([goodsCate], filter)));
  const toCount = (row: CategoryRow, depth: number): CategoryCount => ({
    id: row.id,
    dictValue: pick(lang, row.dictValueEn, row.dictValueZh),
    pids: row.ancestors.join(','),
    level: row.level,
    totalNum: totals.get(row.id) ?? 0,
    children: depth > 1 ? onShelfChildren(snapshot, row.id).map((child) => toCount(child, depth - 1)) : [],
  });
  if (keyword)
    return descendants(snapshot, goodsCate)
      .filter((row) => nameHolds(row, keyword))
      .map((row) => toCount(row, 1));
  return onShelfChildren(snapshot, goodsCate).map((row) => toCount(row, TREE_DEPTH));
}
