/** The staff console's audit log (docs/product.md §6.1): who did what to which inquiry or account, and when. */
import { count, desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffAudit, type StaffAuditAction } from '../db/schema';
import type { AuditEntry } from '../../contract/staff';

export interface AuditActor {
  id: number;
  name: string;
}

export interface AuditRecord {
  action: StaffAuditAction;
  subjectType: 'inquiry' | 'staff';
  subjectId: number;
  detail?: Record<string, string | number | null>;
}

/** Writes one line; pass the transaction of the change itself, so a change is never left unaudited. */
export async function recordAudit(db: Db, actor: AuditActor | null, record: AuditRecord, now = new Date()): Promise<void> {
  await db.insert(staffAudit).values({
    staffId: actor?.id ?? null,
    staffName: actor?.name ?? null,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: record.subjectId,
    detail: record.detail ?? {},
    createdAt: now,
  });
}

export async function listAudit(db: Db, { page, limit }: { page: number; limit: number }): Promise<{ list: AuditEntry[]; totalCount: number }> {
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(staffAudit),
    db
      .select()
      .from(staffAudit)
      .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  return {
    totalCount: total[0]?.n ?? 0,
    list: rows.map((row) => ({
      id: row.id,
      staffId: row.staffId,
      staffName: row.staffName,
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
