/**
 * The message centre's reads and marks (docs/product.md §10.1). Every query is scoped to the
 * customer: another customer's message id is "no such message" (code 3), never a hint it exists.
 */
import { and, count, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customerMessages, messageCentreSeen } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import { pick, type Lang } from '../http/locale';
import type { MessageKind } from '../../contract/centre-constants';
import type { CustomerMessage, MessageCentreSeen } from '../../contract/messages';

const visible = (userId: number) => and(eq(customerMessages.userId, userId), isNull(customerMessages.deletedAt));

export interface MessageQuery {
  page: number;
  limit: number;
  kind?: MessageKind | undefined;
  unread?: boolean | undefined;
}

export async function listMessages(
  db: Db,
  userId: number,
  query: MessageQuery,
  lang: Lang,
): Promise<{ list: CustomerMessage[]; totalCount: number; unreadCount: number }> {
  const conditions: (SQL | undefined)[] = [visible(userId)];
  if (query.kind) conditions.push(eq(customerMessages.kind, query.kind));
  if (query.unread) conditions.push(isNull(customerMessages.readAt));
  const where = and(...conditions);
  const [rows, [total], unreadCount] = await Promise.all([
    db
      .select()
      .from(customerMessages)
      .where(where)
      .orderBy(desc(customerMessages.createdAt), desc(customerMessages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(customerMessages).where(where),
    countUnread(db, userId),
  ]);
  const list = rows.map((row): CustomerMessage => ({
    id: row.id,
    kind: row.kind,
    subject: pick(lang, row.subjectEn, row.subjectZh),
    body: pick(lang, row.bodyEn, row.bodyZh),
    link: row.link,
    hasRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { list, totalCount: total?.n ?? 0, unreadCount };
}

const countUnread = (db: Db, userId: number) => db.$count(customerMessages, and(visible(userId), isNull(customerMessages.readAt)));

async function assertOwnMessage(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ id: customerMessages.id })
    .from(customerMessages)
    .where(and(eq(customerMessages.id, id), visible(userId)))
    .limit(1);
  if (!row) throw new ApiFailure(CODE.notFound, `id: no message ${id}`);
}

/** Marks one message read; reading it again keeps the first time. Answers how many changed (0 or 1). */
export async function markRead(db: Db, userId: number, id: number, now = new Date()): Promise<number> {
  await assertOwnMessage(db, userId, id);
  const changed = await db
    .update(customerMessages)
    .set({ readAt: now })
    .where(and(eq(customerMessages.id, id), visible(userId), isNull(customerMessages.readAt)))
    .returning({ id: customerMessages.id });
  return changed.length;
}

export async function markAllRead(db: Db, userId: number, kind: MessageKind | undefined, now = new Date()): Promise<number> {
  const changed = await db
    .update(customerMessages)
    .set({ readAt: now })
    .where(and(visible(userId), isNull(customerMessages.readAt), kind ? eq(customerMessages.kind, kind) : undefined))
    .returning({ id: customerMessages.id });
  return changed.length;
}

/** Soft delete: the message leaves the centre; the shop keeps the row. */
export async function removeMessage(db: Db, userId: number, id: number, now = new Date()): Promise<number> {
  await assertOwnMessage(db, userId, id);
  const removed = await db
    .update(customerMessages)
    .set({ deletedAt: now })
    .where(and(eq(customerMessages.id, id), visible(userId)))
    .returning({ id: customerMessages.id });
  return removed.length;
}

/** selectSeePC: unread messages, and those that arrived since the customer last opened the centre. */
export async function centreSeen(db: Db, userId: number): Promise<MessageCentreSeen> {
  const [seen] = await db.select({ seenAt: messageCentreSeen.seenAt }).from(messageCentreSeen).where(eq(messageCentreSeen.userId, userId)).limit(1);
  const seenAt = seen?.seenAt ?? null;
  const [unreadCount, unseenCount] = await Promise.all([
    countUnread(db, userId),
    db.$count(customerMessages, and(visible(userId), seenAt ? gt(customerMessages.createdAt, seenAt) : undefined)),
  ]);
  return { unreadCount, unseenCount, seenAt: seenAt?.toISOString() ?? null };
}

/** updateSee: the customer has seen the centre now; the unseen count starts again from zero. */
export async function markCentreSeen(db: Db, userId: number, now = new Date()): Promise<MessageCentreSeen> {
  await db
    .insert(messageCentreSeen)
    .values({ userId, seenAt: now })
    .onConflictDoUpdate({ target: messageCentreSeen.userId, set: { seenAt: now } });
  return centreSeen(db, userId);
}
