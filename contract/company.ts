/**
 * Company pages, the data centre's attachments and the purchase notices (docs/product.md §2.2,
 * §2.4 items 6–7, §7.2). Paths we named are listed in docs/product.md §7.2.
 */
import { z } from 'zod';
import { intField, paging } from './fields';
import { dataList, isoTime, listPage, whole } from './envelope';

/** docs/product.md §9: the attachment list asks for every attachment of a category at once. */
export const ATTACHMENT_LIST_LIMIT = 999_999;

/** Slugs of the company pages; the storefront's public paths for them are in lib/company/company-pages.ts. */
export const COMPANY_PAGE_SLUGS = ['profile', 'catalog', 'distributors', 'staining', 'transport'] as const;
export type CompanyPageSlug = (typeof COMPANY_PAGE_SLUGS)[number];

const CompanyTable = z.object({ columns: z.array(z.string()), rows: z.array(z.array(z.string())) });

export const CompanySection = z
  .object({
    heading: z.string(),
    paragraphs: z.array(z.string()).default([]),
    items: z.array(z.string()).default([]),
    table: CompanyTable.nullable().default(null),
  })
  .meta({ id: 'CompanySection' });
export type CompanySection = z.infer<typeof CompanySection>;

export const Distributor = z
  .object({
    id: whole(),
    /** ISO 3166-1 alpha-2; the storefront names the country in the visitor's language. */
    countryCode: z.string(),
    region: z.string(),
    company: z.string(),
    city: z.string(),
    phone: z.string(),
    email: z.string(),
    /** The distributor's site: an http(s) address only, so a stored `javascript:` or `data:` link is refused. */
    website: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
      .nullable()
      .default(null),
  })
  .meta({ id: 'Distributor' });
export type Distributor = z.infer<typeof Distributor>;

export const CompanyPage = z
  .object({
    slug: z.string(),
    title: z.string(),
    summary: z.string().default(''),
    sections: z.array(CompanySection).default([]),
    /** Filled on the distributors page only. */
    distributors: z.array(Distributor).default([]),
  })
  .meta({ id: 'CompanyPage' });
export type CompanyPage = z.infer<typeof CompanyPage>;

export const Attachment = z
  .object({
    attachmentId: whole(),
    url: z.string(),
    fileName: z.string(),
    downloads: whole().default(0),
  })
  .meta({ id: 'Attachment' });
export type Attachment = z.infer<typeof Attachment>;

export const AttachmentList = dataList(Attachment);

export const PurchaseNotice = z
  .object({
    id: whole(),
    noticeNo: z.string(),
    /** bidding, inquiry or award. */
    noticeType: z.string(),
    /** open, closed or awarded. */
    status: z.string(),
    title: z.string(),
    summary: z.string().default(''),
    publishedAt: isoTime(),
    deadlineAt: isoTime().nullable().default(null),
    documents: z.array(Attachment).default([]),
  })
  .meta({ id: 'PurchaseNotice' });
export type PurchaseNotice = z.infer<typeof PurchaseNotice>;

export const PurchaseNoticeDetail = PurchaseNotice.extend({ body: z.array(z.string()).default([]) }).meta({ id: 'PurchaseNoticeDetail' });
export type PurchaseNoticeDetail = z.infer<typeof PurchaseNoticeDetail>;

export const PurchaseNoticePage = listPage(PurchaseNotice);

/** A company page's slug: letters and dashes. */
export const CompanyPageRequest = z.object({
  slug: z
    .string({ error: 'must be a page name' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(32, { error: 'must be at most 32 characters' })
    .regex(/^[a-z-]+$/, { error: 'must be a page name such as profile' })
    .meta({ description: `One of ${COMPANY_PAGE_SLUGS.join(', ')}`, example: 'profile' }),
});

/** The request of the category attachment list. */
export const AttachmentListRequest = z.object({
  category: z
    .string({ error: 'must be a category code' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(64, { error: 'must be at most 64 characters' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be a category code such as manual' })
    .meta({ description: 'Attachment category: manual, protocol, msds, catalog or purchase', example: 'manual' }),
  ...paging(ATTACHMENT_LIST_LIMIT, ATTACHMENT_LIST_LIMIT),
});

const attachmentIdField = () => intField().pipe(z.number().min(1, { error: 'must be an attachment id' }));

/** The path of /online/toAttachment/downLoadInc/{attachmentId}. */
export const AttachmentDownloadRequest = z.object({ attachmentId: attachmentIdField().meta({ description: 'attachmentId', example: 1 }) });

/** The purchase notices' paging: 10 a page by default. */
export const PurchaseNoticeListRequest = z.object({ ...paging(10, 100) });

export const PurchaseNoticeRequest = z.object({
  id: intField()
    .pipe(z.number().min(1, { error: 'must be a notice id' }))
    .meta({ description: 'The notice id', example: 1 }),
});
