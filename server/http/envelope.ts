import { CODE, type Code } from '../../contract/codes';
import type { Envelope, ListPage } from '../../contract/envelope';

/**
 * The response envelope of the supplier's backend (docs/product.md §7, docs/architecture.md §3): `{ code, msg, data }`
 * or, for the endpoints that page that way, `{ code, msg, page }`. Always answered with HTTP 200
 * unless the request never reached a route.
 */
export { CODE, type Code } from '../../contract/codes';
export type { Envelope, ListPage } from '../../contract/envelope';

export const ok = <T>(data: T): Envelope<T, never> => ({ code: CODE.ok, msg: 'success', data });

export const okPage = <T>(list: T[], totalCount: number, page: number, limit: number): Envelope<never, ListPage<T>> => ({
  code: CODE.ok,
  msg: 'success',
  page: { list, totalCount, pageSize: limit, currPage: page, totalPage: Math.ceil(totalCount / Math.max(limit, 1)) },
});

/** okPage for a service answer that already holds its rows and their count. */
export const okPageOf = <T>({ list, totalCount }: { list: T[]; totalCount: number }, page: number, limit: number): Envelope<never, ListPage<T>> =>
  okPage(list, totalCount, page, limit);

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

/** The value a handler looked up, or code 3 with `problem` ('id: no goods 12') when there is none. */
export function found<T>(value: T | null | undefined, problem: string): T {
  if (value === null || value === undefined) throw new ApiFailure(CODE.notFound, problem);
  return value;
}
