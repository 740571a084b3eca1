/**
 * What staff do with orders (docs/product.md §11.2): deliver lines in part or in full with their
 * lot and tracking, complete, cancel, add logistics events. Every status change goes through
 * setStatus → orderStatusChanged, and only the moves of ORDER_TRANSITIONS are made.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderLines, orderLogistics, orders } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { Tx } from '../http/idempotency';
import { detailOf, linesOf, setStatus } from './orders';
import { orderNoOf, ORDER_TRANSITIONS, type OrderStatus } from '../../contract/order-rules';
import type { DeliverOrderRequest, OrderDetail } from '../../contract/orders';

type OrderRow = typeof orders.$inferSelect;
type StaffOrder = OrderDetail & { userId: number; deleted: boolean };

async function lockedOrder(tx: Tx, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
  if (!row) throw new ApiFailure(CODE.notFound, `id: no order ${id}`);
  return row;
}

function checkMove(row: OrderRow, to: OrderStatus): void {
  if (!ORDER_TRANSITIONS[row.status].includes(to)) {
    throw new ApiFailure(CODE.invalid, `id: order ${orderNoOf(row.id, row.createdAt)} is ${row.status} and cannot become ${to}`);
  }
}

async function staffOrder(db: Db | Tx, row: OrderRow): Promise<StaffOrder> {
  const lines = await linesOf(db, [row.id], 'en');
  return { ...detailOf(row, lines.get(row.id) ?? [], 'en'), userId: row.userId, deleted: row.deletedAt !== null };
}

async function reread(tx: Tx, id: number): Promise<StaffOrder> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) throw new ApiFailure(CODE.notFound, `id: no order ${id}`);
  return staffOrder(tx, row);
}

export async function listStaffOrders(
  db: Db,
  query: { page: number; limit: number; status?: OrderStatus | undefined; userId?: number | undefined },
): Promise<{ list: StaffOrder[]; totalCount: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.userId) conditions.push(eq(orders.userId, query.userId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(orders).where(where),
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
    'en',
  );
  return {
    list: rows.map((row) => ({ ...detailOf(row, lines.get(row.id) ?? [], 'en'), userId: row.userId, deleted: row.deletedAt !== null })),
    totalCount: total[0]?.n ?? 0,
  };
}

/**
 * Ships lines: each named line by its quantity with its lot, or (no lines named) everything still
 * owed with `lotBatch`. The order becomes delivered once every line is in full, else partial.
 */
export async function deliverOrder(db: Db, request: DeliverOrderRequest, now = new Date()): Promise<StaffOrder> {
  return db.transaction(async (tx) => {
    const row = await lockedOrder(tx, request.id);
    if (row.status !== 'pending' && row.status !== 'partial') checkMove(row, 'delivered');
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(orderLines.sort, orderLines.id);

    let shipments = request.lines;
    if (shipments.length === 0) {
      if (!request.lotBatch) throw new ApiFailure(CODE.invalid, 'lotBatch: a lot number is required when every line ships at once');
      const lotBatch = request.lotBatch;
      shipments = lines
        .filter((line) => line.deliveredQuantity < line.quantity)
        .map((line) => ({ lineId: line.id, quantity: line.quantity - line.deliveredQuantity, lotBatch }));
    }
    const delivered = new Map(lines.map((line) => [line.id, line.deliveredQuantity]));
    shipments.forEach((shipment, index) => {
      const line = lines.find((candidate) => candidate.id === shipment.lineId);
      if (!line) throw new ApiFailure(CODE.notFound, `lines.${index}.lineId: order ${request.id} has no line ${shipment.lineId}`);
      const done = delivered.get(line.id) ?? 0;
      if (done + shipment.quantity > line.quantity) {
        throw new ApiFailure(CODE.invalid, `lines.${index}.quantity: at most ${line.quantity - done} of line ${line.id} (${line.itemno}) are left to deliver`);
      }
      delivered.set(line.id, done + shipment.quantity);
    });
    for (const shipment of shipments) {
      await tx
        .update(orderLines)
        .set({ deliveredQuantity: delivered.get(shipment.lineId) ?? 0, lotBatch: shipment.lotBatch })
        .where(eq(orderLines.id, shipment.lineId));
    }

    const complete = lines.every((line) => (delivered.get(line.id) ?? 0) >= line.quantity);
    const to: OrderStatus = complete ? 'delivered' : 'partial';
    checkMove(row, to);
    await tx
      .update(orders)
      .set({ carrier: request.carrier ?? row.carrier, trackingNo: request.trackingNo ?? row.trackingNo })
      .where(eq(orders.id, row.id));
    await tx.insert(orderLogistics).values({
      orderId: row.id,
      at: now,
      textEn: request.note ?? (complete ? 'Shipped: all goods dispatched' : 'Shipped: part of the goods dispatched'),
      textZh: request.note ?? (complete ? '已发货：全部商品已发出' : '已发货：部分商品已发出'),
      location: '',
    });
    await setStatus(tx, row, to, now);
    return reread(tx, row.id);
  });
}

/** Completes a delivered order, or cancels one still pending delivery (its coupon comes back). */
export async function moveOrder(db: Db, id: number, to: 'completed' | 'canceled', now = new Date()): Promise<StaffOrder> {
  return db.transaction(async (tx) => {
    const row = await lockedOrder(tx, id);
    checkMove(row, to);
    await setStatus(tx, row, to, now);
    return reread(tx, row.id);
  });
}

export async function addLogisticsEvent(
  db: Db,
  event: { id: number; text: string; textZh?: string | undefined; location: string },
  now = new Date(),
): Promise<StaffOrder> {
  return db.transaction(async (tx) => {
    const row = await lockedOrder(tx, event.id);
    await tx.insert(orderLogistics).values({ orderId: row.id, at: now, textEn: event.text, textZh: event.textZh || event.text, location: event.location });
    return reread(tx, row.id);
  });
}
