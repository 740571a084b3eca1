/**
 * A page of one of the customer's goods lists, favourites or footprints (docs/product.md §7.1):
 * newest first by the list's own time, ties by goods id; goods gone off shelf stay, with
 * onShelfFlag false.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { favourites, footprints } from '../db/schema';
import type { Lang } from '../http/locale';
import { summariesByIds } from '../goods/goods-summary';

type CustomerGoodsList = { table: typeof favourites; at: typeof favourites.createdAt } | { table: typeof footprints; at: typeof footprints.viewedAt };

export async function customerGoodsPage({ table, at }: CustomerGoodsList, db: Db, userId: number, page: number, limit: number, lang: Lang) {
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(table).where(eq(table.userId, userId)),
    db
      .select({ goodsId: table.goodsId, at })
      .from(table)
      .where(eq(table.userId, userId))
      .orderBy(desc(at), desc(table.goodsId))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const times = new Map(rows.map((row) => [row.goodsId, row.at.toISOString()]));
  const summaries = await summariesByIds(db, rows.map((row) => row.goodsId), lang);
  return {
    /** Each goods item with the time it joined the list ('' should it have vanished meanwhile). */
    list: summaries.map((summary) => ({ summary, at: times.get(summary.id) ?? '' })),
    totalCount: total?.value ?? 0,
  };
}
