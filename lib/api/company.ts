import 'server-only';
/**
 * Company pages, the data centre's attachments and the purchase notices (docs/product.md §2.2,
 * §7.2): the only place the storefront names their API paths.
 */
import { cacheLife, cacheTag } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { ATTACHMENT_LIST_LIMIT, Attachment, AttachmentList, CompanyPage, PurchaseNotice, PurchaseNoticeDetail, type CompanyPageSlug } from '@/contract/company';
import { parseAnswer, parseRow } from './answer';
import { api } from './config';
import type { Page } from './envelope';
import { companyApi } from '@/contract/operations/company';

export type { Attachment, CompanyPage, CompanySection, Distributor, PurchaseNotice, PurchaseNoticeDetail } from '@/contract/company';

export async function getCompanyPage(slug: CompanyPageSlug, locale: Locale): Promise<CompanyPage> {
  const operation = companyApi.companyPageDetail;
  const data = await api.request(operation, { slug }, { locale, next: { revalidate: cacheLife.companyPages, tags: [cacheTag.companyPages] } });
  return parseAnswer(CompanyPage, data, operation.path);
}

/** Every attachment of a data-centre category (docs/product.md §9: limit 999999). */
export async function getAttachments(category: string, locale: Locale): Promise<Attachment[]> {
  const operation = companyApi.listByCategory;
  const data = await api.request(
    operation,
    { category, page: 1, limit: ATTACHMENT_LIST_LIMIT },
    { locale, next: { revalidate: cacheLife.attachments, tags: [cacheTag.attachments] } },
  );
  return parseAnswer(AttachmentList, data, operation.path).list;
}

/** Counts one download and answers the attachment (its url is the file). Never cached, never retried: each call is one download. */
export async function countAttachmentDownload(attachmentId: number, locale: Locale): Promise<Attachment> {
  const operation = companyApi.downLoadInc;
  const data = await api.request(operation, { attachmentId }, { locale, idempotent: false, cache: 'no-store' });
  return parseAnswer(Attachment, data, operation.path);
}

export const PURCHASE_NOTICES_PER_PAGE = 10;

export async function getPurchaseNotices(page: number, locale: Locale): Promise<Page<PurchaseNotice>> {
  const operation = companyApi.pageDocument;
  return api.requestPage(
    operation,
    { page, limit: PURCHASE_NOTICES_PER_PAGE },
    { locale, next: { revalidate: cacheLife.purchaseNotices, tags: [cacheTag.purchaseNotices] } },
    parseRow(PurchaseNotice, operation.path),
  );
}

export async function getPurchaseNotice(id: number, locale: Locale): Promise<PurchaseNoticeDetail> {
  const operation = companyApi.purchaseBiddingDetail;
  const data = await api.request(operation, { id }, { locale, next: { revalidate: cacheLife.purchaseNotices, tags: [cacheTag.purchaseNotices] } });
  return parseAnswer(PurchaseNoticeDetail, data, operation.path);
}
