/**
 * The publications page of a goods item (docs/product.md §2.6 citations): `/goods-citations?id=12`,
 * optionally `&application=WB` and `&page=2`. The proxy turns the query into one path segment so
 * every filter and page is its own cached page, like the other query-string pages
 * (docs/architecture.md §4).
 */
import { parseGoodsId } from '@/lib/catalogue/listing-query';
import { parsePage, safeDecode } from '@/lib/catalogue/query-segment';

export const CITATIONS_PATH = '/goods-citations';
/** The citations a goods page lists itself; the rest are on the publications page. */
export const CITATIONS_ON_GOODS_PAGE = 3;
/** Citations per page of the publications page. */
export const CITATIONS_PER_PAGE = 20;

/** Application codes are dictionary codes (WB, IHC-P, Co-IP…). */
const APPLICATION_CODE = /^[A-Za-z0-9-]{1,32}$/;

export interface CitationsQuery {
  goodsId: number;
  /** An application code, or null for every application. */
  application: string | null;
  page: number;
}

function applicationCode(value: string | null | undefined): string | null {
  return value && APPLICATION_CODE.test(value) ? value : null;
}

/** The query of a public `/goods-citations` URL; null without a goods id. */
export function parseCitationsQuery(params: URLSearchParams): CitationsQuery | null {
  const goodsId = parseGoodsId(params.get('id'));
  if (goodsId === null) return null;
  return { goodsId, application: applicationCode(params.get('application')), page: parsePage(params.get('page')) };
}

/** `12.WB.2`: goods id, application ('-' for all), page. */
export const toCitationsSegment = ({ goodsId, application, page }: CitationsQuery): string => `${goodsId}.${application ?? '-'}.${page}`;

/** The query a segment stands for; null for a segment the proxy never makes. */
export function fromCitationsSegment(segment: string): CitationsQuery | null {
  const parts = safeDecode(segment).split('.');
  if (parts.length !== 3) return null;
  const [id, code, pageText] = parts;
  const goodsId = parseGoodsId(id);
  const page = Number(pageText);
  if (goodsId === null || String(goodsId) !== id || (page !== 1 && parsePage(pageText ?? null) !== page)) return null;
  if (code === '-') return { goodsId, application: null, page };
  const application = applicationCode(code);
  return application ? { goodsId, application, page } : null;
}

/** The public URL of a publications page. */
export function citationsHref({ goodsId, application, page }: CitationsQuery): string {
  const params = new URLSearchParams({ id: String(goodsId) });
  if (application) params.set('application', application);
  if (page > 1) params.set('page', String(page));
  return `${CITATIONS_PATH}?${params.toString()}`;
}
