/**
 * The customer's account with the shop (docs/product.md §10.2): the ledger of invoices owed and
 * payments received, the balance and credit that follow from it, and invoice requests. CNY only;
 * the storefront converts for the English shop.
 */
import { and, asc, count, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../http/idempotency';
import { invoiceRequests, ledgerEntries, orders, walletAccounts } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { LedgerKind } from '../../contract/centre-constants';
import { orderNoOf } from '../../contract/order-rules';
import type { AccountInfo, InvoiceRequestRow, LedgerEntry, SubmitInvoiceRequest } from '../../contract/wallet';

/** Cents, so sums of decimals stay exact. */
const cents = (amount: number) => Math.round(amount * 100);
const yuan = (value: number) => value / 100;

export async function accountInfo(db: Db, userId: number): Promise<AccountInfo> {
  const [[account], entries] = await Promise.all([
    db.select({ creditLimit: walletAccounts.creditLimit }).from(walletAccounts).where(eq(walletAccounts.userId, userId)).limit(1),
    db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount, dueAt: ledgerEntries.dueAt })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId))
      .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.id)),
  ]);
  let invoiced = 0;
  let paid = 0;
  for (const entry of entries) {
    if (entry.kind === 'invoice') invoiced += cents(entry.amount);
    else paid += cents(entry.amount);
  }
  const owed = Math.max(0, invoiced - paid);
  const limit = cents(account?.creditLimit ?? 0);
  return {
    currency: 'CNY',
    balance: yuan(paid - invoiced),
    creditLimit: yuan(limit),
    amountOwed: yuan(owed),
    availableCredit: yuan(Math.max(0, limit - owed)),
    nextDueAt: owed > 0 ? firstUnpaidDue(entries, paid) : null,
  };
}

/** Payments settle the oldest invoices first; the first invoice they do not cover is the next one due. */
function firstUnpaidDue(entries: { kind: LedgerKind; amount: number; dueAt: Date | null }[], paid: number): string | null {
  let left = paid;
  for (const entry of entries) {
    if (entry.kind !== 'invoice') continue;
    left -= cents(entry.amount);
    if (left < 0) return entry.dueAt?.toISOString() ?? null;
  }
  return null;
}

export interface LedgerQuery {
  page: number;
  limit: number;
  kind?: LedgerKind | undefined;
  /** yyyy-mm-dd, inclusive, in the shop's time zone (UTC+8, docs/product.md §10.2). */
  from?: string | undefined;
  to?: string | undefined;
}

/** The shop books in China time: a day runs from 00:00 to 24:00 UTC+8. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);

export async function ledger(db: Db, userId: number, query: LedgerQuery): Promise<{ list: LedgerEntry[]; totalCount: number }> {
  const conditions: SQL[] = [eq(ledgerEntries.userId, userId)];
  if (query.kind) conditions.push(eq(ledgerEntries.kind, query.kind));
  if (query.from) conditions.push(gte(ledgerEntries.occurredAt, dayStart(query.from)));
  if (query.to) conditions.push(lt(ledgerEntries.occurredAt, nextDayStart(query.to)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.occurredAt), desc(ledgerEntries.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  ]);
  const list = rows.map((row): LedgerEntry => ({
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    orderNo: row.orderNo,
    documentNo: row.documentNo,
    occurredAt: row.occurredAt.toISOString(),
    dueAt: row.dueAt?.toISOString() ?? null,
  }));
  return { list, totalCount: total?.n ?? 0 };
}

const toInvoiceRow = (row: typeof invoiceRequests.$inferSelect): InvoiceRequestRow => ({
  id: row.id,
  orderNo: row.orderNo,
  amount: row.amount,
  title: row.title,
  taxNumber: row.taxNumber,
  type: row.type,
  email: row.email,
  state: row.state,
  createdAt: row.createdAt.toISOString(),
});

export async function listInvoiceRequests(db: Db, userId: number, page: number, limit: number): Promise<{ list: InvoiceRequestRow[]; totalCount: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoiceRequests)
      .where(eq(invoiceRequests.userId, userId))
      .orderBy(desc(invoiceRequests.createdAt), desc(invoiceRequests.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(invoiceRequests).where(eq(invoiceRequests.userId, userId)),
  ]);
  return { list: rows.map(toInvoiceRow), totalCount: total?.n ?? 0 };
}

/** Open requests per customer: more waiting at once is a script, not a finance office. */
const MAX_PENDING_REQUESTS = 50;

/** The id an order number names (SO + yyyymmdd + id, contract/order-rules.ts), or null. */
function orderIdOf(orderNo: string): number | null {
  const match = /^SO\d{8}(\d{6,9})$/i.exec(orderNo);
  return match ? Number(match[1]) : null;
}

/**
 * The caller's order the number names, locked until the request is stored, and what of it is
 * left to invoice in cents: what it charged (nothing once cancelled) minus the requests not rejected.
 * Another customer's number reads as no order at all.
 */
async function invoiceableOrder(tx: Tx, userId: number, orderNo: string): Promise<{ orderNo: string; leftCents: number }> {
  const id = orderIdOf(orderNo);
  const [order] =
    id === null
      ? []
      : await tx
          .select({ id: orders.id, status: orders.status, totalAmount: orders.totalAmount, createdAt: orders.createdAt })
          .from(orders)
          .where(and(eq(orders.id, id), eq(orders.userId, userId)))
          .limit(1)
          .for('update');
  if (!order || orderNoOf(order.id, order.createdAt) !== orderNo.toUpperCase())
    throw new ApiFailure(CODE.invalid, `orderNo: ${orderNo} is not one of your orders`);
  const number = orderNoOf(order.id, order.createdAt);
  const [requested] = await tx
    .select({ total: sql<string | null>`sum(${invoiceRequests.amount})` })
    .from(invoiceRequests)
    .where(and(eq(invoiceRequests.userId, userId), eq(invoiceRequests.orderNo, number), ne(invoiceRequests.state, 'rejected')));
  const charged = order.status === 'canceled' ? 0 : cents(order.totalAmount);
  return { orderNo: number, leftCents: Math.max(0, charged - cents(Number(requested?.total ?? 0))) };
}

/**
 * An invoice for an amount of one of the caller's own orders, up to what of it is not yet invoiced
 * (docs/product.md §10.2): 3 'orderNo: …' for a number that is not theirs, 400 'amount: at most … CNY …'
 * for more than is left.
 */
export async function submitInvoiceRequest(
  db: Db,
  userId: number,
  request: Omit<SubmitInvoiceRequest, 'userId'>,
  now = new Date(),
): Promise<InvoiceRequestRow> {
  const pending = await db.$count(invoiceRequests, and(eq(invoiceRequests.userId, userId), eq(invoiceRequests.state, 'pending')));
  if (pending >= MAX_PENDING_REQUESTS) throw new ApiFailure(CODE.rateLimited, `orderNo: at most ${MAX_PENDING_REQUESTS} invoice requests may wait at once`);
  return db.transaction(async (tx) => {
    const { orderNo, leftCents } = await invoiceableOrder(tx, userId, request.orderNo);
    if (cents(request.amount) > leftCents) {
      const left = (leftCents / 100).toFixed(2);
      throw new ApiFailure(
        CODE.invalid,
        leftCents === 0
          ? `amount: nothing of order ${orderNo} is left to invoice (at most 0.00 CNY)`
          : `amount: at most ${left} CNY of order ${orderNo} is left to invoice`,
      );
    }
    const [row] = await tx
      .insert(invoiceRequests)
      .values({ userId, ...request, orderNo, state: 'pending', createdAt: now })
      .returning();
    if (!row) throw new Error('invoice request not stored');
    return toInvoiceRow(row);
  });
}

/** Withdraws a pending request; another customer's id, or one already issued, is refused. */
export async function cancelInvoiceRequest(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ state: invoiceRequests.state })
    .from(invoiceRequests)
    .where(and(eq(invoiceRequests.id, id), eq(invoiceRequests.userId, userId)))
    .limit(1);
  if (!row) throw new ApiFailure(CODE.notFound, `id: no invoice request ${id}`);
  if (row.state !== 'pending') throw new ApiFailure(CODE.conflict, `id: invoice request ${id} is ${row.state} and can no longer be withdrawn`);
  await db.delete(invoiceRequests).where(and(eq(invoiceRequests.id, id), eq(invoiceRequests.userId, userId), eq(invoiceRequests.state, 'pending')));
}

/** Completed spending for the customer level (docs/product.md §10.4): payments received, CNY. */
export async function completedSpending(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'payment')));
  return Number(row?.total ?? 0);
}
