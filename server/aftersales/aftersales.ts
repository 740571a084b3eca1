/**
 * After-sales requests of a customer (docs/product.md §12.1). The quantity a line still allows is
 * its delivered quantity minus what pending, accepted and completed requests hold; a request is
 * stored in ONE transaction that locks the order's lines first, so two requests at once cannot
 * both take the same units. Another customer's order or request reads as unknown (code 3).
 */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { afterSalesEvents, afterSalesLines, afterSalesRequests, orderLines, orders } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import { pick, type Lang } from '../http/locale';
import type { Tx } from '../http/idempotency';
import { toFen, toYuan } from '../../contract/pricing';
import { fileOf, ownFiles } from '../uploads/uploads';
import { orderNoOf } from '../../contract/order-rules';
import { AFTER_SALES_STATUSES, afterSalesNoOf, HOLDING_STATUSES, type AfterSalesStatus } from '../../contract/aftersales-rules';
import type { AfterSalesCount, AfterSalesDetail, AfterSalesLine, AfterSalesSummary, AllowedQuantity, SubmitAfterSalesRequest } from '../../contract/aftersales';

type Queryable = Db | Tx;
type RequestRow = typeof afterSalesRequests.$inferSelect;

/** Orders whose goods have (at least partly) shipped: only their delivered units can be claimed. */
const CLAIMABLE_ORDER_STATUSES = ['partial', 'delivered', 'completed'] as const;

/** Units of each line held by requests still counting (pending, accepted, completed). */
async function claimedOf(db: Queryable, lineIds: readonly number[]): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select({ lineId: afterSalesLines.orderLineId, quantity: afterSalesLines.quantity })
    .from(afterSalesLines)
    .innerJoin(afterSalesRequests, eq(afterSalesRequests.id, afterSalesLines.requestId))
    .where(and(inArray(afterSalesLines.orderLineId, [...lineIds]), inArray(afterSalesRequests.status, [...HOLDING_STATUSES])));
  const claimed = new Map<number, number>();
  for (const row of rows) claimed.set(row.lineId, (claimed.get(row.lineId) ?? 0) + row.quantity);
  return claimed;
}

/** The customer's own order line with its order, else code 3. */
async function ownLine(db: Queryable, userId: number, orderLineId: number, field: string) {
  const [row] = await db
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, orderLineId), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw new ApiFailure(CODE.notFound, `${field}: no order line ${orderLineId} of yours`);
  return row;
}

/** How many units of a line an after-sales request may still claim. */
export async function allowedQuantity(db: Db, userId: number, orderLineId: number): Promise<AllowedQuantity> {
  const { line, order } = await ownLine(db, userId, orderLineId, 'orderLineId');
  const delivered = (CLAIMABLE_ORDER_STATUSES as readonly string[]).includes(order.status) ? line.deliveredQuantity : 0;
  const claimed = (await claimedOf(db, [line.id])).get(line.id) ?? 0;
  return { orderLineId: line.id, delivered, claimed, allowed: Math.max(0, delivered - claimed) };
}

/** Stores a request inside one transaction, the order's lines locked while their quantities are checked. */
export async function submitAfterSales(db: Db, userId: number, input: Omit<SubmitAfterSalesRequest, 'userId'>, now = new Date()): Promise<AfterSalesDetail> {
  // Uploads never change owner, so they are checked before the transaction takes the connection.
  const attachments = [...new Set(input.attachments)];
  if ((await ownFiles(db, userId, attachments)).length !== attachments.length) {
    throw new ApiFailure(CODE.invalid, 'attachments: every file must be one you uploaded');
  }
  const id = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, userId)))
      .limit(1)
      .for('update');
    if (!order) throw new ApiFailure(CODE.notFound, `orderId: no order ${input.orderId} of yours`);
    if (!(CLAIMABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) {
      throw new ApiFailure(
        CODE.invalid,
        `orderId: order ${orderNoOf(order.id, order.createdAt)} has not been delivered, so there is nothing to return or refund yet`,
      );
    }
    // Locking the lines serialises every request on this order: the claimed sums below cannot change under us.
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).for('update');
    const claimed = await claimedOf(
      tx,
      lines.map((line) => line.id),
    );
    input.lines.forEach((wanted, index) => {
      const line = lines.find((candidate) => candidate.id === wanted.orderLineId);
      if (!line)
        throw new ApiFailure(CODE.notFound, `lines.${index}.orderLineId: order ${orderNoOf(order.id, order.createdAt)} has no line ${wanted.orderLineId}`);
      const allowed = Math.max(0, line.deliveredQuantity - (claimed.get(line.id) ?? 0));
      if (wanted.quantity > allowed) {
        throw new ApiFailure(
          CODE.invalid,
          allowed === 0
            ? `lines.${index}.quantity: no units of ${line.itemno} are left for after-sales (delivered ${line.deliveredQuantity}, already requested ${claimed.get(line.id) ?? 0})`
            : `lines.${index}.quantity: at most ${allowed} of ${line.itemno} can be requested (delivered ${line.deliveredQuantity}, already requested ${claimed.get(line.id) ?? 0})`,
        );
      }
    });
    const [request] = await tx
      .insert(afterSalesRequests)
      .values({
        userId,
        orderId: order.id,
        type: input.type,
        reason: input.reason,
        description: input.description,
        attachments,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: afterSalesRequests.id });
    if (!request) throw new Error('after-sales insert returned no row');
    await tx.insert(afterSalesLines).values(input.lines.map((line) => ({ requestId: request.id, orderLineId: line.orderLineId, quantity: line.quantity })));
    await tx.insert(afterSalesEvents).values({ requestId: request.id, status: 'pending', note: '', at: now });
    return request.id;
  });
  const { userId: _owner, ...detail } = await afterSalesDetail(db, userId, id, 'en');
  return detail;
}

/**
 * What `quantity` units of an order line were charged, in fen: their share of the line's amount, so
 * a spend-and-reduce saving is shared by every unit and the whole line gives back exactly its amount.
 */
function shareOf(line: { amount: number; quantity: number }, quantity: number): number {
  return line.quantity === 0 ? 0 : Math.round((toFen(line.amount) * quantity) / line.quantity);
}

async function linesOf(db: Queryable, requestIds: readonly number[], lang: Lang): Promise<Map<number, AfterSalesLine[]>> {
  const byRequest = new Map<number, AfterSalesLine[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select({ requestId: afterSalesLines.requestId, quantity: afterSalesLines.quantity, line: orderLines })
    .from(afterSalesLines)
    .innerJoin(orderLines, eq(orderLines.id, afterSalesLines.orderLineId))
    .where(inArray(afterSalesLines.requestId, [...requestIds]))
    .orderBy(asc(afterSalesLines.id));
  for (const row of rows) {
    const list = byRequest.get(row.requestId) ?? [];
    list.push({
      orderLineId: row.line.id,
      goodsId: row.line.goodsId,
      itemno: row.line.itemno,
      title: pick(lang, row.line.titleEn, row.line.titleZh),
      skuDesc: pick(lang, row.line.skuDescEn, row.line.skuDescZh),
      unitPrice: toYuan(shareOf(row.line, 1)),
      quantity: row.quantity,
      amount: toYuan(shareOf(row.line, row.quantity)),
    });
    byRequest.set(row.requestId, list);
  }
  return byRequest;
}

function summaryOf(row: RequestRow, orderCreatedAt: Date, lines: AfterSalesLine[]): AfterSalesSummary {
  return {
    id: row.id,
    afterSalesNo: afterSalesNoOf(row.id, row.createdAt),
    orderId: row.orderId,
    orderNo: orderNoOf(row.orderId, orderCreatedAt),
    type: row.type,
    status: row.status,
    reason: row.reason,
    lines,
    amount: toYuan(lines.reduce((sum, line) => sum + toFen(line.amount), 0)),
    createdAt: row.createdAt.toISOString(),
    canCancel: row.status === 'pending',
  };
}

export async function listAfterSales(
  db: Db,
  query: { userId?: number | undefined; status?: AfterSalesStatus | undefined; page: number; limit: number },
  lang: Lang,
): Promise<{ list: (AfterSalesSummary & { userId: number })[]; totalCount: number }> {
  const conditions: SQL[] = [];
  if (query.userId !== undefined) conditions.push(eq(afterSalesRequests.userId, query.userId));
  if (query.status) conditions.push(eq(afterSalesRequests.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(afterSalesRequests).where(where),
    db
      .select({ request: afterSalesRequests, orderCreatedAt: orders.createdAt })
      .from(afterSalesRequests)
      .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
      .where(where)
      .orderBy(desc(afterSalesRequests.createdAt), desc(afterSalesRequests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const lines = await linesOf(
    db,
    rows.map((row) => row.request.id),
    lang,
  );
  return {
    list: rows.map((row) => ({ ...summaryOf(row.request, row.orderCreatedAt, lines.get(row.request.id) ?? []), userId: row.request.userId })),
    totalCount: total[0]?.n ?? 0,
  };
}

/** One request with its timeline; `userId` null reads any customer's (staff). */
export async function afterSalesDetail(db: Queryable, userId: number | null, id: number, lang: Lang): Promise<AfterSalesDetail & { userId: number }> {
  const [row] = await db
    .select({ request: afterSalesRequests, orderCreatedAt: orders.createdAt })
    .from(afterSalesRequests)
    .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
    .where(userId === null ? eq(afterSalesRequests.id, id) : and(eq(afterSalesRequests.id, id), eq(afterSalesRequests.userId, userId)))
    .limit(1);
  if (!row) throw new ApiFailure(CODE.notFound, `id: no after-sales request ${id}${userId === null ? '' : ' of yours'}`);
  const [lines, events, files] = await Promise.all([
    linesOf(db, [id], lang),
    db.select().from(afterSalesEvents).where(eq(afterSalesEvents.requestId, id)).orderBy(asc(afterSalesEvents.at), asc(afterSalesEvents.id)),
    ownFiles(db, row.request.userId, row.request.attachments),
  ]);
  return {
    ...summaryOf(row.request, row.orderCreatedAt, lines.get(id) ?? []),
    description: row.request.description,
    attachments: files.map(fileOf),
    staffReply: row.request.staffReply,
    updatedAt: row.request.updatedAt.toISOString(),
    timeline: events.map((event) => ({ status: event.status, note: event.note, at: event.at.toISOString() })),
    userId: row.request.userId,
  };
}

/** The customer cancels a request still pending review; its units become claimable again. */
export async function cancelAfterSales(db: Db, userId: number, id: number, now = new Date()): Promise<{ id: number; status: AfterSalesStatus }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(afterSalesRequests)
      .where(and(eq(afterSalesRequests.id, id), eq(afterSalesRequests.userId, userId)))
      .limit(1)
      .for('update');
    if (!row) throw new ApiFailure(CODE.notFound, `id: no after-sales request ${id} of yours`);
    if (row.status !== 'pending')
      throw new ApiFailure(
        CODE.invalid,
        `id: request ${afterSalesNoOf(row.id, row.createdAt)} is ${row.status}; only a request pending review can be canceled`,
      );
    await tx.update(afterSalesRequests).set({ status: 'canceled', updatedAt: now }).where(eq(afterSalesRequests.id, id));
    await tx.insert(afterSalesEvents).values({ requestId: id, status: 'canceled', note: '', at: now });
    return { id, status: 'canceled' as const };
  });
}

export async function afterSalesCount(db: Db, userId: number): Promise<AfterSalesCount> {
  const rows = await db
    .select({ status: afterSalesRequests.status, n: count() })
    .from(afterSalesRequests)
    .where(eq(afterSalesRequests.userId, userId))
    .groupBy(afterSalesRequests.status);
  const counts: AfterSalesCount = { all: 0, pending: 0, accepted: 0, rejected: 0, completed: 0, canceled: 0 };
  for (const row of rows) {
    if ((AFTER_SALES_STATUSES as readonly string[]).includes(row.status)) counts[row.status] = row.n;
    counts.all += row.n;
  }
  return counts;
}
