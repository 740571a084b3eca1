/**
 * What every client of the API contract offers, whichever leg it serves (server → API with
 * retry and fallback, browser → BFF with docs/product.md §8 effects); `O` is that leg's call options.
 */
import type { Envelope, Page } from './envelope';
import type { ApiMode, ApiParams } from './request-init';

export interface ContractClient<O> {
  /** The envelope as answered, whatever its code; rejects only with transport ApiErrors. */
  call<T = unknown>(mode: ApiMode, path: string, params: ApiParams | undefined, options: O): Promise<Envelope<T>>;
  /** `data` of a code-0 answer; any other code rejects with ApiError. */
  request<T>(mode: ApiMode, path: string, params: ApiParams | undefined, options: O): Promise<T>;
  /** The answer's list in one shape, wherever the endpoint put it. */
  requestPage<T>(mode: ApiMode, path: string, params: ApiParams | undefined, options: O, parseItem?: (item: unknown) => T): Promise<Page<T>>;
  /** For writes whose answer carries nothing but success: rejects on any non-zero code. */
  send(mode: ApiMode, path: string, params: ApiParams | undefined, options: O): Promise<Envelope<unknown>>;
}
