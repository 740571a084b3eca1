/**
 * The customer's service records (docs/product.md §10.5): experiment projects with their stages,
 * slide-scanning jobs and tissue-grinder applications, newest first, each customer only its own.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serviceRecords } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import type { ServiceKind } from '../../contract/centre-constants';
import type { ServiceRecord } from '../../contract/centre';

type StageKey = ServiceRecord['stages'][number]['key'];

export async function listServiceRecords(
  db: Db,
  userId: number,
  kind: ServiceKind,
  page: number,
  limit: number,
  lang: Lang,
): Promise<{ list: ServiceRecord[]; totalCount: number }> {
  const where = and(eq(serviceRecords.userId, userId), eq(serviceRecords.kind, kind));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(serviceRecords)
      .where(where)
      .orderBy(desc(serviceRecords.submittedAt), desc(serviceRecords.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(serviceRecords).where(where),
  ]);
  const list = rows.map((row): ServiceRecord => ({
    id: row.id,
    kind: row.kind,
    recordNo: row.recordNo,
    title: pick(lang, row.titleEn, row.titleZh),
    state: row.state,
    sampleCount: row.sampleCount,
    stages: row.stages.map((stage) => ({ key: stage.key as StageKey, doneAt: stage.doneAt })),
    submittedAt: row.submittedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }));
  return { list, totalCount: total?.n ?? 0 };
}
