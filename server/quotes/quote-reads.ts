/**
 * Quotes as the buyer and the sales team read them (docs/product.md §11.5): a quote with its lines,
 * its derived state (expired past validUntil) and whether each line's goods can still be ordered.
 * Only the inquiry's customer sees a quote: the account that sent the inquiry, or, for a guest
 * inquiry, the account whose email it was sent from. Anyone else reads it as unknown (code 3).
 */
import type { LatestQuote } from '../../contract/inquiry-rules';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, inquiries, orders, quoteLines, quotes, users } from '../db/schema';
import type { Tx } from '../http/idempotency';
import { ApiFailure, CODE } from '../http/envelope';
import { pick, type Lang } from '../http/locale';
import { isSellable } from '../orders/not-sold';
import { orderNoOf } from '../../contract/order-rules';
import { toFen, toYuan } from '../../contract/pricing';
import { quoteState, quoteTotalFen } from '../../contract/quote-rules';
import type { Quote } from '../../contract/quotes';

type Queryable = Db | Tx;
export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;

/** Whether each goods item is on shelf and sold (docs/product.md §4), by id. */
export async function obtainableGoods(db: Queryable, goodsIds: readonly number[]): Promise<Map<number, boolean>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select({ id: goods.id, onShelfFlag: goods.onShelfFlag, inventoryStatus: goods.inventoryStatus })
    .from(goods)
    .where(inArray(goods.id, [...new Set(goodsIds)]));
  return new Map(rows.map((row) => [row.id, row.onShelfFlag && isSellable(row.inventoryStatus)]));
}

export async function linesOfQuotes(db: Queryable, quoteIds: readonly number[]): Promise<Map<number, QuoteLineRow[]>> {
  const rows = quoteIds.length
    ? await db
        .select()
        .from(quoteLines)
        .where(inArray(quoteLines.quoteId, [...quoteIds]))
        .orderBy(quoteLines.quoteId, quoteLines.sort, quoteLines.id)
    : [];
  const byQuote = new Map<number, QuoteLineRow[]>();
  for (const row of rows) byQuote.set(row.quoteId, [...(byQuote.get(row.quoteId) ?? []), row]);
  return byQuote;
}

/** The quote as the contract answers it, in `lang`, its state at `now`. */
export async function quoteViews(db: Queryable, rows: readonly QuoteRow[], lang: Lang, now: Date): Promise<Quote[]> {
  const lines = await linesOfQuotes(
    db,
    rows.map((row) => row.id),
  );
  const all = [...lines.values()].flat();
  const obtainable = await obtainableGoods(
    db,
    all.map((line) => line.goodsId),
  );
  const orderIds = rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId]));
  const orderRows = orderIds.length ? await db.select({ id: orders.id, createdAt: orders.createdAt }).from(orders).where(inArray(orders.id, orderIds)) : [];
  const orderNos = new Map(orderRows.map((row) => [row.id, orderNoOf(row.id, row.createdAt)]));
  return rows.map((row): Quote => {
    const own = lines.get(row.id) ?? [];
    return {
      id: row.id,
      inquiryId: row.inquiryId,
      state: quoteState(row.status, row.validUntil, now),
      validUntil: row.validUntil.toISOString(),
      note: row.note,
      staffName: row.staffName,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      orderId: row.orderId,
      orderNo: row.orderId === null ? null : (orderNos.get(row.orderId) ?? null),
      totalAmount: toYuan(quoteTotalFen(own.map((line) => ({ unitFen: toFen(line.unitPrice), quantity: line.quantity })))),
      lines: own.map((line) => ({
        goodsId: line.goodsId,
        skuId: line.skuId,
        itemno: line.itemno,
        title: pick(lang, line.titleEn, line.titleZh),
        skuDesc: pick(lang, line.skuDescEn, line.skuDescZh),
        quantity: line.quantity,
        listPrice: line.listPrice,
        unitPrice: line.unitPrice,
        amount: toYuan(toFen(line.unitPrice) * line.quantity),
        leadTimeMinDays: line.leadTimeMinDays,
        leadTimeMaxDays: line.leadTimeMaxDays,
        obtainable: obtainable.get(line.goodsId) ?? false,
      })),
    };
  });
}

/**
 * The customer's own quote, else code 3; `lock` (inside the accept or decline transaction) locks
 * the quote row, so parallel decisions on one quote take turns.
 */
export async function ownQuote(db: Queryable, userId: number, id: number, lock = false): Promise<QuoteRow> {
  const query = db
    .select({ quote: quotes })
    .from(quotes)
    .innerJoin(inquiries, eq(inquiries.id, quotes.inquiryId))
    .leftJoin(users, eq(users.id, userId))
    .where(and(eq(quotes.id, id), or(eq(inquiries.userId, userId), and(isNull(inquiries.userId), sql`lower(${inquiries.email}) = lower(${users.email})`))))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: quotes }) : await query;
  if (!row) throw new ApiFailure(CODE.notFound, `id: no quote ${id}`);
  return row.quote;
}

export async function quoteDetail(db: Db, userId: number, id: number, lang: Lang, now = new Date()): Promise<Quote> {
  const row = await ownQuote(db, userId, id);
  const [view] = await quoteViews(db, [row], lang, now);
  if (!view) throw new Error('quote view missing');
  return view;
}

/** An inquiry's quotes, newest first, for the sales team (English). */
export async function quotesOfInquiry(db: Db, inquiryId: number, now = new Date()): Promise<Quote[]> {
  const [inquiry] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, inquiryId));
  if (!inquiry) throw new ApiFailure(CODE.notFound, `inquiryId: no inquiry ${inquiryId}`);
  const rows = await db.select().from(quotes).where(eq(quotes.inquiryId, inquiryId)).orderBy(desc(quotes.createdAt), desc(quotes.id));
  return quoteViews(db, rows, 'en', now);
}

/**
 * The newest quote of each inquiry that has one, with its state at `now`: the buyer's inquiry list
 * (/my-inquiries) shows the inquiry's state from it and links the quote (docs/product.md §2.13).
 */
export async function latestQuotesOf(db: Queryable, inquiryIds: readonly number[], now = new Date()): Promise<Map<number, LatestQuote>> {
  const latest = new Map<number, LatestQuote>();
  if (inquiryIds.length === 0) return latest;
  const rows = await db
    .selectDistinctOn([quotes.inquiryId], { id: quotes.id, inquiryId: quotes.inquiryId, status: quotes.status, validUntil: quotes.validUntil })
    .from(quotes)
    .where(inArray(quotes.inquiryId, [...new Set(inquiryIds)]))
    .orderBy(quotes.inquiryId, desc(quotes.createdAt), desc(quotes.id));
  for (const row of rows) latest.set(row.inquiryId, { id: row.id, state: quoteState(row.status, row.validUntil, now) });
  return latest;
}
