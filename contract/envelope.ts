/**
 * The answer envelope of the API contract (docs/architecture.md §3): `{ code, msg, data }`, or
 * `{ code, msg, page }` for the endpoints that page that way, always with HTTP 200. Both programs
 * read the shapes from here, the codes from codes.ts.
 */
import { z } from 'zod';

const CODE_DESCRIPTION = '0 success · 3 not found · 400 invalid input · 401 no token · 402 session expired · 409 conflict · 429 rate limited · 500 internal';

export interface Envelope<TData = unknown, TPage = unknown> {
  code: number;
  msg: string;
  data?: TData;
  page?: TPage;
}

/** The envelope with `data` (or `page`) of the given schema; other codes carry no data. */
export const envelopeOf = (body: { data?: z.ZodType; page?: z.ZodType }) =>
  z.object({
    code: z.number().int().meta({ description: CODE_DESCRIPTION }),
    msg: z.string(),
    ...(body.data ? { data: body.data.optional() } : {}),
    ...(body.page ? { page: body.page.optional() } : {}),
  });

/** `page` as the renren-style list endpoints answer it (`page.list`, docs/product.md §7.2). */
export const listPage = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    totalCount: z.number().int(),
    pageSize: z.number().int(),
    currPage: z.number().int(),
    totalPage: z.number().int(),
  });

export type ListPage<T> = { list: T[]; totalCount: number; pageSize: number; currPage: number; totalPage: number };

/** `data` as classifyGoodsList-style endpoints answer it (`data.list` + `data.totalCount`). */
export const dataList = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), totalCount: z.number().int() });

/** `data.list` without a total. */
export const bareList = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });

/** `page` as the MyBatis-Plus style endpoints answer it (`page.records` + `page.pages`). */
export const recordsPage = <T extends z.ZodType>(item: T) =>
  z.object({
    records: z.array(item),
    total: z.number().int(),
    pages: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });

/** A moment in ISO 8601 with its offset (`2026-01-31T08:00:00.000Z`), as every time field is sent. */
/** The `data` of an answer that only says it succeeded. */
export const NoData = z.null();

/** The `data` of an answer that is one number (a count). */
export const CountData = z.number();

export const isoTime = () => z.iso.datetime({ offset: true });

/** A whole number: ids, counts, quantities. */
export const whole = () => z.number().int();

/** An amount in yuan (CNY), as the API stores and answers every price. */
export const money = () => z.number().meta({ description: 'CNY' });

/** An id sent as text; the supplier's backend may send it as a number. */
export const idText = () => z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string());

/** Text that reads as '' when the supplier's backend leaves it out or sends null. */
export const textOrEmpty = () => z.preprocess((value) => value ?? undefined, z.string().default(''));
