/** Company pages, the data centre's attachments and the purchase notices (docs/product.md §2.2, §7.2). */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attachments, companyPages, distributors, purchaseNotices } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import type { Attachment, CompanyPage, Distributor, PurchaseNotice, PurchaseNoticeDetail } from '../../contract/company';
import { localisedAttachmentUrl } from './catalogues';

/** One company page in the caller's language; null when no page has this slug. */
export async function companyPage(db: Db, slug: string, lang: Lang): Promise<CompanyPage | null> {
  const [row] = await db.select().from(companyPages).where(eq(companyPages.slug, slug)).limit(1);
  if (!row) return null;
  const list = slug === 'distributors' ? await distributorList(db, lang) : [];
  return {
    slug: row.slug,
    title: pick(lang, row.titleEn, row.titleZh),
    summary: pick(lang, row.summaryEn, row.summaryZh),
    sections: lang === 'zh' ? row.sectionsZh : row.sectionsEn,
    distributors: list,
  };
}

async function distributorList(db: Db, lang: Lang): Promise<Distributor[]> {
  const rows = await db.select().from(distributors).orderBy(asc(distributors.region), asc(distributors.sort), asc(distributors.id));
  return rows.map((row) => ({
    id: row.id,
    countryCode: row.countryCode,
    region: row.region,
    company: row.company,
    city: pick(lang, row.cityEn, row.cityZh),
    phone: row.phone,
    email: row.email,
    website: row.website,
  }));
}

const attachmentColumns = {
  attachmentId: attachments.id,
  fileNameEn: attachments.fileNameEn,
  fileNameZh: attachments.fileNameZh,
  url: attachments.url,
  downloads: attachments.downloads,
  noticeId: attachments.noticeId,
};

type AttachmentRow = { attachmentId: number; fileNameEn: string; fileNameZh: string; url: string; downloads: number; noticeId: number | null };

const toAttachment = (row: AttachmentRow, lang: Lang): Attachment => ({
  attachmentId: row.attachmentId,
  url: localisedAttachmentUrl(row.url, lang),
  fileName: pick(lang, row.fileNameEn, row.fileNameZh),
  downloads: row.downloads,
});

/** The attachments of a category, in their order; an unknown category has none. */
export async function attachmentsOfCategory(
  db: Db,
  category: string,
  page: number,
  limit: number,
  lang: Lang,
): Promise<{ list: Attachment[]; totalCount: number }> {
  const where = eq(attachments.category, category);
  const [rows, [total]] = await Promise.all([
    db
      .select(attachmentColumns)
      .from(attachments)
      .where(where)
      .orderBy(asc(attachments.sort), asc(attachments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(attachments)
      .where(where),
  ]);
  return { list: rows.map((row) => toAttachment(row, lang)), totalCount: Number(total?.n ?? 0) };
}

/** Counts one download and answers the attachment with its new count; null when unknown. */
export async function countAttachmentDownload(db: Db, attachmentId: number, lang: Lang): Promise<Attachment | null> {
  // One UPDATE … RETURNING: concurrent downloads each add one, none is lost.
  const [row] = await db
    .update(attachments)
    .set({ downloads: sql`${attachments.downloads} + 1` })
    .where(eq(attachments.id, attachmentId))
    .returning(attachmentColumns);
  return row ? toAttachment(row, lang) : null;
}

async function documentsOf(db: Db, noticeIds: number[], lang: Lang): Promise<Map<number, Attachment[]>> {
  const byNotice = new Map<number, Attachment[]>();
  if (noticeIds.length === 0) return byNotice;
  const rows = await db
    .select(attachmentColumns)
    .from(attachments)
    .where(inArray(attachments.noticeId, noticeIds))
    .orderBy(asc(attachments.sort), asc(attachments.id));
  for (const row of rows) {
    if (row.noticeId === null) continue;
    byNotice.set(row.noticeId, [...(byNotice.get(row.noticeId) ?? []), toAttachment(row, lang)]);
  }
  return byNotice;
}

const toNotice = (row: typeof purchaseNotices.$inferSelect, lang: Lang, documents: Attachment[]): PurchaseNotice => ({
  id: row.id,
  noticeNo: row.noticeNo,
  noticeType: row.noticeType,
  status: row.status,
  title: pick(lang, row.titleEn, row.titleZh),
  summary: pick(lang, row.summaryEn, row.summaryZh),
  publishedAt: row.publishedAt.toISOString(),
  deadlineAt: row.deadlineAt ? row.deadlineAt.toISOString() : null,
  documents,
});

/** Purchase notices, newest first, with their documents. */
export async function purchaseNoticePage(db: Db, page: number, limit: number, lang: Lang): Promise<{ list: PurchaseNotice[]; totalCount: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(purchaseNotices)
      .orderBy(desc(purchaseNotices.publishedAt), desc(purchaseNotices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(purchaseNotices),
  ]);
  const documents = await documentsOf(
    db,
    rows.map((row) => row.id),
    lang,
  );
  return { list: rows.map((row) => toNotice(row, lang, documents.get(row.id) ?? [])), totalCount: Number(total?.n ?? 0) };
}

/** One purchase notice with its body and documents; null when unknown. */
export async function purchaseNotice(db: Db, id: number, lang: Lang): Promise<PurchaseNoticeDetail | null> {
  const [row] = await db.select().from(purchaseNotices).where(eq(purchaseNotices.id, id)).limit(1);
  if (!row) return null;
  const documents = await documentsOf(db, [row.id], lang);
  return { ...toNotice(row, lang, documents.get(row.id) ?? []), body: lang === 'zh' ? row.bodyZh : row.bodyEn };
}
