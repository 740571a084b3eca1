/**
 * The console's inbox and inquiry view (docs/product.md §6.1). Order: open inquiries first, oldest
 * first (so the overdue, past their reply-by time, lead, then those due soonest), then answered and
 * closed ones, newest first. Each part walks its own partial index on created_at, so a page costs
 * the same on 100,000 inquiries as on 100 (docs/benchmarks.md, bench:inbox).
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, inquiries, inquiryGoods, inquiryMessages } from '../db/schema';
import { replyByOf } from '../inquiries/inquiries';
import type { ConsoleInquiry, InboxRequest, InboxRow, InboxState } from '../../contract/staff';

type InquiryRow = typeof inquiries.$inferSelect;

const isOpen = sql`${inquiries.answeredAt} IS NULL AND ${inquiries.closedAt} IS NULL`;
const isDone = sql`(${inquiries.answeredAt} IS NOT NULL OR ${inquiries.closedAt} IS NOT NULL)`;
const STATE_CONDITION: Record<InboxState, SQL> = {
  open: isOpen,
  answered: sql`${inquiries.answeredAt} IS NOT NULL AND ${inquiries.closedAt} IS NULL`,
  closed: sql`${inquiries.closedAt} IS NOT NULL`,
};

function stateOf(row: Pick<InquiryRow, 'answeredAt' | 'closedAt'>): InboxState {
  if (row.closedAt) return 'closed';
  return row.answeredAt ? 'answered' : 'open';
}

/** Unanswered, not closed and past its reply-by time (docs/product.md §5: 24 hours). */
const isOverdue = (row: Pick<InquiryRow, 'answeredAt' | 'closedAt' | 'createdAt'>, now: Date): boolean =>
  stateOf(row) === 'open' && replyByOf(row.createdAt).getTime() < now.getTime();

/** `%term%` for LIKE, with the term's own % _ \ taken literally. */
const containing = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The customer's name, company or email, or a Cat. No. of the goods asked about; both on trigram indexes. */
function searchCondition(term: string): SQL {
  const pattern = containing(term);
  // One id set from both trigram indexes: an OR of the two would make the planner read every inquiry.
  return inArray(
    inquiries.id,
    sql`(SELECT i.id FROM ${inquiries} i WHERE lower(i.name || ' ' || i.company || ' ' || i.email) LIKE ${pattern}
         UNION SELECT g.inquiry_id FROM ${inquiryGoods} g WHERE lower(g.itemno) LIKE ${pattern})`,
  );
}

async function itemnosOf(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (!ids.length) return map;
  const rows = await db
    .select({ inquiryId: inquiryGoods.inquiryId, itemno: inquiryGoods.itemno })
    .from(inquiryGoods)
    .where(inArray(inquiryGoods.inquiryId, ids))
    .orderBy(inquiryGoods.inquiryId, inquiryGoods.goodsId, inquiryGoods.skuId);
  for (const { inquiryId, itemno } of rows) map.set(inquiryId, [...(map.get(inquiryId) ?? []), itemno]);
  return map;
}

function toRow(row: InquiryRow, itemnos: string[], now: Date): InboxRow {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    replyBy: replyByOf(row.createdAt).toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    state: stateOf(row),
    overdue: isOverdue(row, now),
    itemnos,
  };
}

async function rowsOf(db: Db, rows: InquiryRow[], now: Date): Promise<InboxRow[]> {
  const itemnos = await itemnosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRow(row, itemnos.get(row.id) ?? [], now));
}

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inquiries).where(where);
  return row?.n ?? 0;
}

const oldestFirst = [asc(inquiries.createdAt), asc(inquiries.id)];
const newestFirst = [desc(inquiries.createdAt), desc(inquiries.id)];

export async function listInbox(db: Db, { page, limit, state, search }: InboxRequest, now = new Date()): Promise<{ list: InboxRow[]; totalCount: number }> {
  const matching = search ? searchCondition(search) : undefined;
  const offset = (page - 1) * limit;
  const select = (where: SQL | undefined, order: SQL[], take: number, skip: number) =>
    take > 0
      ? db
          .select()
          .from(inquiries)
          .where(where)
          .orderBy(...order)
          .limit(take)
          .offset(skip)
      : Promise.resolve([]);

  if (state) {
    const where = and(STATE_CONDITION[state], matching);
    const [totalCount, rows] = await Promise.all([countWhere(db, where), select(where, state === 'open' ? oldestFirst : newestFirst, limit, offset)]);
    return { totalCount, list: await rowsOf(db, rows, now) };
  }
  // All states: the open part, then the rest, paged across the seam.
  const [openCount, doneCount] = await Promise.all([countWhere(db, and(isOpen, matching)), countWhere(db, and(isDone, matching))]);
  const openTake = Math.max(0, Math.min(limit, openCount - offset));
  const [openRows, doneRows] = await Promise.all([
    select(and(isOpen, matching), oldestFirst, openTake, offset),
    select(and(isDone, matching), newestFirst, limit - openTake, Math.max(0, offset - openCount)),
  ]);
  return { totalCount: openCount + doneCount, list: await rowsOf(db, [...openRows, ...doneRows], now) };
}

/** The same customer's other inquiries shown beside one: by account when logged in, else by email. */
const HISTORY_LIMIT = 20;

/** Without its quotes: those are the quotes module's read (server/quotes/quote-reads.ts), added by the route. */
export async function consoleInquiry(db: Db, id: number, now = new Date()): Promise<Omit<ConsoleInquiry, 'quotes'> | null> {
  const [found] = await db
    .select({ inquiry: inquiries, countryName: countries.enName })
    .from(inquiries)
    .leftJoin(countries, eq(countries.code, inquiries.country))
    .where(eq(inquiries.id, id));
  if (!found) return null;
  const { inquiry, countryName } = found;
  const sameCustomer = inquiry.userId ? eq(inquiries.userId, inquiry.userId) : sql`lower(${inquiries.email}) = lower(${inquiry.email})`;
  const [goods, thread, history] = await Promise.all([
    db.select().from(inquiryGoods).where(eq(inquiryGoods.inquiryId, id)).orderBy(inquiryGoods.goodsId, inquiryGoods.skuId),
    db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, id)).orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id)),
    db
      .select()
      .from(inquiries)
      .where(and(sameCustomer, ne(inquiries.id, id)))
      .orderBy(...newestFirst)
      .limit(HISTORY_LIMIT),
  ]);
  return {
    inquiry: {
      id: inquiry.id,
      source: inquiry.source,
      name: inquiry.name,
      company: inquiry.company,
      country: inquiry.country,
      countryName,
      email: inquiry.email,
      phone: inquiry.phone,
      message: inquiry.message,
      tm: inquiry.tm,
      userId: inquiry.userId,
      locale: inquiry.locale,
      clientAddress: inquiry.clientAddress,
      createdAt: inquiry.createdAt.toISOString(),
      replyBy: replyByOf(inquiry.createdAt).toISOString(),
      answeredAt: inquiry.answeredAt?.toISOString() ?? null,
      closedAt: inquiry.closedAt?.toISOString() ?? null,
      state: stateOf(inquiry),
      overdue: isOverdue(inquiry, now),
      goods: goods.map(({ inquiryId: _inquiryId, ...line }) => line),
    },
    thread: thread.map((message) => ({
      id: message.id,
      author: message.author,
      authorName: message.authorName,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    })),
    history: await rowsOf(db, history, now),
  };
}
