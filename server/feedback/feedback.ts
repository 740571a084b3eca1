/** Complaints and advice (docs/product.md §14): submitted by the customer, answered by staff. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feedbackEntries } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { Feedback } from '../../contract/feedback';
import type { FeedbackCategory, FeedbackKind } from '../../contract/feedback-rules';
import { CATEGORIES_OF } from '../../contract/feedback-rules';
import { fileOf, ownFiles } from '../uploads/uploads';
import { createCustomerMessage } from '../messages/create-message';

type Row = typeof feedbackEntries.$inferSelect;

export interface NewFeedback {
  kind: FeedbackKind;
  category: FeedbackCategory;
  content: string;
  orderNo: string;
  attachments: string[];
}

async function feedbackOf(db: Db, row: Row): Promise<Feedback> {
  const files = await ownFiles(db, row.userId, row.attachmentIds);
  return {
    id: row.id,
    kind: row.kind as FeedbackKind,
    category: row.category as FeedbackCategory,
    content: row.content,
    orderNo: row.orderNo,
    attachments: files.map(fileOf),
    status: row.repliedAt ? 'answered' : 'pending',
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function submitFeedback(db: Db, userId: number, input: NewFeedback): Promise<Feedback> {
  if (!CATEGORIES_OF[input.kind].includes(input.category)) {
    throw new ApiFailure(CODE.invalid, `category: must be one of ${CATEGORIES_OF[input.kind].join(', ')} for ${input.kind}`);
  }
  if (input.kind === 'advice' && input.orderNo) throw new ApiFailure(CODE.invalid, 'orderNo: only complaints name an order');
  const attachments = [...new Set(input.attachments)];
  const files = await ownFiles(db, userId, attachments);
  if (files.length !== attachments.length) throw new ApiFailure(CODE.invalid, 'attachments: every file must be one you uploaded');
  const [row] = await db
    .insert(feedbackEntries)
    .values({ userId, kind: input.kind, category: input.category, content: input.content, orderNo: input.orderNo, attachmentIds: attachments })
    .returning();
  return feedbackOf(db, row!);
}

export async function listFeedback(db: Db, userId: number, kind: FeedbackKind, page: number, limit: number): Promise<{ list: Feedback[]; totalCount: number }> {
  const where = and(eq(feedbackEntries.userId, userId), eq(feedbackEntries.kind, kind));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedbackEntries)
      .where(where)
      .orderBy(desc(feedbackEntries.createdAt), desc(feedbackEntries.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(feedbackEntries).where(where),
  ]);
  return { list: await Promise.all(rows.map((row) => feedbackOf(db, row))), totalCount: total?.n ?? 0 };
}

/** The staff reply reaches the customer's message centre (docs/product.md §10.1, §14), linking back to the form's page. */
async function feedbackAnswered(db: Db, feedback: { id: number; userId: number; kind: FeedbackKind; reply: string }): Promise<void> {
  const complaint = feedback.kind === 'complaint';
  await createCustomerMessage(db, {
    customerId: feedback.userId,
    kind: 'system',
    subject: complaint ? { en: 'Reply to your complaint', zh: '您的投诉已回复' } : { en: 'Reply to your advice', zh: '您的建议已回复' },
    body: { en: feedback.reply, zh: feedback.reply },
    link: complaint ? '/my-complaint' : '/my-advice',
  });
}

/** Staff reply; replying again replaces the text and keeps the entry answered. Unknown id → null. */
export async function replyToFeedback(db: Db, id: number, reply: string, now = new Date()): Promise<Feedback | null> {
  const [row] = await db.update(feedbackEntries).set({ reply, repliedAt: now }).where(eq(feedbackEntries.id, id)).returning();
  if (!row) return null;
  await feedbackAnswered(db, { id: row.id, userId: row.userId, kind: row.kind as FeedbackKind, reply });
  return feedbackOf(db, row);
}
