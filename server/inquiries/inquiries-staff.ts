/**
 * Inquiries as the sales team reads them (`GET /staff/inquiries`, `npm run inquiries`): newest
 * first, with their goods and the 24-hour reply deadline, and marking one answered.
 */
import { and, count, desc, eq, gte, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, inquiries, inquiryMessages } from '../db/schema';
import { replyByOf } from './inquiries';
import { goodsLinesOf } from './my-inquiries';
import { createCustomerMessage } from '../messages/create-message';
import { inquiryAnswerMessage } from '../messages/message-texts';
import type { StaffInquiry } from '../../contract/inquiries';
export type { StaffInquiry } from '../../contract/inquiries';

export interface StaffQuery {
  limit: number;
  offset: number;
  /** Only inquiries not yet marked answered. */
  open: boolean;
  /** Only inquiries received at or after this moment. */
  since?: Date | undefined;
}

export async function listInquiries(db: Db, query: StaffQuery): Promise<{ list: StaffInquiry[]; totalCount: number }> {
  const conditions: SQL[] = [];
  if (query.open) conditions.push(isNull(inquiries.answeredAt));
  if (query.since) conditions.push(gte(inquiries.createdAt, query.since));
  const where = conditions.length ? and(...conditions) : undefined;

  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(inquiries).where(where),
    db
      .select({ inquiry: inquiries, countryName: countries.enName })
      .from(inquiries)
      .leftJoin(countries, eq(countries.code, inquiries.country))
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);

  const goodsOf = await goodsLinesOf(
    db,
    rows.map((row) => row.inquiry.id),
  );

  const list = rows.map(({ inquiry, countryName }) => toStaffInquiry(inquiry, countryName, goodsOf.get(inquiry.id) ?? []));
  return { list, totalCount: total[0]?.n ?? 0 };
}

/** A stored inquiry as the sales team reads it: the command line's list and the console's inquiry page. */
export function toStaffInquiry(inquiry: typeof inquiries.$inferSelect, countryName: string | null, goods: StaffInquiry['goods']): StaffInquiry {
  return {
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
    goods,
  };
}

/** Who replies: a staff member of the console, or the team as a whole (the command line and STAFF_TOKEN). */
export type Replier = { staffId: number; name: string } | null;

/**
 * Answers an inquiry: a reply, when given, joins its thread (docs/product.md §5) under the
 * replier's name, and the first answer sets answeredAt, which later answers keep. null when there
 * is no such inquiry. Every reply to a logged-in customer's inquiry, and a first answer without
 * one, reaches their message centre (docs/product.md §10.1).
 */
export async function answerInquiry(
  db: Db,
  id: number,
  { now = new Date(), reply, replier = null }: { now?: Date; reply?: string | undefined; replier?: Replier } = {},
): Promise<{ id: number; answeredAt: string } | null> {
  const body = reply?.trim() ?? '';
  return db.transaction(async (tx) => {
    const [inquiry] = await tx.select({ userId: inquiries.userId, answeredAt: inquiries.answeredAt }).from(inquiries).where(eq(inquiries.id, id)).for('update');
    if (!inquiry) return null;
    const staffId = replier?.staffId ?? null;
    const [latest] = await tx
      .select({ author: inquiryMessages.author, staffId: inquiryMessages.staffId, body: inquiryMessages.body })
      .from(inquiryMessages)
      .where(eq(inquiryMessages.inquiryId, id))
      .orderBy(desc(inquiryMessages.createdAt), desc(inquiryMessages.id))
      .limit(1);
    // The same reply as the thread's latest, from the same replier, is a retry of it, not a second reply.
    const replied = body !== '' && !(latest?.author === 'staff' && latest.staffId === staffId && latest.body === body);
    if (replied) await tx.insert(inquiryMessages).values({ inquiryId: id, author: 'staff', staffId, authorName: replier?.name ?? null, body, createdAt: now });
    const answeredAt = inquiry.answeredAt ?? now;
    if (!inquiry.answeredAt) await tx.update(inquiries).set({ answeredAt }).where(eq(inquiries.id, id));
    if (inquiry.userId && (replied || !inquiry.answeredAt)) {
      await createCustomerMessage(tx, {
        customerId: inquiry.userId,
        kind: 'inquiry',
        ...inquiryAnswerMessage(id, body || undefined, replied ? replier?.name : null),
      });
    }
    return { id, answeredAt: answeredAt.toISOString() };
  });
}
