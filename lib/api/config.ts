/**
 * The default server client, configured from the environment (docs/architecture.md §6):
 * API_BASE_URL (default http://127.0.0.1:4000) and API_FALLBACK_URL (none).
 */
import { createApiClient, type ApiClient, type ApiClientConfig } from './client';

export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:4000';

function baseUrlFrom(value: string | undefined, name: string): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  // Fail at start-up on a typo rather than on the first page view.
  const url = new URL(trimmed);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL`);
  return trimmed.replace(/\/+$/, '');
}

export function apiConfigFromEnv(env: Readonly<Record<string, string | undefined>>): ApiClientConfig {
  return {
    baseUrl: baseUrlFrom(env.API_BASE_URL, 'API_BASE_URL') ?? DEFAULT_API_BASE_URL,
    fallbackUrl: baseUrlFrom(env.API_FALLBACK_URL, 'API_FALLBACK_URL'),
  };
}

let defaultClient: ApiClient | undefined;

/**
 * Created on first use, so the environment is read in the process that serves requests (not
 * frozen at build time), and one switch state is shared by every call in that process.
 */
export function getApiClient(): ApiClient {
  defaultClient ??= createApiClient(apiConfigFromEnv(process.env));
  return defaultClient;
}

export const api: ApiClient = {
  call: (mode, path, params, options) => getApiClient().call(mode, path, params, options),
  request: (mode, path, params, options) => getApiClient().request(mode, path, params, options),
  requestPage: (mode, path, params, options, parseItem) =>
    getApiClient().requestPage(mode, path, params, options, parseItem),
  send: (mode, path, params, options) => getApiClient().send(mode, path, params, options),
  currentBase: () => getApiClient().currentBase(),
};
