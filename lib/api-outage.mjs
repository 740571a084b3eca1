/**
 * Whether the catalogue API was just found unreachable, shared by the storefront's server bundle
 * (lib/api/config.ts marks it when a call gets no answer) and its preload
 * (scripts/api-outage-status.mjs reads it), which run in one process: the mark lives on globalThis.
 * Plain JavaScript for the preload, outside Next's bundle.
 */
const MARK = Symbol.for('labshop.apiUnansweredAt');

/**
 * How long after an unanswered call a failed page counts as the API's outage.
 * @internal exported for its tests
 */
export const OUTAGE_WINDOW_MS = 30_000;
/** What a 503 tells browsers and crawlers (seconds): about when the supervised API is back. */
export const RETRY_AFTER_SECONDS = 30;

/** A call to the API got no answer (refused, or none in time). */
export function markApiUnanswered(now = Date.now()) {
  globalThis[MARK] = now;
}

/** Whether a call got no answer within the last OUTAGE_WINDOW_MS. */
function apiRecentlyUnanswered(now = Date.now()) {
  const at = globalThis[MARK];
  return typeof at === 'number' && now - at <= OUTAGE_WINDOW_MS;
}

/**
 * The status a page answer should have: a page that failed (500) while the API gets no answer is
 * the API's outage, 503 with Retry-After, not the shop's bug. BFF routes (/api) set theirs.
 * @param {string} path @param {number} status @param {number} [now]
 * @returns {{ status: number, retryAfter?: string }}
 */
export function pageStatusDuringOutage(path, status, now = Date.now()) {
  if (status !== 500 || path === '/api' || path.startsWith('/api/') || !apiRecentlyUnanswered(now)) return { status };
  return { status: 503, retryAfter: String(RETRY_AFTER_SECONDS) };
}
