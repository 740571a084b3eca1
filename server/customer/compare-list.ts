/**
 * The logged-in customer's compare list (docs/product.md §2.12): at most COMPARE_MAX goods, the
 * first chosen first. A guest keeps the list on the device and it merges in here at login.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { bigintArray } from '../db/arrays';
import type { Db } from '../db/client';
import { compareGoods, goods, users } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import { COMPARE_MAX } from '../../contract/compare-rules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function listed(db: Db | Tx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ goodsId: compareGoods.goodsId })
    .from(compareGoods)
    .where(eq(compareGoods.userId, userId))
    .orderBy(asc(compareGoods.createdAt), asc(compareGoods.goodsId));
  return rows.map((row) => row.goodsId);
}

export function listCompared(db: Db, userId: number): Promise<number[]> {
  return listed(db, userId);
}

async function onShelfAmong(db: Db | Tx, goodsIds: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(sql`${goods.id} = ANY(${bigintArray(goodsIds)})`, eq(goods.onShelfFlag, true)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Adds `goodsIds` after what is listed, in the order given, while the customer's row is locked so
 * two tabs cannot pass the limit together. `strict` (an add): any off-shelf or unknown item is
 * code 3 and more than COMPARE_MAX in all is code 409, nothing added. Not strict (the merge at
 * login): such items are left out and only what fits is added, so a login never fails on it.
 */
async function addInOrder(db: Db, userId: number, goodsIds: readonly number[], strict: boolean): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const current = await listed(tx, userId);
    const onShelf = await onShelfAmong(tx, goodsIds);
    const missing = goodsIds.find((id) => !onShelf.has(id));
    if (strict && missing !== undefined) throw new ApiFailure(CODE.notFound, `goodsId: no goods item ${missing} on shelf`);
    const fresh = goodsIds.filter((id) => onShelf.has(id) && !current.includes(id));
    if (strict && current.length + fresh.length > COMPARE_MAX) {
      throw new ApiFailure(CODE.conflict, `goodsId: the compare list holds at most ${COMPARE_MAX} goods; remove one before adding another`);
    }
    const added = fresh.slice(0, Math.max(0, COMPARE_MAX - current.length));
    if (added.length) {
      // One insert stamps one time: a millisecond apart keeps the order they were given in.
      const start = Date.now();
      await tx
        .insert(compareGoods)
        .values(added.map((goodsId, index) => ({ userId, goodsId, createdAt: new Date(start + index) })))
        .onConflictDoNothing();
    }
    return [...current, ...added];
  });
}

export function addCompared(db: Db, userId: number, goodsIds: readonly number[]): Promise<number[]> {
  return addInOrder(db, userId, goodsIds, true);
}

export function mergeCompared(db: Db, userId: number, goodsIds: readonly number[]): Promise<number[]> {
  return addInOrder(db, userId, goodsIds, false);
}

/** Removes these goods from the list; ids not listed change nothing. */
export async function removeCompared(db: Db, userId: number, goodsIds: readonly number[]): Promise<number[]> {
  await db.delete(compareGoods).where(and(eq(compareGoods.userId, userId), sql`${compareGoods.goodsId} = ANY(${bigintArray(goodsIds)})`));
  return listed(db, userId);
}
