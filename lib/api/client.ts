import 'server-only';

/**
 * The server-side API client (server components, route handlers, the BFF). The logic lives in
 * ./transport so it can be tested outside React's server context; this module only fences it
 * off from client bundles, since it carries the session token.
 */
export {
  createApiClient,
  DEFAULT_FALLBACK_AFTER_MS,
  DEFAULT_FALLBACK_HOLD_MS,
  DEFAULT_RETRY_DELAY_MS,
  type ApiClient,
  type ApiClientConfig,
  type CallOptions,
} from './transport';
export type { ApiLocale, ApiMode, ApiParams } from './request-init';
export type { NextCacheOptions } from './send-once';
export type { Envelope, Page } from './envelope';
export { ApiError, API_CODE, TRANSPORT_CODE, isApiError } from './errors';
