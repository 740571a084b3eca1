/** Company pages, the data centre's attachment list and its download counter, purchase notices (docs/product.md §7.2). */
import { found, ok, okPageOf } from '../http/envelope';
import { defineRoute } from '../http/route';
import * as contract from '../../contract/company';
import { attachmentsOfCategory, companyPage, countAttachmentDownload, purchaseNotice, purchaseNoticePage } from './company';
import { companyApi } from '../../contract/operations/company';

export const companyRoutes = [
  defineRoute({
    operation: companyApi.companyPageDetail,
    data: contract.CompanyPage,
    tag: 'Company',
    summary: 'One company page: profile, catalog, distributors, staining or transport',
    description: 'Answers data { slug, title, summary, sections, distributors }. Unknown slug: code 3.',
    input: contract.CompanyPageRequest,
    async handler({ slug }, { db, lang }) {
      return ok(found(await companyPage(db, slug, lang), `slug: no company page ${slug}`));
    },
  }),
  defineRoute({
    operation: companyApi.listByCategory,
    data: contract.AttachmentList,
    tag: 'Documents',
    summary: 'Attachments of a data-centre category (docs/product.md §9: limit 999999)',
    description: 'Answers data.list of { attachmentId, url, fileName, downloads } and data.totalCount; an unknown category has none.',
    input: contract.AttachmentListRequest,
    async handler({ category, page, limit }, { db, lang }) {
      return ok(await attachmentsOfCategory(db, category, page, limit, lang));
    },
  }),
  defineRoute({
    operation: companyApi.downLoadInc,
    data: contract.Attachment,
    tag: 'Documents',
    summary: 'Counts one download of an attachment',
    description: 'Answers data { attachmentId, url, fileName, downloads } with the new count. Unknown attachment: code 3.',
    input: contract.AttachmentDownloadRequest,
    async handler({ attachmentId }, { db, lang }) {
      return ok(found(await countAttachmentDownload(db, attachmentId, lang), `attachmentId: no attachment ${attachmentId}`));
    },
  }),
  defineRoute({
    operation: companyApi.pageDocument,
    page: contract.PurchaseNoticePage,
    tag: 'Purchase',
    summary: 'Purchase and bidding notices, newest first, with their documents',
    description: 'Answers page.list (10 a page by default, at most 100).',
    input: contract.PurchaseNoticeListRequest,
    async handler({ page, limit }, { db, lang }) {
      return okPageOf(await purchaseNoticePage(db, page, limit, lang), page, limit);
    },
  }),
  defineRoute({
    operation: companyApi.purchaseBiddingDetail,
    data: contract.PurchaseNoticeDetail,
    tag: 'Purchase',
    summary: 'One purchase notice with its body and documents',
    description: 'Unknown id: code 3.',
    input: contract.PurchaseNoticeRequest,
    async handler({ id }, { db, lang }) {
      return ok(found(await purchaseNotice(db, id, lang), `id: no purchase notice ${id}`));
    },
  }),
];
