/** The logged-in customer's favourites (docs/product.md §4, §7.1): one row per goods item, newest first. */
import { and, eq, sql } from 'drizzle-orm';
import { bigintArray } from '../db/arrays';
import type { Db } from '../db/client';
import { favourites, goods } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { Lang } from '../http/locale';
import { customerGoodsPage } from './customer-goods-page';
import type { FavouriteGoods } from '../../contract/customer';
export type { FavouriteGoods } from '../../contract/customer';

const inIds = (column: typeof favourites.goodsId | typeof goods.id, ids: readonly number[]) => sql`${column} = ANY(${bigintArray(ids)})`;

/** Favourites the goods items; already favourited ones stay as they were. Any off-shelf or unknown item: 3, nothing added. */
export async function addFavourites(db: Db, userId: number, goodsIds: number[]): Promise<number> {
  const onShelf = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(inIds(goods.id, goodsIds), eq(goods.onShelfFlag, true)));
  const found = new Set(onShelf.map((row) => row.id));
  const missing = goodsIds.find((id) => !found.has(id));
  if (missing !== undefined) throw new ApiFailure(CODE.notFound, `goodsId: no goods item ${missing} on shelf`);
  const added = await db
    .insert(favourites)
    .values(goodsIds.map((goodsId) => ({ userId, goodsId })))
    .onConflictDoNothing()
    .returning({ goodsId: favourites.goodsId });
  return added.length;
}

export async function removeFavourites(db: Db, userId: number, goodsIds: number[]): Promise<number> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), inIds(favourites.goodsId, goodsIds)))
    .returning({ goodsId: favourites.goodsId });
  return removed.length;
}

/** Which of these goods the customer has favourited, in the order asked (hearts on cached pages). */
export async function favouritedAmong(db: Db, userId: number, goodsIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ goodsId: favourites.goodsId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), inIds(favourites.goodsId, goodsIds)));
  const favourited = new Set(rows.map((row) => row.goodsId));
  return goodsIds.filter((id) => favourited.has(id));
}

/** Newest first; goods gone off shelf stay, with onShelfFlag false. */
export async function listFavourites(db: Db, userId: number, page: number, limit: number, lang: Lang): Promise<{ list: FavouriteGoods[]; totalCount: number }> {
  const { list, totalCount } = await customerGoodsPage({ table: favourites, at: favourites.createdAt }, db, userId, page, limit, lang);
  return { list: list.map(({ summary, at }): FavouriteGoods => ({ ...summary, collected: 1, collectedAt: at })), totalCount };
}
