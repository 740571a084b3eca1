/**
 * The paged goods list of a category and the goods detail (docs/product.md §7.3). Summaries are built
 * in goods-summary.ts; filters and orders come from goods-filters.ts.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, goodsDocuments } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import { categoryTrail } from '../catalogue/category-briefs';
import { goodsFilterSql, goodsOrderSql, type Direction, type GoodsFilter, type OrderBy } from '../catalogue/goods-filters';
import { favouritedAmong } from '../customer/favourites';
import { summaryColumns, withSkus, type GoodsSummary } from './goods-summary';
import type { GoodsDetail } from '../../contract/goods';
export type { GoodsDetail } from '../../contract/goods';

export type { GoodsSummary } from './goods-summary';

export interface GoodsListQuery extends GoodsFilter {
  page: number;
  limit: number;
  orderBy?: OrderBy;
  itemnoSort?: Direction;
}

/** A page of goods under a category (and all its descendants), with the total for the pager. */
export async function listGoods(db: Db, query: GoodsListQuery, lang: Lang): Promise<{ list: GoodsSummary[]; totalCount: number }> {
  const where = goodsFilterSql(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(goods)
      .where(where)
      .orderBy(...goodsOrderSql(query.orderBy, query.itemnoSort))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(goods)
      .where(where),
  ]);
  return { list: await withSkus(db, rows, lang), totalCount: Number(total?.n ?? 0) };
}

/** A goods row, every column; the goods page reads it once for the detail and the extras. */
export type GoodsRow = typeof goods.$inferSelect;

/** The goods row with this id, on shelf or not; null when unknown. */
export async function goodsRow(db: Db, id: number): Promise<GoodsRow | null> {
  const [row] = await db.select().from(goods).where(eq(goods.id, id)).limit(1);
  return row ?? null;
}

/**
 * One goods item with its SKUs, promotions and documents, on shelf or not; null when unknown.
 * `collected` is 1 when `customerId` (the caller's login, if any) has favourited it; the storefront's
 * cached pages ask without a login and fill in the heart from collectedIds (docs/product.md §4).
 */
export async function goodsDetail(db: Db, id: number, lang: Lang, customerId: number | null = null): Promise<GoodsDetail | null> {
  const row = await goodsRow(db, id);
  if (!row) return null;
  const [[summary], parts, favourited] = await Promise.all([
    withSkus(db, [row], lang),
    detailParts(db, row, lang),
    customerId === null ? [] : favouritedAmong(db, customerId, [id]),
  ]);
  return summary ? detailOf(row, summary, parts, favourited.length > 0, lang) : null;
}

/** What a detail adds to the item's summary that is read from other tables: its documents and category path. */
export interface DetailParts {
  documents: GoodsDetail['documents'];
  categoryPath: GoodsDetail['categoryPath'];
}

export async function detailParts(db: Db, row: GoodsRow, lang: Lang): Promise<DetailParts> {
  const [documents, categoryPath] = await Promise.all([
    db.select().from(goodsDocuments).where(eq(goodsDocuments.goodsId, row.id)).orderBy(asc(goodsDocuments.id)),
    categoryTrail(db, row.categoryPath, lang),
  ]);
  return { documents: documents.map((doc) => ({ attachmentId: doc.id, fileName: doc.fileName, url: doc.url })), categoryPath };
}

/** The detail as /online/togoods/details answers it, from the item's summary and parts. */
export function detailOf(row: GoodsRow, summary: GoodsSummary, parts: DetailParts, collected: boolean, lang: Lang): GoodsDetail {
  return {
    ...summary,
    description: pick(lang, row.descriptionEn, row.descriptionZh) || null,
    rrid: row.rrid,
    collected: collected ? 1 : 0,
    ...parts,
  };
}
