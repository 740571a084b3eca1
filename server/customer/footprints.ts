/**
 * Browsing footprints of a logged-in customer (docs/product.md §2.4 item 9, §7.1): one row per goods
 * item holding its latest view, so re-viewing moves an item to the top instead of repeating it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { bigintArray, textArray } from '../db/arrays';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { footprints } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { Lang } from '../http/locale';
import { customerGoodsPage } from './customer-goods-page';
import type { FootprintPage } from '../../contract/customer';
export type { FootprintPage } from '../../contract/customer';

export interface PastView {
  goodsId: number;
  /** When the guest saw it; absent: now. */
  viewedAt?: Date;
}

/** Records a view now; only on-shelf goods can be viewed, so anything else is 3. */
export async function addFootprint(db: Db, userId: number, goodsId: number): Promise<void> {
  const result = await db.execute(sql`
    INSERT INTO footprints (user_id, goods_id, viewed_at)
    SELECT ${userId}, goods.id, now() FROM goods WHERE goods.id = ${goodsId} AND goods.on_shelf_flag
    ON CONFLICT (user_id, goods_id) DO UPDATE SET viewed_at = excluded.viewed_at
    RETURNING goods_id`);
  if (rowsOf(result).length === 0) throw new ApiFailure(CODE.notFound, `goodsId: no goods item ${goodsId} on shelf`);
}

/**
 * Merges a guest's views at login: the later of the two views of an item wins, a time in the
 * future counts as now, and views of unknown or off-shelf goods are skipped. Answers how many were kept.
 */
export async function addFootprints(db: Db, userId: number, views: PastView[]): Promise<number> {
  const now = Date.now();
  const latest = new Map<number, number>();
  for (const view of views) {
    const time = Math.min(view.viewedAt?.getTime() ?? now, now);
    latest.set(view.goodsId, Math.max(latest.get(view.goodsId) ?? time, time));
  }
  const ids = [...latest.keys()];
  const times = ids.map((id) => new Date(latest.get(id) ?? now).toISOString());
  const result = await db.execute(sql`
    INSERT INTO footprints (user_id, goods_id, viewed_at)
    SELECT ${userId}, view.goods_id, view.viewed_at::timestamptz
    FROM unnest(${bigintArray(ids)}, ${textArray(times)}) AS view(goods_id, viewed_at)
    JOIN goods ON goods.id = view.goods_id AND goods.on_shelf_flag
    ON CONFLICT (user_id, goods_id) DO UPDATE SET viewed_at = GREATEST(footprints.viewed_at, excluded.viewed_at)
    RETURNING goods_id`);
  return rowsOf(result).length;
}

export async function removeFootprints(db: Db, userId: number, goodsIds: number[]): Promise<number> {
  const removed = await db
    .delete(footprints)
    .where(and(eq(footprints.userId, userId), sql`${footprints.goodsId} = ANY(${bigintArray(goodsIds)})`))
    .returning({ goodsId: footprints.goodsId });
  return removed.length;
}

/** Newest view first; goods gone off shelf stay, with onShelfFlag false. */
export async function listFootprints(db: Db, userId: number, page: number, limit: number, lang: Lang): Promise<FootprintPage> {
  const { list, totalCount } = await customerGoodsPage({ table: footprints, at: footprints.viewedAt }, db, userId, page, limit, lang);
  return {
    records: list.map(({ summary, at }) => ({ ...summary, viewedAt: at })),
    total: totalCount,
    pages: Math.ceil(totalCount / limit),
    current: page,
    size: limit,
  };
}
