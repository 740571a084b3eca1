import 'server-only';

/**
 * The server-side API client of the app, configured from the environment (docs/architecture.md
 * §6): API_BASE_URL (default http://127.0.0.1:4000) and API_FALLBACK_URL (none). `server-only`
 * keeps it out of client bundles, since it carries the session token.
 */
import { markApiUnanswered } from '../api-outage.mjs';
import { renderDeadline } from './render-deadline';
import { createApiClient, type ApiClient, type ApiClientConfig } from './transport';

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
    baseUrl: baseUrlFrom(env.API_BASE_URL, 'API_BASE_URL') ?? 'http://127.0.0.1:4000',
    fallbackUrl: baseUrlFrom(env.API_FALLBACK_URL, 'API_FALLBACK_URL'),
  };
}

/** Read where the server runs: server bundles do not inline process.env (only NEXT_PUBLIC_ names). */
export const api: ApiClient = createApiClient({
  ...apiConfigFromEnv(process.env),
  deadline: renderDeadline,
  // A page that fails meanwhile answers 503 with Retry-After (scripts/api-outage-status.mjs).
  onUnanswered: () => markApiUnanswered(),
});
