/**
 * "A table per category" (docs/product.md §2.4 item 2): categories with their goods, for the
 * goods-list page (newClassifyGoodsList) and the root listings of /product and /testingService.
 */
import { sql, type SQL } from 'drizzle-orm';
import { textArray } from '../db/arrays';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { goods } from '../db/schema';
import type { Lang } from '../http/locale';
import { listedSubtree, menuChildren, subtreeCodes, type CategoryBrief } from './category-briefs';
import { goodsFilterSql, goodsOrderSql, narrowsGoods, type Direction, type GoodsFilter, type OrderBy } from './goods-filters';
import { topGoodsIds } from './goods-per-category';
import { summariesByIds, type GoodsSummary } from '../goods/goods-summary';
import type { CategoryGoods } from '../../contract/catalogue';
export type { CategoryGoods } from '../../contract/catalogue';

export interface CategoryTablesQuery extends GoodsFilter {
  /** Paging over categories, not goods. */
  page: number;
  limit: number;
  /** Goods per category. */
  goodsLimit: number;
  orderBy?: OrderBy;
  itemnoSort?: Direction;
}

async function summariesById(db: Db, ids: number[], lang: Lang): Promise<Map<number, GoodsSummary>> {
  return new Map((await summariesByIds(db, ids, lang)).map((item) => [item.id, item]));
}

function pickIds(byId: Map<number, GoodsSummary>, ids: number[] = []): GoodsSummary[] {
  return ids.map((id) => byId.get(id)).filter((item): item is GoodsSummary => item !== undefined);
}

function toCategoryGoods(brief: CategoryBrief, recordTotalNums: number, goodsList: GoodsSummary[]): CategoryGoods {
  const { id, dictValue, pids, tableType, limitNum, paramTitle } = brief;
  return { id, dictValue, pids, tableType, limitNum, paramTitle, recordTotalNums, goodsList };
}

/** Matching goods per category they are filed under directly. */
async function ownCounts(db: Db, where: SQL): Promise<Map<string, number>> {
  const rows = await db
    .select({ categoryId: goods.categoryId, n: sql<number>`count(*)::int` })
    .from(goods)
    .where(where)
    .groupBy(goods.categoryId);
  return new Map(rows.map((row) => [row.categoryId, Number(row.n)]));
}

/**
 * Ids of the first `limit` matching goods filed directly under each code, in `order`. One query:
 * ARRAY(SELECT … ORDER BY … LIMIT n) per code keeps each list's order and walks the
 * (category_id, itemno) index for the default Cat. No. order.
 */
async function ownGoodsIds(db: Db, codes: string[], where: SQL, order: SQL[], limit: number): Promise<Map<string, number[]>> {
  const result = await db.execute(sql`
    SELECT category.code, ARRAY(
      SELECT ${goods.id} FROM ${goods}
      WHERE ${goods.categoryId} = category.code AND ${where}
      ORDER BY ${sql.join(order, sql`, `)}
      LIMIT ${limit}
    ) AS ids
    FROM unnest(${textArray(codes)}) AS category(code)`);
  return new Map(rowsOf<{ code: string; ids: (number | string)[] }>(result).map((row) => [row.code, row.ids.map(Number)]));
}

/**
 * Every listed category under goodsCate (itself included) that directly holds goods matching
 * the filters, in tree order, paged; each with its matching goods. Null when goodsCate is not listed.
 */
export async function categoryTables(db: Db, query: CategoryTablesQuery, lang: Lang): Promise<{ list: CategoryGoods[]; totalCount: number } | null> {
  const subtree = await listedSubtree(db, query.goodsCate, lang);
  if (!subtree) return null;
  const where = goodsFilterSql(query);
  // Unfiltered counts come from the category snapshot, sparing a scan of a large subtree.
  const counts = narrowsGoods(query) ? await ownCounts(db, where) : new Map(subtree.map((category) => [category.id, category.ownTotalNums]));
  const holding = subtree.filter((category) => (counts.get(category.id) ?? 0) > 0);
  const page = holding.slice((query.page - 1) * query.limit, query.page * query.limit);
  if (page.length === 0) return { list: [], totalCount: holding.length };

  const idsByCategory = await ownGoodsIds(
    db,
    page.map((category) => category.id),
    where,
    goodsOrderSql(query.orderBy, query.itemnoSort),
    query.goodsLimit,
  );
  const byId = await summariesById(db, [...idsByCategory.values()].flat(), lang);
  return {
    list: page.map((category) => toCategoryGoods(category, counts.get(category.id) ?? 0, pickIds(byId, idsByCategory.get(category.id)))),
    totalCount: holding.length,
  };
}

/**
 * The root listing of /product?flag=all (CP) or /testingService?flag=all (FW): each listed
 * level-2 category in menu order with its first `limit` goods, Cat. No. ascending, and the
 * number of on-shelf goods in its subtree. Empty when the root is not listed.
 */
export async function rootTables(db: Db, root: string, limit: number, lang: Lang): Promise<CategoryGoods[]> {
  const sections = (await menuChildren(db, root, lang)) ?? [];
  const codes = await subtreeCodes(
    db,
    sections.map((section) => section.id),
  );
  const idsByCode = await topGoodsIds(db, {
    sections: sections.map((section) => ({ key: section.id, codes: codes.get(section.id) ?? [] })),
    order: 'itemno',
    limit,
    onShelfOnly: true,
  });
  const byId = await summariesById(db, [...idsByCode.values()].flat(), lang);
  return sections.map((section) => toCategoryGoods(section, section.recordTotalNums, pickIds(byId, idsByCode.get(section.id))));
}
