'use client';
import { useCallback } from 'react';
import { useFailureText } from '@/components/account/use-failure-text';
import { isApiError, TRANSPORT_CODE } from '@/lib/api/errors';

/**
 * What to tell the visitor about a failed cart or inquiry call (SPEC.md §8: the server's msg),
 * or null when lib/api already acted (home on 401, the quiet re-login on an add's 402) or a
 * route change cancelled the call.
 */
export function useQuietFailureText(): (error: unknown) => string | null {
  const text = useFailureText();
  return useCallback((error: unknown) => (isApiError(error) && (error.handled || error.code === TRANSPORT_CODE.cancelled) ? null : text(error)), [text]);
}
