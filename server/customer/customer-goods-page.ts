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
  const summaries = new Map(
    (
      await summariesByIds(
        db,
        rows.map((row) => row.goodsId),
        lang,
      )
    ).map((summary) => [summary.id, summary]),
  );
  return {
    /** Each goods item with the time it joined the list, in the list's order; an item deleted meanwhile is left out. */
    list: rows.flatMap((row) => {
      const summary = summaries.get(row.goodsId);
      return summary ? [{ summary, at: row.at.toISOString() }] : [];
    }),
    totalCount: total?.value ?? 0,
  };
}
