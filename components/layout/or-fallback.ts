import 'server-only';
import { ApiError } from '@/lib/api/errors';

/**
 * The answer, or `fallback` when the API could not give it: a section of the page chrome or
 * of the home page is left empty (docs/product.md §8: lists that fail show no data) instead of the
 * whole page failing. Anything that is not an ApiError is a bug and still throws.
 */
export async function orFallback<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError) return fallback;
    throw error;
  }
}
