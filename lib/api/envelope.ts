/**
 * The API's envelope `{ code, msg, data?, page? }` (docs/architecture.md §3) and the helpers that turn it
 * into typed results, so domain modules never see where an endpoint happened to put its list.
 */
import { API_CODE, ApiError, TRANSPORT_CODE } from './errors';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  /** Paged endpoints answer here instead of data (`page.list`, `page.records`, `page.total`). */
  page?: unknown;
}

/** One typed shape for every list, wherever the endpoint put it. */
export interface Page<T> {
  list: T[];
  total: number;
  /** Only when the endpoint says (`page.pages`). */
  pages?: number;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The envelope in `value`, or null when it is not one. A Java backend may answer `msg: null`;
 * that is normalised to '' so callers can show msg without checks.
 */
export function parseEnvelope(value: unknown): Envelope<unknown> | null {
  if (!isObject(value)) return null;
  const { code, msg } = value;
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  if (msg !== undefined && msg !== null && typeof msg !== 'string') return null;
  const envelope: Envelope<unknown> = { code, msg: msg ?? '' };
  if ('data' in value) envelope.data = value.data;
  if ('page' in value) envelope.page = value.page;
  return envelope;
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return parseEnvelope(value) !== null;
}

export function apiErrorFromEnvelope(
  envelope: Envelope<unknown>,
  extra: { handled?: boolean; status?: number } = {},
): ApiError {
  return new ApiError({ code: envelope.code, msg: envelope.msg, ...extra });
}

/** Throws the envelope's business failure; returns it unchanged on code 0. */
export function assertOk<T>(envelope: Envelope<T>): Envelope<T> {
  if (envelope.code !== API_CODE.ok) throw apiErrorFromEnvelope(envelope);
  return envelope;
}

/**
 * `data` of a successful envelope. A missing `data` is a broken answer, not an empty one; an
 * endpoint that may answer `data: null` should be called with `T` including null.
 */
export function unwrapData<T>(envelope: Envelope<T>): T {
  assertOk(envelope);
  if (!('data' in envelope) || envelope.data === undefined) {
    throw new ApiError({
      code: TRANSPORT_CODE.malformed,
      msg: 'successful envelope without data',
      retryable: false,
    });
  }
  return envelope.data;
}

function toCount(value: unknown): number | undefined {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : undefined;
}

interface RawPage {
  list: unknown[];
  total?: number;
  pages?: number;
}

/** Where each endpoint family puts its list, most specific first (docs/product.md §7). */
function locateList(envelope: Envelope<unknown>): RawPage {
  const page = isObject(envelope.page) ? envelope.page : undefined;
  const data = envelope.data;
  const dataObject = isObject(data) ? data : undefined;

  for (const holder of [page, dataObject]) {
    if (!holder) continue;
    // MyBatis-Plus style: records + pages (+ total).
    if (Array.isArray(holder.records)) {
      return {
        list: holder.records,
        total: toCount(holder.total) ?? toCount(holder.totalCount),
        pages: toCount(holder.pages),
      };
    }
    // renren style (page.list + page.totalCount) and classifyGoodsList (data.list + data.totalCount).
    if (Array.isArray(holder.list)) {
      return {
        list: holder.list,
        total: toCount(holder.totalCount) ?? toCount(holder.total),
        pages: toCount(holder.totalPage) ?? toCount(holder.pages),
      };
    }
  }
  if (Array.isArray(data)) return { list: data };
  // Count-only answers (`page.total` alone, e.g. a cart size).
  return { list: [], total: toCount(page?.total) ?? toCount(page?.totalCount) ?? 0 };
}

/**
 * The envelope's list as `{ list, total, pages? }`. `parseItem` may validate or reshape each row;
 * without it the rows are trusted to be `T` (the API is ours and typed at its boundary).
 * Throws ApiError for a non-zero code, so "No Data" states catch one error type.
 */
export function toPage<T>(envelope: Envelope<unknown>, parseItem?: (item: unknown) => T): Page<T> {
  assertOk(envelope);
  const raw = locateList(envelope);
  const list = parseItem ? raw.list.map(parseItem) : (raw.list as T[]);
  const result: Page<T> = { list, total: raw.total ?? list.length };
  if (raw.pages !== undefined) result.pages = raw.pages;
  return result;
}
