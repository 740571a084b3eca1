import 'server-only';
/**
 * The one rule for what a page shows when an API call fails (docs/architecture.md §4, "When the
 * API fails"). Page loaders wrap each call with the part of the page it feeds:
 * - `main`: the page's own content. A refusal (code 3, 400… an answer that will not change)
 *   gives `main`: an empty list shows 'No Data' (docs/product.md §8), null makes the page 404.
 *   Transient failures (network, timeout, 429, 500) throw, so Next keeps serving the last good
 *   cached page instead of caching an empty one.
 * - `optional`: a part the page can do without (page chrome, side recommendations): a refusal
 *   leaves it empty. Transient failures throw here too: a cached page built while a part was
 *   missing would be served half-empty long after the API recovered.
 * - `login`: personal data. 401/402 send the visitor to log in and back to this path; anything
 *   else throws.
 * Anything that is not an ApiError is a bug and always throws.
 */
import { loginHrefFor } from '@/lib/account/login-events';
import { endsSession } from '@/lib/customer/session-end';
import type { Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/redirect';
import { isApiError } from './errors';

export type FailureRule<F> = { main: F } | { optional: F } | { login: string; locale: Locale };

export async function fallback<T, F = never>(pending: Promise<T>, rule: FailureRule<F>): Promise<T | F> {
  try {
    return await pending;
  } catch (error) {
    if (!isApiError(error)) throw error;
    // A refusal: the API answered (transport codes are negative) and would answer the same again.
    const refused = error.code > 0 && !error.retryable;
    if (refused && 'main' in rule) return rule.main;
    if (refused && 'optional' in rule) return rule.optional;
    // redirect() throws Next's own signal, which must not be caught on its way out.
    if ('login' in rule && endsSession(error)) redirect({ href: loginHrefFor(rule.login), locale: rule.locale });
    throw error;
  }
}
