/**
 * When the API says the customer's session is over (docs/product.md §8: 401 invalid token, 402
 * expired) while a personal page renders, the page sends the visitor to log in again and
 * back: the cookie still names a customer, but its token no longer works.
 */
import { API_CODE, isApiError } from '@/lib/api/errors';

export function endsSession(error: unknown): boolean {
  return isApiError(error) && (error.code === API_CODE.unauthorized || error.code === API_CODE.sessionExpired);
}
