/**
 * The server-side API client (server components, the BFF → API leg; the app imports config.ts).
 * ky carries the base URL, the timeout, the one retry of a read (get, postd, idempotent, or with an
 * Idempotency-Key) that got no envelope, and the contract's hooks (contract.ts). This adds the
 * fallback host: no answer in time moves new calls there for a while, and a read is resent there
 * at once as its one retry (docs/architecture.md §3).
 */
import ky, { isTimeoutError, type Options } from 'ky';
import { createBaseSwitch } from './base-switch';
import { contractClient, contractDefaults, contractOptions, exchangeEnvelope, isReadMode, type ContractClient, type ContractFields } from './contract';
import { ApiError, isApiError, TRANSPORT_CODE } from './errors';
import { FALLBACK_AFTER_MS, FALLBACK_HOLD_MS, REQUEST_RETRY_COUNT, REQUEST_RETRY_DELAY_MS } from '@/lib/catalogue/constants';

/** fetch as ky calls it: a Request, and the options fetch does not know (Next's `next`) as init. */
export type FetchFn = NonNullable<Options['fetch']>;

export interface ApiClientConfig {
  baseUrl: string;
  fallbackUrl?: string;
  /** docs/architecture.md §3; the product's figures (lib/catalogue/constants.ts) unless a test sets its own. */
  retryDelayMs?: number;
  fallbackAfterMs?: number;
  fallbackHoldMs?: number;
  /**
   * The time the work this call belongs to may take: a page render or a BFF request has one
   * budget for all its calls and retries (config.ts, render-deadline.ts), so a hung API costs a
   * visitor that budget once, not 35 s per call. When the primary leaves a call unanswered and the
   * fallback host takes over, the budget is extended by one attempt's time there.
   */
  deadline?: () => CallBudget | undefined;
  /** Told of every call that got no answer (the connection failed, or none in time). */
  onUnanswered?: () => void;
  fetch?: FetchFn;
}

/** When the work must be done (epoch ms); shared, and extended once the fallback takes over. */
export interface CallBudget {
  until: number;
}

interface CallOptions extends ContractFields {
  /** Safe to send twice. Default: true for get/postd and for calls with an idempotencyKey. */
  idempotent?: boolean;
  next?: RequestInit['next']; // Next.js data cache (revalidate + tags), handed to fetch unchanged
  cache?: RequestCache;
}

export interface ApiClient extends ContractClient<CallOptions> {
  currentBase(): string; // the host new calls go to now: the primary or the fallback
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const bases = createBaseSwitch({ primary: config.baseUrl, fallback: config.fallbackUrl, holdMs: config.fallbackHoldMs ?? FALLBACK_HOLD_MS });
  const retryDelayMs = config.retryDelayMs ?? REQUEST_RETRY_DELAY_MS;
  const perAttemptMs = config.fallbackAfterMs ?? FALLBACK_AFTER_MS;
  const http = ky.create({
    ...contractDefaults(ky.retry),
    prefix: config.baseUrl,
    timeout: perAttemptMs,
    retry: { limit: REQUEST_RETRY_COUNT, methods: ['get', 'post', 'delete'], retryOnTimeout: true, delay: () => retryDelayMs },
    fetch: config.fetch,
  });

  const client = contractClient<CallOptions>(async (mode, path, params, options) => {
    const idempotent = options.idempotent ?? (isReadMode(mode) || Boolean(options.idempotencyKey));
    const budget = config.deadline?.();
    const send = async (base: string, limit: number) => {
      const left = budget === undefined ? undefined : budget.until - Date.now();
      if (left !== undefined && left <= 0) throw new ApiError({ code: TRANSPORT_CODE.timeout, msg: 'no time left for this call' });
      return {
        envelope: await exchangeEnvelope(http, path, {
          ...contractOptions(mode, params, options),
          ...(options.next && { next: options.next }),
          ...(options.cache && { cache: options.cache }),
          prefix: base,
          ...(left !== undefined && { timeout: Math.min(perAttemptMs, left), totalTimeout: left }),
          // A timeout that moves to the fallback is not retried here: it is resent there at once, below.
          retry: { limit, shouldRetry: ({ error }) => (isTimeoutError(error) && bases.switches(base) ? false : undefined) },
        }),
      };
    };
    const base = bases.current();
    try {
      return await send(base, idempotent ? 1 : 0);
    } catch (error) {
      const unanswered = isApiError(error) && (error.code === TRANSPORT_CODE.timeout || error.code === TRANSPORT_CODE.network);
      if (unanswered) config.onUnanswered?.();
      // Switch even for a write that will not be resent: the primary is unresponsive for everyone.
      const switched = isApiError(error) && error.code === TRANSPORT_CODE.timeout && bases.reportUnanswered(base);
      if (switched && budget) budget.until = Math.max(budget.until, Date.now() + perAttemptMs);
      if (!switched || !idempotent) throw error;
      return send(bases.current(), 0);
    }
  });
  return { ...client, currentBase: () => bases.current() };
}
