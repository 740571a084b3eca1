'use client';
import { useCallback } from 'react';
import { useFailureText as useFormFailureText } from '@/components/account/use-failure-text';
import { isApiError, TRANSPORT_CODE } from '@/lib/api/errors';

/**
 * The error toast's text for a failed action (SPEC.md §8: the server msg as an error), or null
 * when there is nothing to say: lib/api already acted (went home on 401, raised the quiet
 * re-login prompt), or a route change cancelled the call.
 */
export function useActionFailureText(): (error: unknown) => string | null {
  const text = useFormFailureText();
  return useCallback((error: unknown) => (isApiError(error) && (error.handled || error.code === TRANSPORT_CODE.cancelled) ? null : text(error)), [text]);
}
