/**
 * The server-side API client's core (server components and the BFF → API leg). Kept free of
 * `server-only` so Jest can run it; lib/api/client.ts is the import the app uses.
 *
 * Policy (docs/architecture.md §3, docs/product.md §9):
 * - Reads (get, postd, or any call marked idempotent or carrying an Idempotency-Key) are retried
 *   once, after retryDelayMs, when no envelope came back: network failure, timeout, non-envelope
 *   5xx. An envelope with any code is an answer and is never retried.
 * - No answer within fallbackAfterMs aborts the attempt and moves the client to the fallback host
 *   for fallbackHoldMs; a read is then retried on the fallback at once (that is its one retry).
 *
 * Hand-rolled over fetch rather than ky: ky 2 does forward `next` to fetch, but its retry cannot
 * send the retry to another host without delay, nor tell an envelope on HTTP 500 (an answer)
 * from a proxy's 502 page (a failure) before deciding, and every attempt here is one fetch anyway.
 */
import { toPage, unwrapData, assertOk, type Envelope } from './envelope';
import { ApiError, TRANSPORT_CODE } from './errors';
import { createBaseSwitch } from './base-switch';
import type { ContractClient } from './contract-client';
import {
  buildHttpRequest,
  isReadMode,
  joinUrl,
  type ApiMode,
  type ApiParams,
  type ContractFields,
  type HttpRequestParts,
} from './request-init';
import { globalFetch, sendOnce, type FetchFn, type NextCacheOptions } from './send-once';
import { wait } from './signals';

export interface ApiClientConfig {
  baseUrl: string;
  fallbackUrl?: string;
  /** Pause before the one retry (docs/product.md §9: 5000 ms). */
  retryDelayMs?: number;
  /** No answer within this long switches to the fallback host (docs/product.md §9: 15 s). */
  fallbackAfterMs?: number;
  /** How long the fallback stays in use before the primary is tried again. */
  fallbackHoldMs?: number;
  fetch?: FetchFn;
  now?: () => number;
}

export interface CallOptions extends ContractFields {
  /** Safe to send twice. Default: true for get/postd and for calls with an idempotencyKey. */
  idempotent?: boolean;
  signal?: AbortSignal;
  /** Next.js data cache: handed to fetch's init unchanged. */
  next?: NextCacheOptions;
  cache?: RequestCache;
}

export interface ApiClient extends ContractClient<CallOptions> {
  /** The host new calls go to right now (primary or fallback). */
  currentBase(): string;
}

export const DEFAULT_RETRY_DELAY_MS = 5000;
export const DEFAULT_FALLBACK_AFTER_MS = 15_000;
export const DEFAULT_FALLBACK_HOLD_MS = 60_000;

function isIdempotent(mode: ApiMode, options: CallOptions): boolean {
  return options.idempotent ?? (isReadMode(mode) || Boolean(options.idempotencyKey));
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const retryDelayMs = config.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const fallbackAfterMs = config.fallbackAfterMs ?? DEFAULT_FALLBACK_AFTER_MS;
  const fetchFn = config.fetch ?? globalFetch;
  const bases = createBaseSwitch({
    primary: config.baseUrl,
    fallback: config.fallbackUrl,
    holdMs: config.fallbackHoldMs ?? DEFAULT_FALLBACK_HOLD_MS,
    now: config.now,
  });

  async function attempt(base: string, http: HttpRequestParts, options: CallOptions) {
    const init = {
      method: http.method,
      headers: http.headers,
      body: http.body,
      ...(options.next ? { next: options.next } : {}),
      ...(options.cache ? { cache: options.cache } : {}),
    };
    const { envelope } = await sendOnce(fetchFn, joinUrl(base, http.target), init, {
      timeoutMs: fallbackAfterMs,
      signal: options.signal,
    });
    return envelope;
  }

  async function call<T>(
    mode: ApiMode,
    path: string,
    params: ApiParams | undefined,
    options: CallOptions,
  ): Promise<Envelope<T>> {
    const http = buildHttpRequest(mode, path, params, options);
    const firstBase = bases.current();
    try {
      return (await attempt(firstBase, http, options)) as Envelope<T>;
    } catch (error) {
      if (!(error instanceof ApiError) || !error.retryable) throw error;
      // Switch even for a write that will not be retried: the primary is unresponsive for everyone.
      const toFallback = error.code === TRANSPORT_CODE.timeout && bases.reportUnanswered(firstBase);
      if (!isIdempotent(mode, options)) throw error;
      if (!toFallback) await wait(retryDelayMs, options.signal);
      return (await attempt(bases.current(), http, options)) as Envelope<T>;
    }
  }

  return {
    call,
    async request<T>(mode: ApiMode, path: string, params: ApiParams | undefined, options: CallOptions) {
      return unwrapData(await call<T>(mode, path, params, options));
    },
    async requestPage<T>(
      mode: ApiMode,
      path: string,
      params: ApiParams | undefined,
      options: CallOptions,
      parseItem?: (item: unknown) => T,
    ) {
      return toPage(await call(mode, path, params, options), parseItem);
    },
    async send(mode: ApiMode, path: string, params: ApiParams | undefined, options: CallOptions) {
      return assertOk(await call(mode, path, params, options));
    },
    currentBase: () => bases.current(),
  };
}
