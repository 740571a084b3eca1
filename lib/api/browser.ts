/**
 * The browser-side client for client islands. It talks only to the storefront's own BFF at
 * `/api<path>` (same origin, session cookie attached by the browser) and never retries: retry and
 * fallback belong to the BFF → API leg (docs/architecture.md §3). Requests join the route abort scope, and
 * the codes of docs/product.md §8 get their effects before the island sees the result.
 */
import { apiErrorFromEnvelope, toPage, unwrapData, type Envelope, type Page } from './envelope';
import { applyEnvelopeEffects, windowEffects, type BrowserEffects } from './browser-effects';
import type { ContractClient } from './contract-client';
import { API_CODE } from './errors';
import { buildHttpRequest, joinUrl, type ApiLocale, type ApiMode, type ApiParams } from './request-init';
import { routeAbortScope, type RouteAbortScope } from './route-abort';
import { globalFetch, sendOnce, type FetchFn } from './send-once';
import { linkSignals } from './signals';

export { createRouteAbortScope, keepsRequestsOnRouteChange, routeAbortScope, ROUTE_CANCELLED_KEY } from './route-abort';
export type { RouteAbortScope, RouteAbortMembership } from './route-abort';
export { RELOGIN_EVENT, USER_STORAGE_KEYS, type BrowserEffects, type ReloginDetail } from './browser-effects';
export { ApiError, API_CODE, TRANSPORT_CODE, isApiError } from './errors';
export type { Envelope, Page } from './envelope';
export type { ApiLocale, ApiMode, ApiParams } from './request-init';

/**
 * Longer than the BFF's own worst case (15 s unanswered + 15 s on the fallback), so the BFF's
 * classified failure arrives first; this only catches a BFF that hangs itself.
 */
export const BROWSER_TIMEOUT_MS = 40_000;

export interface BrowserCallOptions {
  /** The page's locale, sent as `lang` and used for the home and /404 links. */
  locale: ApiLocale;
  headers?: Readonly<Record<string, string>>;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Add-to-cart: on 402 show nothing (the store is still cleared and re-login still raised). */
  silent402?: boolean;
  /** The scope to join; null for a request that must outlive the page (it is rare). */
  scope?: RouteAbortScope | null;
}

export interface BrowserClientConfig {
  /** Where the BFF answers; default '/api' on this origin. */
  apiBase?: string;
  fetch?: FetchFn;
  timeoutMs?: number;
  effects?: Partial<BrowserEffects>;
  scope?: RouteAbortScope;
}

export type BrowserApiClient = ContractClient<BrowserCallOptions>;

export function createBrowserClient(config: BrowserClientConfig = {}): BrowserApiClient {
  const apiBase = config.apiBase ?? '/api';
  const fetchFn = config.fetch ?? globalFetch;
  const defaultScope = config.scope ?? routeAbortScope;
  // Resolved per call: `window` does not exist while a client component renders on the server.
  const effects = (): BrowserEffects => ({ ...windowEffects(), ...config.effects });

  async function exchange(
    mode: ApiMode,
    path: string,
    params: ApiParams | undefined,
    options: BrowserCallOptions,
  ): Promise<{ envelope: Envelope<unknown>; handled: boolean }> {
    const http = buildHttpRequest(mode, path, params, options);
    const scope = options.scope === undefined ? defaultScope : options.scope;
    const membership = scope?.join();
    const linked = linkSignals([options.signal, membership?.signal]);
    try {
      const { envelope } = await sendOnce(
        fetchFn,
        joinUrl(apiBase, http.target),
        { method: http.method, headers: http.headers, body: http.body, credentials: 'same-origin' },
        {
          timeoutMs: config.timeoutMs ?? BROWSER_TIMEOUT_MS,
          signal: linked.signal,
        },
      );
      const handled = applyEnvelopeEffects(envelope, {
        locale: options.locale,
        silent402: options.silent402,
        effects: effects(),
      });
      return { envelope, handled };
    } finally {
      linked.dispose();
      membership?.leave();
    }
  }

  async function settled(
    mode: ApiMode,
    path: string,
    params: ApiParams | undefined,
    options: BrowserCallOptions,
  ): Promise<Envelope<unknown>> {
    const { envelope, handled } = await exchange(mode, path, params, options);
    if (envelope.code !== API_CODE.ok) throw apiErrorFromEnvelope(envelope, { handled });
    return envelope;
  }

  return {
    async call<T>(mode: ApiMode, path: string, params: ApiParams | undefined, options: BrowserCallOptions) {
      return (await exchange(mode, path, params, options)).envelope as Envelope<T>;
    },
    async request<T>(mode: ApiMode, path: string, params: ApiParams | undefined, options: BrowserCallOptions) {
      return unwrapData((await settled(mode, path, params, options)) as Envelope<T>);
    },
    async requestPage<T>(
      mode: ApiMode,
      path: string,
      params: ApiParams | undefined,
      options: BrowserCallOptions,
      parseItem?: (item: unknown) => T,
    ) {
      return toPage(await settled(mode, path, params, options), parseItem);
    },
    send: settled,
  };
}

/** The islands' client: same-origin BFF, window effects, the app-wide route scope. */
export const browserApi: BrowserApiClient = createBrowserClient();
