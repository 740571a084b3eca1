/**
 * The islands' client, on ky: only the storefront's own BFF at `/api<path>` (same origin, session
 * cookie attached), never retried (that is the BFF → API leg's, docs/architecture.md §3). Requests
 * join the route abort scope; docs/product.md §8's codes take effect before the island sees them.
 */
import type { KyInstance } from 'ky';
import { applyEnvelopeEffects, windowEffects, type BrowserEffects } from './browser-effects';
import { contractClient, contractDefaults, contractOptions, exchangeEnvelope, type ApiLocale, type ContractClient } from './contract';
import { ApiError, TRANSPORT_CODE } from './errors';
import { routeAbortScope, type RouteAbortScope } from './route-abort';
import type { FetchFn } from './transport';

export { API_CODE, TRANSPORT_CODE, isApiError } from './errors';

interface BrowserCallOptions {
  /** The page's locale, sent as `lang` and used for the home and /404 links. */
  locale: ApiLocale;
  headers?: Readonly<Record<string, string>>;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Add to the inquiry list: on 402 show nothing (the store is still cleared, re-login still raised). */
  silent402?: boolean;
  /** The scope to join; null for a request that must outlive the page (it is rare). */
  scope?: RouteAbortScope | null;
}

export type BrowserApiClient = ContractClient<BrowserCallOptions>;

export function createBrowserClient(
  config: { apiBase?: string; fetch?: FetchFn; effects?: Partial<BrowserEffects>; scope?: RouteAbortScope } = {},
): BrowserApiClient {
  const effects = { ...windowEffects, ...config.effects };
  // ky loads with the first call, not with the page (docs/adr/0003-lib-api-on-ky-with-two-thin-layers.md). 40 s: longer than the BFF's
  // own worst case (15 s, then 15 s on the fallback), so the BFF's answer comes first.
  let http: Promise<KyInstance> | undefined;
  const load = () =>
    (http ??= import('ky').then(
      ({ default: ky }) =>
        ky.create({
          ...contractDefaults(ky.retry),
          prefix: config.apiBase ?? '/api',
          timeout: 40_000,
          retry: 0,
          credentials: 'same-origin',
          fetch: config.fetch,
        }),
      (cause: unknown) => {
        http = undefined; // a chunk that did not load is a network failure, loaded again by the next call
        throw new ApiError({ code: TRANSPORT_CODE.network, msg: 'the client did not load', cause });
      },
    ));

  return contractClient<BrowserCallOptions>(async (mode, path, params, options) => {
    const membership = (options.scope === undefined ? (config.scope ?? routeAbortScope) : options.scope)?.join();
    const signals = [options.signal, membership?.signal].filter((signal) => signal !== undefined);
    try {
      const signal = signals.length > 0 ? AbortSignal.any(signals) : undefined;
      const envelope = await exchangeEnvelope(await load(), path, contractOptions(mode, params, { ...options, signal }));
      return { envelope, handled: applyEnvelopeEffects(envelope, options.locale, Boolean(options.silent402), effects) };
    } finally {
      membership?.leave();
    }
  });
}

/** The islands' client: same-origin BFF, window effects, the app-wide route scope. */
export const browserApi: BrowserApiClient = createBrowserClient();
