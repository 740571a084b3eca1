/**
 * Orders of a customer (docs/product.md §11.2): settlement, submission in ONE transaction (the
 * order, its lines with snapshots, the coupon marked used, the lines removed from the inquiry
 * list), the list, detail, cancel, soft delete and counts per status. Another customer's order
 * reads as unknown (code 3), never as forbidden, so ids reveal nothing.
 */
import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartLines, goods, orderLines, orderLogistics, orders } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import { pick, type Lang } from '../http/locale';
import type { Tx } from '../http/idempotency';
import { listAddresses, ownAddress, snapshotOf } from '../addresses/addresses';
import { releaseCoupon, usableCoupons, spendCoupon } from '../coupons/coupons';
import type { LineKey } from './pricing';
import { giftLineOf, memberDiscountOf, orderLineRows, orderPriceColumns, reckonOrder, settlementLineOf, type Reckoning } from './reckoning';
import { toFen, toYuan } from '../../contract/pricing';
import { orderStatusChanged } from './order-events';
import { isSellable } from './not-sold';
import { inAntibodyTree } from '../../contract/categories';
import { canCustomerCancel, canCustomerDelete, orderNoOf, ORDER_STATUSES, type OrderStatus } from '../../contract/order-rules';
import type { Logistics, OrderCount, OrderDetail, OrderLine, OrderSubmitted, OrderSummary, Settlement, SubmitOrderRequest } from '../../contract/orders';

type Queryable = Db | Tx;
type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** Settlement: the chosen lines priced now, the addresses, the usable coupons and the totals. */
export async function settle(
  db: Db,
  userId: number,
  chosen: readonly LineKey[],
  couponId: number | undefined,
  lang: Lang,
  now = new Date(),
): Promise<Settlement> {
  const reckoning = await reckonOrder(db, userId, chosen, now);
  const [addresses, coupons] = await Promise.all([listAddresses(db, userId), usableCoupons(db, userId, reckoning.base, lang, now)]);
  const chosenCoupon = couponId === undefined ? undefined : coupons.find((coupon) => coupon.id === couponId);
  if (couponId !== undefined && !chosenCoupon) {
    throw new ApiFailure(CODE.invalid, `couponId: coupon ${couponId} cannot be used for these lines (not yours, used, expired or its threshold not reached)`);
  }
  const price = reckoning.withCoupon(chosenCoupon);
  return {
    lines: reckoning.lines.map((line) => settlementLineOf(line, lang)),
    gifts: reckoning.gifts.map((gift) => giftLineOf(gift, lang)),
    listAmount: toYuan(price.listAmountFen),
    promotionDiscount: toYuan(price.promotionFen),
    goodsAmount: toYuan(price.subtotalFen),
    memberDiscount: memberDiscountOf(reckoning, price),
    defaultAddress: addresses.find((address) => address.isDefault) ?? null,
    addresses,
    coupons,
    couponId: chosenCoupon?.id ?? null,
    discount: toYuan(price.couponFen),
    totalAmount: toYuan(price.totalFen),
    pricedAt: now.toISOString(),
  };
}

export type OrderInput = Omit<SubmitOrderRequest, 'userId'>;

/** What an order is stored with besides its lines: the address and invoice the customer chose, a coupon, the total they saw. */
export type OrderTerms = Omit<OrderInput, 'goods'> & { quoteId?: number };

/**
 * Stores the order inside `tx`: re-priced from the database at `now`, never from the client. When
 * the client names the total its settlement showed and the order now comes to another (a promotion
 * ended or began in between), nothing is stored: the customer settles again (docs/product.md §11.4).
 */
export async function submitOrder(
  tx: Tx,
  userId: number,
  input: OrderInput,
  now = new Date(),
): Promise<{ answer: OrderSubmitted; detail: { orderId: number } }> {
  const reckoning = await reckonOrder(tx, userId, input.goods, now, true);
  const stored = await storeOrder(tx, userId, reckoning, input, now);
  const { lines } = reckoning;
  await tx
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), or(...lines.map((line) => and(eq(cartLines.goodsId, line.goodsId), eq(cartLines.skuId, line.skuId))))));
  return stored;
}

/**
 * The one way an order is written (docs/product.md §11.2): the order with its address snapshot and
 * invoice, the coupon spent, the price columns, the lines and the first status event. Submission
 * passes the inquiry list's reckoning; accepting a quote passes the quote's (docs/product.md §11.5).
 */
export async function storeOrder(
  tx: Tx,
  userId: number,
  reckoning: Reckoning,
  input: OrderTerms,
  now: Date,
): Promise<{ answer: OrderSubmitted; detail: { orderId: number } }> {
  const address = await ownAddress(tx, userId, input.addressId, 'addressId');

  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      status: 'pending',
      listAmount: 0,
      goodsAmount: 0,
      totalAmount: 0,
      address: snapshotOf(address),
      invoiceType: input.invoiceType,
      invoiceTitle: input.invoiceType === 'none' ? '' : input.invoiceTitle,
      invoiceTaxNo: input.invoiceType === 'vat' ? input.invoiceTaxNo : '',
      remark: input.remark,
      quoteId: input.quoteId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id, createdAt: orders.createdAt });
  if (!order) throw new Error('order insert returned no row');

  const coupon = input.couponId === undefined ? null : await spendCoupon(tx, userId, input.couponId, order.id, reckoning.base.subtotalFen, now);
  const price = reckoning.withCoupon(coupon);
  if (input.expectedTotal !== undefined && toFen(input.expectedTotal) !== price.totalFen) {
    throw new ApiFailure(
      CODE.conflict,
      `expectedTotal: the order now comes to ${toYuan(price.totalFen)} CNY, not ${input.expectedTotal}: a promotion changed since settlement; settle again`,
    );
  }
  await tx
    .update(orders)
    .set({
      ...orderPriceColumns(price, memberDiscountOf(reckoning, price)),
      couponId: coupon?.id ?? null,
      couponTitleEn: coupon?.titleEn ?? null,
      couponTitleZh: coupon?.titleZh ?? null,
    })
    .where(eq(orders.id, order.id));

  await tx.insert(orderLines).values(orderLineRows(order.id, reckoning));

  const orderNo = orderNoOf(order.id, order.createdAt);
  const totalAmount = toYuan(price.totalFen);
  await orderStatusChanged(tx, { id: order.id, userId, orderNo, totalAmount }, null, 'pending');
  return {
    answer: { orderId: order.id, orderNo, totalAmount, createdAt: order.createdAt.toISOString() },
    detail: { orderId: order.id },
  };
}

function lineOf(row: LineRow, facts: ReadonlyMap<number, GoodsFacts>, lang: Lang): OrderLine {
  const item = row.goodsId === null ? undefined : facts.get(row.goodsId);
  return {
    id: row.id,
    goodsId: row.goodsId,
    skuId: row.skuId,
    itemno: row.itemno,
    title: pick(lang, row.titleEn, row.titleZh),
    skuDesc: pick(lang, row.skuDescEn, row.skuDescZh),
    listPrice: row.listPrice,
    unitPrice: row.unitPrice,
    quantity: row.quantity,
    amount: row.amount,
    discounts: row.discounts,
    gift: row.isGift,
    deliveredQuantity: row.deliveredQuantity,
    lotBatch: row.lotBatch,
    discontinued: !item?.obtainable,
    antibody: item?.antibody ?? null,
  };
}

/** What an order line reads from its goods item as it is now, not from the snapshot. */
interface GoodsFacts {
  /** On shelf and sold (docs/product.md §4); a line of any other item is discontinued. */
  obtainable: boolean;
  /** An antibody's cite line (docs/product.md §2.6): its RRID, if it has one. */
  antibody: { rrid: string | null } | null;
}

async function goodsFacts(db: Queryable, goodsIds: readonly number[]): Promise<Map<number, GoodsFacts>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select({ id: goods.id, onShelfFlag: goods.onShelfFlag, inventoryStatus: goods.inventoryStatus, categoryPath: goods.categoryPath, rrid: goods.rrid })
    .from(goods)
    .where(inArray(goods.id, [...new Set(goodsIds)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        obtainable: row.onShelfFlag && isSellable(row.inventoryStatus),
        antibody: inAntibodyTree(row.categoryPath) ? { rrid: row.rrid } : null,
      },
    ]),
  );
}

export async function linesOf(db: Queryable, orderIds: number[], lang: Lang): Promise<Map<number, OrderLine[]>> {
  const rows = orderIds.length
    ? await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(orderLines.orderId, orderLines.sort, orderLines.id)
    : [];
  const facts = await goodsFacts(
    db,
    rows.flatMap((row) => (row.goodsId === null ? [] : [row.goodsId])),
  );
  const byOrder = new Map<number, OrderLine[]>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(lineOf(row, facts, lang));
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

function summaryOf(row: OrderRow, lines: OrderLine[]): OrderSummary {
  return {
    id: row.id,
    orderNo: orderNoOf(row.id, row.createdAt),
    status: row.status,
    listAmount: row.listAmount,
    promotionDiscount: row.promotionDiscount,
    goodsAmount: row.goodsAmount,
    memberDiscount: row.memberLevel === null ? null : { level: row.memberLevel, percentOff: row.memberPercentOff ?? 0, discount: row.memberDiscount },
    discount: row.discount,
    totalAmount: row.totalAmount,
    createdAt: row.createdAt.toISOString(),
    lines,
    canCancel: canCustomerCancel(row.status),
    canDelete: canCustomerDelete(row.status),
  };
}

export function detailOf(row: OrderRow, lines: OrderLine[], lang: Lang): OrderDetail {
  return {
    ...summaryOf(row, lines),
    address: row.address,
    invoice: { type: row.invoiceType, title: row.invoiceTitle, taxNo: row.invoiceTaxNo },
    coupon: row.couponTitleEn === null ? null : { id: row.couponId, title: pick(lang, row.couponTitleEn, row.couponTitleZh) },
    remark: row.remark,
    carrier: row.carrier,
    trackingNo: row.trackingNo,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const visibleTo = (userId: number) => and(eq(orders.userId, userId), isNull(orders.deletedAt));

export async function listOrders(
  db: Db,
  userId: number,
  status: OrderStatus | undefined,
  page: number,
  limit: number,
  lang: Lang,
): Promise<{ list: OrderSummary[]; totalCount: number }> {
  const where = and(visibleTo(userId), status ? eq(orders.status, status) : undefined);
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(orders).where(where),
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
    lang,
  );
  return { list: rows.map((row) => summaryOf(row, lines.get(row.id) ?? [])), totalCount: total[0]?.n ?? 0 };
}

/** The customer's own order (not deleted), else code 3. */
async function ownOrder(db: Queryable, userId: number, id: number, lock = false): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), visibleTo(userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiFailure(CODE.notFound, `id: no order ${id}`);
  return row;
}

export async function orderDetail(db: Db, userId: number, id: number, lang: Lang): Promise<OrderDetail> {
  const row = await ownOrder(db, userId, id);
  const lines = await linesOf(db, [row.id], lang);
  return detailOf(row, lines.get(row.id) ?? [], lang);
}

/**
 * Moves an order to `to` inside `tx`, through orderStatusChanged. Callers check the move is
 * allowed (docs/product.md §11.2).
 */
export async function setStatus(tx: Tx, row: OrderRow, to: OrderStatus, now: Date): Promise<void> {
  await tx.update(orders).set({ status: to, updatedAt: now }).where(eq(orders.id, row.id));
  if (to === 'canceled') await releaseCoupon(tx, row.id);
  if (row.status !== to)
    await orderStatusChanged(tx, { id: row.id, userId: row.userId, orderNo: orderNoOf(row.id, row.createdAt), totalAmount: row.totalAmount }, row.status, to);
}

/** The customer cancels an order still pending delivery; its coupon comes back. */
export async function cancelOrder(db: Db, userId: number, id: number, now = new Date()): Promise<{ id: number; status: OrderStatus }> {
  return db.transaction(async (tx) => {
    const row = await ownOrder(tx, userId, id, true);
    if (!canCustomerCancel(row.status)) {
      throw new ApiFailure(CODE.invalid, `id: order ${orderNoOf(row.id, row.createdAt)} is ${row.status}; only an order pending delivery can be cancelled`);
    }
    await setStatus(tx, row, 'canceled', now);
    return { id: row.id, status: 'canceled' as const };
  });
}

/** Soft delete: gone from the customer's lists, kept for staff and after-sales. */
export async function deleteOrder(db: Db, userId: number, id: number, now = new Date()): Promise<{ id: number; status: OrderStatus }> {
  return db.transaction(async (tx) => {
    const row = await ownOrder(tx, userId, id, true);
    if (!canCustomerDelete(row.status)) {
      throw new ApiFailure(CODE.invalid, `id: order ${orderNoOf(row.id, row.createdAt)} is ${row.status}; only a completed or cancelled order can be deleted`);
    }
    await tx.update(orders).set({ deletedAt: now, updatedAt: now }).where(eq(orders.id, row.id));
    return { id: row.id, status: row.status };
  });
}

export async function orderCount(db: Db, userId: number): Promise<OrderCount> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).where(visibleTo(userId)).groupBy(orders.status);
  const counts: OrderCount = { all: 0, pending: 0, partial: 0, delivered: 0, completed: 0, canceled: 0 };
  for (const row of rows) {
    if (!ORDER_STATUSES.includes(row.status)) continue;
    counts[row.status] = row.n;
    counts.all += row.n;
  }
  return counts;
}

export async function logisticsOf(db: Db, userId: number, id: number, lang: Lang): Promise<Logistics> {
  const row = await ownOrder(db, userId, id);
  const events = await db.select().from(orderLogistics).where(eq(orderLogistics.orderId, row.id)).orderBy(desc(orderLogistics.at), desc(orderLogistics.id));
  return {
    orderId: row.id,
    orderNo: orderNoOf(row.id, row.createdAt),
    carrier: row.carrier,
    trackingNo: row.trackingNo,
    events: events.map((event) => ({ at: event.at.toISOString(), text: pick(lang, event.textEn, event.textZh), location: event.location })),
  };
}
