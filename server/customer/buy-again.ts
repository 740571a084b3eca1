/**
 * Buy again (docs/product.md §11.6): an earlier order's lines back into the inquiry list with their
 * quantities, merged as addCar merges. Gift lines are not bought, so they are not put back. A line
 * whose goods item is gone, off shelf, no longer sold, or whose size is no longer offered stays out
 * and is named with alternatives, so the customer learns why instead of finding it missing.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderLines, orders } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { Tx } from '../http/idempotency';
import { pick, type Lang } from '../http/locale';
import { combineLines, inquiryListSize, keyOf, upsertLines } from './inquiry-list';
import { alternativesFor, goodsByIds, type ReorderGoods } from './reorder-goods';
import type { BuyAgainAnswer, UnavailableReason } from '../../contract/reorder';
import { MAX_QUANTITY } from '../../contract/rules';

type Line = BuyAgainAnswer['added'][number];

export interface BuyAgainPlan {
  added: Line[];
  unavailable: BuyAgainAnswer['unavailable'];
}

function reasonOf(line: { goodsId: number | null; skuId: number }, item: ReorderGoods | undefined): UnavailableReason | null {
  if (line.goodsId === null || !item) return 'gone';
  if (!item.onShelf) return 'offShelf';
  if (!item.sellable) return 'notSold';
  if (line.skuId !== 0 && !item.skus.some((sku) => sku.id === line.skuId)) return 'sizeGone';
  return null;
}

/** What buy again would put in and leave out: reads only, so a retry with its key replays without them. Another customer's order: 3. */
export async function planBuyAgain(db: Db, userId: number, orderId: number, lineId: number | undefined, lang: Lang): Promise<BuyAgainPlan> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNull(orders.deletedAt)))
    .limit(1);
  if (!order) throw new ApiFailure(CODE.notFound, `orderId: no order ${orderId}`);
  const rows = (await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id))).filter(
    (row) => lineId === undefined || row.id === lineId,
  );
  if (lineId !== undefined && rows.length === 0) throw new ApiFailure(CODE.notFound, `lineId: order ${orderId} has no line ${lineId}`);
  const bought = rows.filter((row) => !row.isGift || lineId !== undefined);
  const items = await goodsByIds(
    db,
    bought.flatMap((row) => (row.goodsId === null ? [] : [row.goodsId])),
    lang,
  );
  const lines = bought.map((row) => ({
    line: {
      lineId: row.id,
      goodsId: row.goodsId,
      skuId: row.skuId,
      itemno: row.itemno,
      title: pick(lang, row.titleEn, row.titleZh),
      skuDesc: pick(lang, row.skuDescEn, row.skuDescZh),
      quantity: Math.min(row.quantity, MAX_QUANTITY),
    },
    reason: reasonOf(row, row.goodsId === null ? undefined : items.get(row.goodsId)),
  }));
  const left = lines.filter((entry) => entry.reason !== null);
  // A size no longer offered: the goods item itself, with its other sizes, comes first.
  const alternatives = await alternativesFor(
    db,
    left.flatMap(({ line }) => (line.goodsId === null ? [] : [line.goodsId])),
    lang,
  );
  return {
    added: lines.filter((entry) => entry.reason === null).map(({ line }) => line),
    unavailable: left.map(({ line, reason }) => {
      const item = line.goodsId === null ? undefined : items.get(line.goodsId);
      const others = line.goodsId === null ? [] : (alternatives.get(line.goodsId) ?? []);
      const itself = reason === 'sizeGone' && item ? [{ id: item.id, itemno: item.itemno, title: item.title }] : [];
      return { ...line, reason: reason ?? 'gone', alternatives: [...itself, ...others] };
    }),
  };
}

/** Writes the plan inside the Idempotency-Key transaction; a line that went off shelf in between moves to unavailable. */
export async function writeBuyAgain(tx: Tx, userId: number, plan: BuyAgainPlan): Promise<BuyAgainAnswer> {
  const written = await upsertLines(
    tx,
    userId,
    combineLines(plan.added.map((line) => ({ goodsId: line.goodsId ?? 0, skuId: line.skuId, quantity: line.quantity }))),
  );
  const added = plan.added.filter((line) => written.has(keyOf({ goodsId: line.goodsId ?? 0, skuId: line.skuId })));
  const lost = plan.added.filter((line) => !added.includes(line)).map((line) => ({ ...line, reason: 'offShelf' as const, alternatives: [] }));
  return { size: await inquiryListSize(tx, userId), added, unavailable: [...plan.unavailable, ...lost] };
}
