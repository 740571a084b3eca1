import 'server-only';
/**
 * The one rule for an id a personal page cannot show (docs/product.md §8): the API answers code 3
 * for an id that does not exist and for another customer's, alike, so a page never tells them apart.
 * A page either says 'not found' in its own frame (unlessUnknown) or is the 404 page (orNotFound);
 * any other failure goes on to the error page or the login.
 */
import { notFound } from 'next/navigation';
import { API_CODE, isApiError } from '@/lib/api/errors';

const isUnknown = (error: unknown) => isApiError(error) && error.code === API_CODE.notFound;

/** The answer, or null when the id is unknown or not the customer's. */
export async function unlessUnknown<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (isUnknown(error)) return null;
    throw error;
  }
}

/** The answer; an unknown id renders the 404 page. */
export async function orNotFound<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (isUnknown(error)) notFound();
    throw error;
  }
}
