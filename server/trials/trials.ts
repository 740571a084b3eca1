/**
 * Free-trial applications (docs/product.md §2.10): once per 3 days per customer, at most 3 trial
 * samples, one application per laboratory (normalised institution + laboratory), two weeks long.
 * The rules are checked inside one transaction that first locks the customer's row, so two
 * applications sent at once are judged one after the other.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, trialApplicationGoods, trialApplications, users } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import { pick, type Lang } from '../http/locale';
import { CATEGORY } from '../../contract/categories';
import { countWords, nextTrialAllowedAt, TRIAL_MAX_SAMPLES, TRIAL_REMARK_MAX_WORDS, trialEndsAt } from '../../contract/trial-rules';
import { laboratoryKey } from '../../contract/laboratory-key';
import type { ApprovalCount, ApprovalStatus, StaffAnswerRequest, TrialApplication } from '../../contract/trials';
import { trialMessage } from './trial-messages';
import { NO_NOTIFIER, type CustomerNotifier } from '../messages/customer-notifier';
import { answerPending, type Answered } from '../approvals/answer-pending';

export interface TrialApplyInput {
  institution: string;
  laboratory: string;
  consignee: string;
  mobile: string;
  address: string;
  remark: string;
  goodsIds: number[];
}

const UNIQUE_VIOLATION = '23505';

/** PostgreSQL and PGlite report a unique violation as 23505; drizzle may wrap it in `cause`. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

const yyyyMmDdHhMm = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/** Stores an application when every rule allows it; answers its id. */
export async function applyForTrial(db: Db, customerId: number, input: TrialApplyInput, lang: Lang, now = new Date()): Promise<number> {
  if (input.goodsIds.length > TRIAL_MAX_SAMPLES) throw new ApiFailure(CODE.invalid, trialMessage(lang, 'tooManySamples'));
  const words = countWords(input.remark);
  if (words > TRIAL_REMARK_MAX_WORDS) throw new ApiFailure(CODE.invalid, trialMessage(lang, 'remarkTooLong', words));
  const key = laboratoryKey(input.institution, input.laboratory);
  if (!key) throw new ApiFailure(CODE.invalid, trialMessage(lang, 'laboratoryUnclear'));

  const trialGoods = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(inArray(goods.id, input.goodsIds), eq(goods.onShelfFlag, true), sql`${CATEGORY.PROMOTION_TRIAL} = ANY(${goods.categoryPath})`));
  const allowed = new Set(trialGoods.map((row) => row.id));
  const outside = input.goodsIds.find((id) => !allowed.has(id));
  if (outside !== undefined) throw new ApiFailure(CODE.invalid, trialMessage(lang, 'notTrialGoods', outside));

  try {
    return await db.transaction(async (tx) => {
      // The customer's row is the lock: a second application of the same customer waits here.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for('update');
      const [latest] = await tx
        .select({ appliedAt: trialApplications.appliedAt })
        .from(trialApplications)
        .where(and(eq(trialApplications.customerId, customerId), sql`${trialApplications.status} <> 'rejected'`))
        .orderBy(desc(trialApplications.appliedAt))
        .limit(1);
      if (latest) {
        const next = nextTrialAllowedAt(latest.appliedAt);
        if (now < next) throw new ApiFailure(CODE.invalid, trialMessage(lang, 'tooSoon', yyyyMmDdHhMm(next)));
      }
      const [application] = await tx
        .insert(trialApplications)
        .values({
          customerId,
          institution: input.institution,
          laboratory: input.laboratory,
          laboratoryKey: key,
          consignee: input.consignee,
          mobile: input.mobile,
          address: input.address,
          remark: input.remark,
          appliedAt: now,
        })
        .returning({ id: trialApplications.id });
      if (!application) throw new Error('no trial application stored');
      await tx.insert(trialApplicationGoods).values(input.goodsIds.map((goodsId, sort) => ({ applicationId: application.id, goodsId, sort })));
      return application.id;
    });
  } catch (error) {
    // The laboratory's partial unique index: another account (or this one) holds an open application.
    if (isUniqueViolation(error)) throw new ApiFailure(CODE.invalid, trialMessage(lang, 'laboratoryTaken'));
    throw error;
  }
}

type ApplicationRow = typeof trialApplications.$inferSelect;

async function withSamples(db: Db, rows: ApplicationRow[], lang: Lang): Promise<TrialApplication[]> {
  if (!rows.length) return [];
  const samples = await db
    .select({ applicationId: trialApplicationGoods.applicationId, goodsId: goods.id, itemno: goods.itemno, titleEn: goods.titleEn, titleZh: goods.titleZh })
    .from(trialApplicationGoods)
    .innerJoin(goods, eq(goods.id, trialApplicationGoods.goodsId))
    .where(
      inArray(
        trialApplicationGoods.applicationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(trialApplicationGoods.sort));
  return rows.map((row) => ({
    id: row.id,
    status: row.status as ApprovalStatus,
    institution: row.institution,
    laboratory: row.laboratory,
    consignee: row.consignee,
    mobile: row.mobile,
    address: row.address,
    remark: row.remark,
    samples: samples
      .filter((sample) => sample.applicationId === row.id)
      .map((sample) => ({ goodsId: sample.goodsId, itemno: sample.itemno, title: pick(lang, sample.titleEn, sample.titleZh) })),
    appliedAt: row.appliedAt.toISOString(),
    endsAt: trialEndsAt(row.appliedAt).toISOString(),
    answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
    staffNote: row.staffNote,
  }));
}

const ofStatus = (status: ApprovalStatus | undefined) => (status ? eq(trialApplications.status, status) : undefined);

/** The customer's applications, newest first. */
export async function listApplications(
  db: Db,
  customerId: number,
  { page, limit, status }: { page: number; limit: number; status?: ApprovalStatus | undefined },
  lang: Lang,
): Promise<{ list: TrialApplication[]; totalCount: number }> {
  const where = and(eq(trialApplications.customerId, customerId), ofStatus(status));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(trialApplications)
      .where(where)
      .orderBy(desc(trialApplications.appliedAt), desc(trialApplications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(trialApplications).where(where),
  ]);
  return { list: await withSamples(db, rows, lang), totalCount: total?.n ?? 0 };
}

/** One of the customer's applications; another customer's answers 3 like an unknown one. */
export async function applicationDetail(db: Db, customerId: number, id: number, lang: Lang): Promise<TrialApplication> {
  const rows = await db
    .select()
    .from(trialApplications)
    .where(and(eq(trialApplications.id, id), eq(trialApplications.customerId, customerId)));
  const [application] = await withSamples(db, rows, lang);
  if (!application) throw new ApiFailure(CODE.notFound, `id: no trial application ${id}`);
  return application;
}

/** Counts per state, for the centre's badge. */
export async function countApplications(db: Db, customerId: number): Promise<ApprovalCount> {
  const rows = await db
    .select({ status: trialApplications.status, n: count() })
    .from(trialApplications)
    .where(eq(trialApplications.customerId, customerId))
    .groupBy(trialApplications.status);
  return approvalCount(rows);
}

export function approvalCount(rows: { status: string; n: number }[]): ApprovalCount {
  const of = (status: ApprovalStatus) => rows.find((row) => row.status === status)?.n ?? 0;
  const counts = { pending: of('pending'), approved: of('approved'), rejected: of('rejected') };
  return { ...counts, total: counts.pending + counts.approved + counts.rejected };
}

/** The staff's list: every customer's applications, newest first, in English. */
export async function staffListApplications(db: Db, { page, limit, status }: { page: number; limit: number; status?: ApprovalStatus | undefined }) {
  const where = ofStatus(status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(trialApplications)
      .where(where)
      .orderBy(desc(trialApplications.appliedAt), desc(trialApplications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(trialApplications).where(where),
  ]);
  const list = await withSamples(db, rows, 'en');
  return { list: list.map((application, index) => ({ ...application, customerId: rows[index]?.customerId ?? 0 })), totalCount: total?.n ?? 0 };
}

/**
 * The message the customer gets when the staff answer an application (both languages).
 * @internal exported for its tests
 */
export function trialAnswered(application: { id: number; customerId: number; endsAt: Date }, status: 'approved' | 'rejected', note: string | undefined) {
  const ends = application.endsAt.toISOString().slice(0, 10);
  const extraEn = note ? ` Note from our team: ${note}` : '';
  const extraZh = note ? ` 备注：${note}` : '';
  return {
    customerId: application.customerId,
    kind: 'trial' as const,
    subject:
      status === 'approved'
        ? { en: `Free trial application ${application.id} approved`, zh: `免费试用申请 ${application.id} 已通过` }
        : { en: `Free trial application ${application.id} not approved`, zh: `免费试用申请 ${application.id} 未通过` },
    body:
      status === 'approved'
        ? { en: `Your samples will be shipped soon. The trial ends on ${ends}.${extraEn}`, zh: `样品将尽快寄出，试用期至 ${ends}。${extraZh}` }
        : { en: `We are sorry: this application was not approved. You may apply again.${extraEn}`, zh: `很抱歉，本次申请未通过，您可以重新申请。${extraZh}` },
    link: `/promotionTrialOrder-details?id=${application.id}`,
  };
}

/** Approves or rejects a pending application and tells the customer; answering twice keeps the first answer. */
export async function answerApplication(db: Db, request: StaffAnswerRequest, notifier: CustomerNotifier = NO_NOTIFIER, now = new Date()): Promise<Answered> {
  return answerPending(
    db,
    request,
    {
      what: 'trial application',
      lock: async (tx, id) => (await tx.select().from(trialApplications).where(eq(trialApplications.id, id)).for('update'))[0],
      async answer(tx, row, { status, note, at }) {
        await tx.update(trialApplications).set({ status, staffNote: note, answeredAt: at }).where(eq(trialApplications.id, row.id));
        await notifier.notify(tx, trialAnswered({ id: row.id, customerId: row.customerId, endsAt: trialEndsAt(row.appliedAt) }, status, note ?? undefined));
      },
    },
    now,
  );
}
