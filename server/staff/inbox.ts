/**
 * The console's inbox and inquiry view (docs/product.md §6.1). Order: open inquiries first, oldest
 * first (so the overdue, past their reply-by time, lead, then those due soonest), then answered and
 * closed ones, newest first. Without a search, the totals are one row (inquiry_counts, kept by
 * triggers) and each state's page walks its own partial index on created_at; a search is one query
 * over the trigram matches. So a page costs about the same on 100,000 inquiries as on 100
 * (docs/benchmarks.md, bench:inbox).
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { countries, inquiries, inquiryCounts, inquiryGoods, inquiryMessages } from '../db/schema';
import { replyByOf } from '../inquiries/inquiries';
import { toStaffInquiry } from '../inquiries/inquiries-staff';
import type { ConsoleInquiry, InboxRequest, InboxRow, InboxState } from '../../contract/staff';

type InquiryRow = typeof inquiries.$inferSelect;
type Inbox = { list: InboxRow[]; totalCount: number };

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

const oldestFirst = [asc(inquiries.createdAt), asc(inquiries.id)];
const newestFirst = [desc(inquiries.createdAt), desc(inquiries.id)];

/** The inbox's totals by state, from the trigger-kept row (migration 0021). */
async function stateTotals(db: Db): Promise<Record<InboxState, number>> {
  const [row] = await db.select().from(inquiryCounts).where(eq(inquiryCounts.id, 1));
  return { open: row?.open ?? 0, answered: row?.answered ?? 0, closed: row?.closed ?? 0 };
}

function selectPage(db: Db, where: SQL, order: SQL[], take: number, skip: number): Promise<InquiryRow[]> {
  if (take <= 0) return Promise.resolve([]);
  return db
    .select()
    .from(inquiries)
    .where(where)
    .orderBy(...order)
    .limit(take)
    .offset(skip);
}

/** Without a search: all states (the open part, then the rest, paged across the seam) or one. */
async function browsedInbox(db: Db, { page, limit, state }: InboxRequest, now: Date): Promise<Inbox> {
  const offset = (page - 1) * limit;
  const totals = await stateTotals(db);
  if (state) {
    const rows = await selectPage(db, STATE_CONDITION[state], state === 'open' ? oldestFirst : newestFirst, limit, offset);
    return { totalCount: totals[state], list: await rowsOf(db, rows, now) };
  }
  const openTake = Math.max(0, Math.min(limit, totals.open - offset));
  const [openRows, doneRows] = await Promise.all([
    selectPage(db, isOpen, oldestFirst, openTake, offset),
    selectPage(db, isDone, newestFirst, limit - openTake, Math.max(0, offset - totals.open)),
  ]);
  return { totalCount: totals.open + totals.answered + totals.closed, list: await rowsOf(db, [...openRows, ...doneRows], now) };
}

/**
 * A search of the customer's name, company or email, or a Cat. No. of the goods asked about, both
 * on trigram indexes: one id set (an OR of the two would make the planner read every inquiry),
 * then one query pages it in inbox order and counts it with a window.
 */
async function searchedInbox(db: Db, { page, limit, state, search }: InboxRequest & { search: string }, now: Date): Promise<Inbox> {
  const pattern = containing(search);
  const matched = db.$with('matched').as(
    union(
      db
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(sql`lower(${inquiries.name} || ' ' || ${inquiries.company} || ' ' || ${inquiries.email}) LIKE ${pattern}`),
      db
        .select({ id: inquiryGoods.inquiryId })
        .from(inquiryGoods)
        .where(sql`lower(${inquiryGoods.itemno}) LIKE ${pattern}`),
    ),
  );
  const where = and(inArray(inquiries.id, db.select({ id: matched.id }).from(matched)), state ? STATE_CONDITION[state] : undefined);
  const rows = await db
    .with(matched)
    .select({ inquiry: inquiries, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(inquiries)
    .where(where)
    .orderBy(
      sql`(${isOpen}) DESC`,
      sql`CASE WHEN ${isOpen} THEN ${inquiries.createdAt} END ASC`,
      sql`CASE WHEN ${isOpen} THEN ${inquiries.id} END ASC`,
      ...newestFirst,
    )
    .limit(limit)
    .offset((page - 1) * limit);
  // A page past the end has no row to carry the window's count.
  const totalCount = rows[0]?.total ?? (page > 1 ? ((await db.with(matched).select({ n: count() }).from(inquiries).where(where))[0]?.n ?? 0) : 0);
  return {
    totalCount,
    list: await rowsOf(
      db,
      rows.map((row) => row.inquiry),
      now,
    ),
  };
}

export function listInbox(db: Db, request: InboxRequest, now = new Date()): Promise<Inbox> {
  return request.search ? searchedInbox(db, { ...request, search: request.search }, now) : browsedInbox(db, request, now);
}

/** The same customer's other inquiries shown beside one: by account when logged in, else by email. */
const HISTORY_LIMIT = 20;

/** Without its quotes and draft: those are the quotes modules' reads (server/quotes), added by the route. */
export async function consoleInquiry(db: Db, id: number, now = new Date()): Promise<Omit<ConsoleInquiry, 'quotes' | 'draft'> | null> {
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
      ...toStaffInquiry(
        inquiry,
        countryName,
        goods.map(({ inquiryId: _inquiryId, ...line }) => line),
      ),
      closedAt: inquiry.closedAt?.toISOString() ?? null,
      state: stateOf(inquiry),
      overdue: isOverdue(inquiry, now),
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
