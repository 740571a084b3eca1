/**
 * The response envelope of the supplier's backend (docs/product.md §7, docs/architecture.md §3): `{ code, msg, data }`
 * or, for the endpoints that page that way, `{ code, msg, page }`. Always answered with HTTP 200
 * unless the request never reached a route.
 */
export const CODE = {
  ok: 0,
  notFound: 3,
  invalid: 400,
  unauthorized: 401,
  sessionExpired: 402,
  conflict: 409,
  rateLimited: 429,
  internal: 500,
} as const;

export type Code = (typeof CODE)[keyof typeof CODE];

export interface Envelope<TData = unknown, TPage = unknown> {
  code: number;
  msg: string;
  data?: TData;
  page?: TPage;
}

/** `page` as the renren-style list endpoints answer it (`page.list`, docs/product.md §7.2). */
export interface ListPage<T> {
  list: T[];
  totalCount: number;
  pageSize: number;
  currPage: number;
  totalPage: number;
}

/** `data` as classifyGoodsList-style endpoints answer it (`data.list` + `data.totalCount`). */
export interface DataList<T> {
  list: T[];
  totalCount: number;
}

export const ok = <T>(data: T): Envelope<T> => ({ code: CODE.ok, msg: 'success', data });

export const okPage = <T>(list: T[], totalCount: number, page: number, limit: number): Envelope<never, ListPage<T>> => ({
  code: CODE.ok,
  msg: 'success',
  page: { list, totalCount, pageSize: limit, currPage: page, totalPage: Math.ceil(totalCount / Math.max(limit, 1)) },
});

export const fail = (code: Exclude<Code, 0>, msg: string): Envelope<never> => ({ code, msg });

/** A business failure a handler throws; the app turns it into an envelope. */
export class ApiFailure extends Error {
  constructor(
    readonly code: Exclude<Code, 0>,
    msg: string,
  ) {
    super(msg);
    this.name = 'ApiFailure';
  }
}
