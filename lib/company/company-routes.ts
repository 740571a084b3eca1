/**
 * The company section's public paths (docs/product.md §2.2) and the internal cached paths the
 * proxy rewrites them to (docs/architecture.md §4). `{product}` in the supplier's routes is the
 * brand slug PRODUCT_SLUG.
 */
import { COMPANY_PAGE_SLUGS, type CompanyPageSlug } from '../../contract/company';
import type { Locale } from '../i18n/locales';
import { safeDecode } from '../catalogue/query-segment';
import { positiveId } from '@/lib/query-params';

/**
 * The brand slug of /{product}-profile, /{product}Catalog and /{product}Distributors (docs/product.md §9).
 * @internal exported for its tests
 */
export const PRODUCT_SLUG = 'labshop';

export const COMPANY_PAGE_PATHS: Readonly<Record<CompanyPageSlug, string>> = {
  profile: `/${PRODUCT_SLUG}-profile`,
  catalog: `/${PRODUCT_SLUG}Catalog`,
  distributors: `/${PRODUCT_SLUG}Distributors`,
  staining: '/commonStaining',
  transport: '/saveTransport',
};

export const CONTACT_PATH = '/connectionUs';
export const DATA_CENTER_PATH = '/data-center';
export const PURCHASE_DETAIL_PATH = '/purchase-detail';

/** Data-centre categories in menu order; the first is shown when no code is given. */
export const DATA_CENTER_CATEGORIES = ['manual', 'protocol', 'msds', 'catalog'] as const;

/** The attachment category of the product catalogues, listed on the catalogue page too. */
export const CATALOG_ATTACHMENTS = 'catalog';

/** @internal */
export function companySlugOf(pathname: string): CompanyPageSlug | null {
  return COMPANY_PAGE_SLUGS.find((slug) => COMPANY_PAGE_PATHS[slug] === pathname) ?? null;
}

export function isCompanySlug(value: string): value is CompanyPageSlug {
  return (COMPANY_PAGE_SLUGS as readonly string[]).includes(value);
}

const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The data centre's category from `?code=`: the first category when missing or malformed.
 * @internal exported for its tests
 */
export function parseDataCenterCode(params: URLSearchParams): string {
  const code = params.get('code')?.trim() ?? '';
  return CODE_PATTERN.test(code) ? code : DATA_CENTER_CATEGORIES[0];
}

export const dataCenterHref = (code: string) => `${DATA_CENTER_PATH}?code=${encodeURIComponent(code)}`;

export type PurchaseQuery = { kind: 'notice'; id: number } | { kind: 'list'; page: number };

const positive = positiveId;

/**
 * /purchase-detail?id=… shows a notice; without an id (or with a bad one) the list, `?page=` paged.
 * @internal exported for its tests
 */
export function parsePurchaseQuery(params: URLSearchParams): PurchaseQuery {
  const id = positive(params.get('id'));
  if (id) return { kind: 'notice', id };
  return { kind: 'list', page: positive(params.get('page')) ?? 1 };
}

/** @internal */
export const toPurchaseSegment = (query: PurchaseQuery): string => (query.kind === 'notice' ? `id~${query.id}` : `page~${query.page}`);

/** The segment back as a query; null for a segment the proxy never makes (malformed percent-encoding included): a 404. */
export function fromPurchaseSegment(segment: string): PurchaseQuery | null {
  const [key, value] = safeDecode(segment).split('~');
  const n = positive(value);
  if (key === 'id' && n) return { kind: 'notice', id: n };
  if (key === 'page' && n) return { kind: 'list', page: n };
  return null;
}

/** The data-centre code of a [code] segment; null for one the proxy never makes (malformed percent-encoding included): a 404. */
export function fromDataCenterSegment(segment: string): string | null {
  const code = safeDecode(segment);
  return CODE_PATTERN.test(code) ? code : null;
}

export const purchaseHref = (query: PurchaseQuery): string =>
  query.kind === 'notice' ? `${PURCHASE_DETAIL_PATH}?id=${query.id}` : query.page > 1 ? `${PURCHASE_DETAIL_PATH}?page=${query.page}` : PURCHASE_DETAIL_PATH;

/** Internal folders of these pages: asked for directly, they answer 404. */
export const COMPANY_INTERNAL_PREFIXES = ['/company', '/data-centre', '/purchase-notices'];

/** The internal cached path of a company-section page, or null when the path is not one. */
export function companyInternalPath(locale: Locale, pathname: string, params: URLSearchParams): string | null {
  const slug = companySlugOf(pathname);
  if (slug) return `/${locale}/company/${slug}`;
  if (pathname === DATA_CENTER_PATH) return `/${locale}/data-centre/${encodeURIComponent(parseDataCenterCode(params))}`;
  if (pathname === PURCHASE_DETAIL_PATH) return `/${locale}/purchase-notices/${toPurchaseSegment(parsePurchaseQuery(params))}`;
  return null;
}

/** The counting download route: records one download of the attachment, then sends its file. */
const ATTACHMENT_DOWNLOAD_PATH = '/attachment-download';
export const attachmentDownloadHref = (attachmentId: number) => `${ATTACHMENT_DOWNLOAD_PATH}/${attachmentId}`;

/** The company section's indexable pages, for the sitemap. */
export const COMPANY_SITEMAP_PATHS: readonly string[] = [
  CONTACT_PATH,
  ...Object.values(COMPANY_PAGE_PATHS),
  ...DATA_CENTER_CATEGORIES.map(dataCenterHref),
  PURCHASE_DETAIL_PATH,
];
