import 'server-only';
import { isApiError } from '@/lib/api/errors';

/** A personal read the API refused as unknown or not the customer's (code 3): null, for a 'not found' notice. Anything else throws. */
export async function unlessUnknown<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (isApiError(error) && error.code === 3) return null;
    throw error;
  }
}
