/** What a staff member does to an inquiry from the console, each change audited with it (docs/product.md §6.1). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inquiries } from '../db/schema';
import { answerInquiry } from '../inquiries/inquiries-staff';
import { recordAudit, type AuditActor } from './staff-audit';

/** A reply under the member's name (→ the thread and the customer's message centre); null: no such inquiry. */
export async function replyToInquiry(db: Db, actor: AuditActor, id: number, reply: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const answered = await answerInquiry(tx, id, { now, reply, replier: { staffId: actor.id, name: actor.name } });
    if (answered) await recordAudit(tx, actor, { action: 'inquiry.reply', subjectType: 'inquiry', subjectId: id, detail: { length: reply.length } }, now);
    return answered;
  });
}

/** Closes an inquiry: nothing more is expected on it. Closing again keeps the first time; null: no such inquiry. */
export async function closeInquiry(db: Db, actor: AuditActor, id: number, now = new Date()): Promise<{ id: number; closedAt: string } | null> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(inquiries)
      .set({ closedAt: now })
      .where(and(eq(inquiries.id, id), isNull(inquiries.closedAt)))
      .returning({ closedAt: inquiries.closedAt });
    if (closed?.closedAt) {
      await recordAudit(tx, actor, { action: 'inquiry.close', subjectType: 'inquiry', subjectId: id }, now);
      return { id, closedAt: closed.closedAt.toISOString() };
    }
    const [existing] = await tx.select({ closedAt: inquiries.closedAt }).from(inquiries).where(eq(inquiries.id, id));
    return existing?.closedAt ? { id, closedAt: existing.closedAt.toISOString() } : null;
  });
}
