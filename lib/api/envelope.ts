/**
 * The API's envelope `{ code, msg, data?, page? }` (docs/architecture.md §3) and the helpers that
 * turn it into typed results, so domain modules never see where an endpoint put its list.
 */
import type { Envelope } from '@/contract/envelope';
import { API_CODE, ApiError, TRANSPORT_CODE } from './errors';

/** Paged endpoints answer in `page` instead of `data` (`page.list`, `page.records`, `page.total`). */
export type { Envelope } from '@/contract/envelope';

/** One typed shape for every list, wherever the endpoint put it; `pages` only when the endpoint says. */
export type Page<T> = { list: T[]; total: number; pages?: number };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope in `value`, or null. A Java backend may answer `msg: null`: that becomes ''. */
export function parseEnvelope(value: unknown): Envelope | null {
  if (!isObject(value) || !Number.isInteger(value.code)) return null;
  const { code, msg = '', data, page } = value;
  if (msg !== null && typeof msg !== 'string') return null;
  return { code: code as number, msg: msg ?? '', ...('data' in value && { data }), ...('page' in value && { page }) };
}

/** Throws the envelope's business failure; returns it unchanged on code 0. */
export function assertOk<T>(envelope: Envelope<T>, handled = false): Envelope<T> {
  if (envelope.code !== API_CODE.ok) throw new ApiError({ code: envelope.code, msg: envelope.msg, handled });
  return envelope;
}

/** `data` of a successful envelope; a missing `data` is a broken answer (`data: null` passes). */
export function unwrapData<T>(envelope: Envelope<T>): T {
  if (assertOk(envelope).data !== undefined) return envelope.data as T;
  throw new ApiError({ code: TRANSPORT_CODE.malformed, msg: 'successful envelope without data', retryable: false });
}

function toCount(value: unknown): number | undefined {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : undefined;
}

/** Where each endpoint family puts its list, most specific first (docs/product.md §7). */
function locateList({ data, page }: Envelope): { list: unknown[]; total?: number; pages?: number } {
  for (const holder of [page, data]) {
    if (!isObject(holder)) continue;
    // MyBatis-Plus style: records + pages (+ total).
    if (Array.isArray(holder.records)) {
      return { list: holder.records, total: toCount(holder.total) ?? toCount(holder.totalCount), pages: toCount(holder.pages) };
    }
    // renren style (page.list + page.totalCount) and classifyGoodsList (data.list + data.totalCount).
    if (Array.isArray(holder.list)) {
      const pages = toCount(holder.totalPage) ?? toCount(holder.pages);
      return { list: holder.list, total: toCount(holder.totalCount) ?? toCount(holder.total), pages };
    }
  }
  if (Array.isArray(data)) return { list: data };
  // Count-only answers (`page.total` alone, e.g. an inquiry-list size).
  return { list: [], total: isObject(page) ? (toCount(page.total) ?? toCount(page.totalCount) ?? 0) : 0 };
}

/** The envelope's list as `{ list, total, pages? }`; `parseItem` may validate or reshape each row. */
export function toPage<T>(envelope: Envelope, parseItem?: (item: unknown) => T): Page<T> {
  const { list, total, pages } = locateList(assertOk(envelope));
  const items = parseItem ? list.map(parseItem) : (list as T[]);
  return { list: items, total: total ?? items.length, ...(pages !== undefined && { pages }) };
}
