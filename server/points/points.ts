/**
 * Points (docs/product.md §2.11): earned on completed orders, spent on exchanges, returned when an
 * exchange is rejected. Every change is one ledger row written in the same transaction as the
 * balance it changes, so the balance always equals the sum of the ledger. The balance is taken
 * by one conditional update (`balance >= cost`), which PostgreSQL re-checks after any concurrent
 * update of the row and PGlite runs one transaction at a time: no exchange overdraws it.
 */
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pointsBalances, pointsExchanges, pointsItems, pointsLedger } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import { pick, type Lang } from '../http/locale';
import type { ApprovalCount, ApprovalStatus, StaffAnswerRequest } from '../../contract/trials';
import type { Exchanged, LedgerEntry, PointsItem, PointsOrder } from '../../contract/points';
import { approvalCount } from '../trials/trials';
import { NO_NOTIFIER, type CustomerNotifier } from '../messages/customer-notifier';
import { answerPending, type Answered } from '../approvals/answer-pending';

type LedgerReason = LedgerEntry['reason'];

/** docs/product.md §2.11: 1 point per full CNY 1 of a completed order. */
const POINTS_PER_CNY = 1;

/** @internal */
export const pointsForAmount = (amountCny: number): number => Math.max(0, Math.floor(amountCny * POINTS_PER_CNY + 1e-9));

/** Adds (or, negative, takes) points without a balance check: earnings and returns. One ledger row. */
async function addPoints(
  tx: Db,
  customerId: number,
  change: number,
  reason: LedgerReason,
  refs: { orderNo?: string; exchangeId?: number } = {},
): Promise<number> {
  const [row] = await tx
    .insert(pointsBalances)
    .values({ customerId, balance: change })
    .onConflictDoUpdate({ target: pointsBalances.customerId, set: { balance: sql`${pointsBalances.balance} + ${change}` } })
    .returning({ balance: pointsBalances.balance });
  await tx.insert(pointsLedger).values({ customerId, change, reason, orderNo: refs.orderNo ?? null, exchangeId: refs.exchangeId ?? null });
  return row?.balance ?? 0;
}

/**
 * Points for a completed order: call it in the transaction that marks the order completed. Once per
 * order number (a second call awards nothing). Answers the points awarded.
 */
export async function awardOrderPoints(
  tx: Db,
  { customerId, orderNo, amountCny }: { customerId: number; orderNo: string; amountCny: number },
): Promise<number> {
  const points = pointsForAmount(amountCny);
  if (points <= 0) return 0;
  // The ledger's unique order number makes a repeated award a no-op, even when two race.
  const [entry] = await tx
    .insert(pointsLedger)
    .values({ customerId, change: points, reason: 'order', orderNo })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  if (!entry) return 0;
  await tx
    .insert(pointsBalances)
    .values({ customerId, balance: points })
    .onConflictDoUpdate({ target: pointsBalances.customerId, set: { balance: sql`${pointsBalances.balance} + ${points}` } });
  return points;
}

export async function grantPoints(db: Db, customerId: number, points: number): Promise<number> {
  return db.transaction((tx) => addPoints(tx, customerId, points, 'grant'));
}

export async function pointsBalance(db: Db, customerId: number): Promise<number> {
  const [row] = await db.select({ balance: pointsBalances.balance }).from(pointsBalances).where(eq(pointsBalances.customerId, customerId));
  return row?.balance ?? 0;
}

type ItemRow = typeof pointsItems.$inferSelect;
const toItem = (row: ItemRow, lang: Lang): PointsItem => ({
  id: row.id,
  title: pick(lang, row.titleEn, row.titleZh),
  description: pick(lang, row.descriptionEn, row.descriptionZh),
  points: row.points,
  imgCover: row.imgCover,
});

export async function listItems(db: Db, lang: Lang): Promise<{ list: PointsItem[]; totalCount: number }> {
  const rows = await db.select().from(pointsItems).where(eq(pointsItems.onShelfFlag, true)).orderBy(asc(pointsItems.sort), asc(pointsItems.id));
  return { list: rows.map((row) => toItem(row, lang)), totalCount: rows.length };
}

export async function itemDetail(db: Db, id: number, lang: Lang): Promise<PointsItem> {
  const [row] = await db
    .select()
    .from(pointsItems)
    .where(and(eq(pointsItems.id, id), eq(pointsItems.onShelfFlag, true)));
  if (!row) throw new ApiFailure(CODE.notFound, `id: no points item ${id}`);
  return toItem(row, lang);
}

export interface ExchangeInput {
  itemId: number;
  quantity: number;
  consignee: string;
  mobile: string;
  address: string;
}

const notEnough = (lang: Lang, balance: number, cost: number) =>
  lang === 'zh' ? `points：积分不足（可用 ${balance}，需要 ${cost}）` : `points: not enough points (${balance} available, ${cost} needed)`;

/** Spends the points of an exchange and stores it, pending approval; refused when the balance does not cover it. */
export async function exchangePoints(db: Db, customerId: number, input: ExchangeInput, lang: Lang): Promise<Exchanged> {
  const [item] = await db
    .select()
    .from(pointsItems)
    .where(and(eq(pointsItems.id, input.itemId), eq(pointsItems.onShelfFlag, true)));
  if (!item) throw new ApiFailure(CODE.notFound, `itemId: no points item ${input.itemId}`);
  const cost = item.points * input.quantity;
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(pointsBalances)
      .set({ balance: sql`${pointsBalances.balance} - ${cost}` })
      .where(and(eq(pointsBalances.customerId, customerId), gte(pointsBalances.balance, cost)))
      .returning({ balance: pointsBalances.balance });
    if (!taken) throw new ApiFailure(CODE.invalid, notEnough(lang, await pointsBalance(tx, customerId), cost));
    const [exchange] = await tx
      .insert(pointsExchanges)
      .values({ customerId, itemId: item.id, quantity: input.quantity, points: cost, consignee: input.consignee, mobile: input.mobile, address: input.address })
      .returning({ id: pointsExchanges.id });
    if (!exchange) throw new Error('no exchange stored');
    await tx.insert(pointsLedger).values({ customerId, change: -cost, reason: 'exchange', exchangeId: exchange.id });
    return { id: exchange.id, points: cost, balance: taken.balance, status: 'pending' as const };
  });
}

const orderColumns = {
  id: pointsExchanges.id,
  customerId: pointsExchanges.customerId,
  itemId: pointsExchanges.itemId,
  titleEn: pointsItems.titleEn,
  titleZh: pointsItems.titleZh,
  imgCover: pointsItems.imgCover,
  quantity: pointsExchanges.quantity,
  points: pointsExchanges.points,
  status: pointsExchanges.status,
  consignee: pointsExchanges.consignee,
  mobile: pointsExchanges.mobile,
  address: pointsExchanges.address,
  createdAt: pointsExchanges.createdAt,
  answeredAt: pointsExchanges.answeredAt,
  staffNote: pointsExchanges.staffNote,
};

const ordersOf = (db: Db) => db.select(orderColumns).from(pointsExchanges).innerJoin(pointsItems, eq(pointsItems.id, pointsExchanges.itemId));

type OrderRow = Awaited<ReturnType<typeof ordersOf>>[number];

const toOrder = (row: OrderRow, lang: Lang): PointsOrder => ({
  id: row.id,
  itemId: row.itemId,
  imgCover: row.imgCover,
  quantity: row.quantity,
  points: row.points,
  consignee: row.consignee,
  mobile: row.mobile,
  address: row.address,
  staffNote: row.staffNote,
  title: pick(lang, row.titleEn, row.titleZh),
  status: row.status as ApprovalStatus,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
});

export async function listPointsOrders(
  db: Db,
  customerId: number | null,
  { page, limit, status }: { page: number; limit: number; status?: ApprovalStatus | undefined },
  lang: Lang,
): Promise<{ list: (PointsOrder & { customerId: number })[]; totalCount: number }> {
  const where = and(customerId === null ? undefined : eq(pointsExchanges.customerId, customerId), status ? eq(pointsExchanges.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    ordersOf(db)
      .where(where)
      .orderBy(desc(pointsExchanges.createdAt), desc(pointsExchanges.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(pointsExchanges).where(where),
  ]);
  return { list: rows.map((row) => ({ ...toOrder(row, lang), customerId: row.customerId })), totalCount: total?.n ?? 0 };
}

export async function pointsOrderDetail(db: Db, customerId: number, id: number, lang: Lang): Promise<PointsOrder> {
  const [row] = await ordersOf(db).where(and(eq(pointsExchanges.id, id), eq(pointsExchanges.customerId, customerId)));
  if (!row) throw new ApiFailure(CODE.notFound, `id: no points order ${id}`);
  return toOrder(row, lang);
}

export async function countPointsOrders(db: Db, customerId: number): Promise<ApprovalCount> {
  const rows = await db
    .select({ status: pointsExchanges.status, n: count() })
    .from(pointsExchanges)
    .where(eq(pointsExchanges.customerId, customerId))
    .groupBy(pointsExchanges.status);
  return approvalCount(rows);
}

export async function listLedger(
  db: Db,
  customerId: number,
  { page, limit }: { page: number; limit: number },
): Promise<{ list: LedgerEntry[]; totalCount: number }> {
  const where = eq(pointsLedger.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pointsLedger)
      .where(where)
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(pointsLedger).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      change: row.change,
      reason: row.reason as LedgerReason,
      orderNo: row.orderNo,
      exchangeId: row.exchangeId,
      createdAt: row.createdAt.toISOString(),
    })),
    totalCount: total?.n ?? 0,
  };
}

/**
 * The message the customer gets when the staff answer an exchange (both languages).
 * @internal exported for its tests
 */
export function exchangeAnswered(
  exchange: { id: number; customerId: number; points: number; titleEn: string; titleZh: string },
  status: 'approved' | 'rejected',
  note: string | undefined,
) {
  const extraEn = note ? ` Note from our team: ${note}` : '';
  const extraZh = note ? ` 备注：${note}` : '';
  return {
    customerId: exchange.customerId,
    kind: 'exchange' as const,
    subject:
      status === 'approved'
        ? { en: `Points exchange ${exchange.id} approved`, zh: `积分兑换 ${exchange.id} 已通过` }
        : { en: `Points exchange ${exchange.id} rejected`, zh: `积分兑换 ${exchange.id} 已驳回` },
    body:
      status === 'approved'
        ? { en: `${exchange.titleEn} will be shipped to you soon.${extraEn}`, zh: `${exchange.titleZh} 将尽快寄出。${extraZh}` }
        : { en: `Your ${exchange.points} points were returned to your balance.${extraEn}`, zh: `${exchange.points} 积分已退回您的账户。${extraZh}` },
    link: `/integralOrder-details?id=${exchange.id}`,
  };
}

/** Approves or rejects a pending exchange (a rejection returns its points) and tells the customer; a second answer changes nothing. */
export async function answerExchange(db: Db, request: StaffAnswerRequest, notifier: CustomerNotifier = NO_NOTIFIER, now = new Date()): Promise<Answered> {
  return answerPending(
    db,
    request,
    {
      what: 'points order',
      lock: async (tx, id) => (await tx.select().from(pointsExchanges).where(eq(pointsExchanges.id, id)).for('update'))[0],
      async answer(tx, row, { status, note, at }) {
        await tx.update(pointsExchanges).set({ status, staffNote: note, answeredAt: at }).where(eq(pointsExchanges.id, row.id));
        // A refused exchange gives its points back.
        if (status === 'rejected') await addPoints(tx, row.customerId, row.points, 'refund', { exchangeId: row.id });
        const [item] = await tx.select({ titleEn: pointsItems.titleEn, titleZh: pointsItems.titleZh }).from(pointsItems).where(eq(pointsItems.id, row.itemId));
        const exchange = { id: row.id, customerId: row.customerId, points: row.points, titleEn: item?.titleEn ?? '', titleZh: item?.titleZh ?? '' };
        await notifier.notify(tx, exchangeAnswered(exchange, status, note ?? undefined));
      },
    },
    now,
  );
}
