/**
 * Inquiries as the sales team reads them (`GET /staff/inquiries`, `npm run inquiries`): newest
 * first, with their goods and the 24-hour reply deadline, and marking one answered.
 */
import { and, count, desc, eq, gte, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, inquiries, inquiryGoods } from '../db/schema';
import { replyByOf, type InquiryGoodsLine } from './inquiries';
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

  const ids = rows.map((row) => row.inquiry.id);
  const goodsRows = ids.length
    ? await db.select().from(inquiryGoods).where(inArray(inquiryGoods.inquiryId, ids)).orderBy(inquiryGoods.inquiryId, inquiryGoods.goodsId, inquiryGoods.skuId)
    : [];
  const goodsOf = new Map<number, InquiryGoodsLine[]>();
  for (const { inquiryId, ...line } of goodsRows) {
    const list = goodsOf.get(inquiryId) ?? [];
    list.push(line);
    goodsOf.set(inquiryId, list);
  }

  const list = rows.map(({ inquiry, countryName }): StaffInquiry => ({
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
    goods: goodsOf.get(inquiry.id) ?? [],
  }));
  return { list, totalCount: total[0]?.n ?? 0 };
}

/**
 * Marks an inquiry answered; answering twice keeps the first time. null when there is no such
 * inquiry. The first answer of a logged-in customer's inquiry reaches their message centre
 * (docs/product.md §10.1), with the staff's reply when one is given.
 */
export async function answerInquiry(db: Db, id: number, now = new Date(), reply?: string): Promise<{ id: number; answeredAt: string } | null> {
  await db.transaction(async (tx) => {
    const [answered] = await tx
      .update(inquiries)
      .set({ answeredAt: now })
      .where(and(eq(inquiries.id, id), isNull(inquiries.answeredAt)))
      .returning({ userId: inquiries.userId });
    if (answered?.userId) await createCustomerMessage(tx, { customerId: answered.userId, kind: 'inquiry', ...inquiryAnswerMessage(id, reply) });
  });
  const [row] = await db.select({ id: inquiries.id, answeredAt: inquiries.answeredAt }).from(inquiries).where(eq(inquiries.id, id)).limit(1);
  if (!row?.answeredAt) return null;
  return { id: row.id, answeredAt: row.answeredAt.toISOString() };
}
