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
    db.select({ n: sql<number>`count(*)::int` }).from(goods).where(where),
  ]);
  return { list: await withSkus(db, rows, lang), totalCount: Number(total?.n ?? 0) };
}

/**
 * One goods item with its SKUs, promotions and documents, on shelf or not; null when unknown.
 * `collected` is 1 when `customerId` (the caller's login, if any) has favourited it; the storefront's
 * cached pages ask without a login and fill in the heart from collectedIds (docs/product.md §4).
 */
export async function goodsDetail(db: Db, id: number, lang: Lang, customerId: number | null = null): Promise<GoodsDetail | null> {
  const [row] = await db.select().from(goods).where(eq(goods.id, id)).limit(1);
  if (!row) return null;
  const [[summary], documents, categoryPath, favourited] = await Promise.all([
    withSkus(db, [row], lang),
    db.select().from(goodsDocuments).where(eq(goodsDocuments.goodsId, id)).orderBy(asc(goodsDocuments.id)),
    categoryTrail(db, row.categoryPath, lang),
    customerId === null ? [] : favouritedAmong(db, customerId, [id]),
  ]);
  if (!summary) return null;
  return {
    ...summary,
    description: pick(lang, row.descriptionEn, row.descriptionZh) || null,
    collected: favourited.length ? 1 : 0,
    documents: documents.map((doc) => ({ attachmentId: doc.id, fileName: doc.fileName, url: doc.url })),
    categoryPath,
  };
}
