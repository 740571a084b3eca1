import 'server-only';
import { ApiError } from '@/lib/api/errors';

/**
 * The answer, or `fallback` when the API answered that there is nothing (a business refusal such
 * as code 3): that section of the page chrome or the home page is left empty (docs/product.md §8:
 * lists that fail show no data). An outage (network failure, timeout, 5xx, 429, an answer that is
 * not an envelope) throws instead, so a cached page is never replaced by a half-empty render:
 * Next keeps serving the last good one (docs/architecture.md §4 caching). Anything that is not an
 * ApiError is a bug and throws too.
 */
export async function orFallback<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && !error.isTransport && !error.retryable) return fallback;
    throw error;
  }
}
