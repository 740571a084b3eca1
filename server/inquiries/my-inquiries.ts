/**
 * The buyer's own inquiries (/my-inquiries, docs/product.md §2.13): listed newest first with their
 * goods, state and reply clock; one with its thread; a follow-up question; closing it. Another
 * customer's inquiry answers 3 exactly like an unknown one, so ids reveal nothing.
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inquiries, inquiryGoods, inquiryMessages } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import { inquiryState, replyClock } from '../../contract/inquiry-rules';
import type { InquiryGoodsLine, InquiryThreadMessage, MyInquiry, MyInquiryDetail } from '../../contract/inquiries';
import { latestQuotesOf } from '../quotes/quote-reads';

type InquiryRow = typeof inquiries.$inferSelect;

/** The goods lines of these inquiries, by inquiry, in a stable order. */
export async function goodsLinesOf(db: Db, ids: readonly number[]): Promise<Map<number, InquiryGoodsLine[]>> {
  const rows = ids.length
    ? await db
        .select()
        .from(inquiryGoods)
        .where(inArray(inquiryGoods.inquiryId, [...ids]))
        .orderBy(inquiryGoods.inquiryId, inquiryGoods.goodsId, inquiryGoods.skuId)
    : [];
  const goodsOf = new Map<number, InquiryGoodsLine[]>();
  for (const { inquiryId, ...line } of rows) goodsOf.set(inquiryId, [...(goodsOf.get(inquiryId) ?? []), line]);
  return goodsOf;
}

async function messageCountsOf(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ inquiryId: inquiryMessages.inquiryId, n: count() })
    .from(inquiryMessages)
    .where(inArray(inquiryMessages.inquiryId, [...ids]))
    .groupBy(inquiryMessages.inquiryId);
  return new Map(rows.map((row) => [row.inquiryId, row.n]));
}

/** Each inquiry as its buyer's list shows it, judged at `now`. */
async function asMyInquiries(db: Db, rows: readonly InquiryRow[], now: Date): Promise<MyInquiry[]> {
  const ids = rows.map((row) => row.id);
  const [goodsOf, countsOf, quotesOf] = await Promise.all([goodsLinesOf(db, ids), messageCountsOf(db, ids), latestQuotesOf(db, ids, now)]);
  return rows.map((row) => {
    const clock = replyClock(row, now);
    return {
      id: row.id,
      source: row.source,
      state: inquiryState({ answeredAt: row.answeredAt, closedAt: row.closedAt, latestQuote: quotesOf.get(row.id) ?? null }),
      quoteId: quotesOf.get(row.id)?.id ?? null,
      createdAt: row.createdAt.toISOString(),
      replyBy: clock.replyBy.toISOString(),
      overdue: clock.overdue,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      closedAt: row.closedAt?.toISOString() ?? null,
      messageCount: countsOf.get(row.id) ?? 0,
      goods: goodsOf.get(row.id) ?? [],
    };
  });
}

export async function listMyInquiries(
  db: Db,
  customerId: number,
  { page, limit }: { page: number; limit: number },
  now = new Date(),
): Promise<{ list: MyInquiry[]; totalCount: number }> {
  const mine = eq(inquiries.userId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(mine)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(inquiries).where(mine),
  ]);
  return { list: await asMyInquiries(db, rows, now), totalCount: total?.n ?? 0 };
}

async function ownInquiry(db: Db, customerId: number, id: number): Promise<InquiryRow> {
  const [row] = await db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.id, id), eq(inquiries.userId, customerId)))
    .limit(1);
  if (!row) throw new ApiFailure(CODE.notFound, `id: no inquiry ${id}`);
  return row;
}

export async function myInquiryDetail(db: Db, customerId: number, id: number, now = new Date()): Promise<MyInquiryDetail> {
  const row = await ownInquiry(db, customerId, id);
  const [[inquiry], thread] = await Promise.all([
    asMyInquiries(db, [row], now),
    db
      .select({
        id: inquiryMessages.id,
        author: inquiryMessages.author,
        authorName: inquiryMessages.authorName,
        body: inquiryMessages.body,
        createdAt: inquiryMessages.createdAt,
      })
      .from(inquiryMessages)
      .where(eq(inquiryMessages.inquiryId, id))
      .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id)),
  ]);
  if (!inquiry) throw new Error(`inquiry ${id} read but not shaped`);
  return {
    ...inquiry,
    message: row.message,
    thread: thread.map((message): InquiryThreadMessage => ({
      ...message,
      // The buyer's own messages carry no name: the page says "you".
      authorName: message.author === 'staff' ? message.authorName : null,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

/**
 * A follow-up question joins the thread; `asked` is false for a retry. A closed inquiry takes none (the buyer sends a new
 * inquiry instead), and the same question again right after itself is a retry, kept once.
 */
export async function askFollowUp(
  db: Db,
  customerId: number,
  id: number,
  body: string,
  now = new Date(),
): Promise<{ inquiry: MyInquiryDetail; asked: boolean }> {
  const asked = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ closedAt: inquiries.closedAt })
      .from(inquiries)
      .where(and(eq(inquiries.id, id), eq(inquiries.userId, customerId)))
      .for('update');
    if (!row) throw new ApiFailure(CODE.notFound, `id: no inquiry ${id}`);
    if (row.closedAt) throw new ApiFailure(CODE.invalid, 'id: this inquiry is closed; send a new inquiry instead');
    const [latest] = await tx
      .select({ author: inquiryMessages.author, body: inquiryMessages.body })
      .from(inquiryMessages)
      .where(eq(inquiryMessages.inquiryId, id))
      .orderBy(desc(inquiryMessages.createdAt), desc(inquiryMessages.id))
      .limit(1);
    if (latest?.author === 'customer' && latest.body === body) return false;
    await tx.insert(inquiryMessages).values({ inquiryId: id, author: 'customer', body, createdAt: now });
    return true;
  });
  return { inquiry: await myInquiryDetail(db, customerId, id, now), asked };
}

/** Closes the buyer's inquiry: nothing more is expected on it. Closing it again keeps the first closedAt. */
export async function closeMyInquiry(db: Db, customerId: number, id: number, now = new Date()): Promise<MyInquiryDetail> {
  const row = await ownInquiry(db, customerId, id);
  if (!row.closedAt) {
    await db
      .update(inquiries)
      .set({ closedAt: now })
      .where(and(eq(inquiries.id, id), eq(inquiries.userId, customerId)));
  }
  return myInquiryDetail(db, customerId, id, now);
}
