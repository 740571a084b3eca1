'use client';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { isApiError, TRANSPORT_CODE } from '@/lib/api/errors';
import { failureTextWith, type FailureTranslator } from '@/lib/api/failure-text';

export type { FailureTranslator } from '@/lib/api/failure-text';

/**
 * What a toast tells the visitor about a failed action (docs/product.md §8: the failure as an error),
 * or null when there is nothing to say: lib/api already acted (went home on 401, raised the
 * quiet re-login prompt on an add's 402) or a route change cancelled the call.
 */
export function quietFailureTextWith(t: FailureTranslator): (failure: unknown) => string | null {
  const text = failureTextWith(t);
  return (failure: unknown) => (isApiError(failure) && (failure.handled || failure.code === TRANSPORT_CODE.cancelled) ? null : text(failure));
}

/** failureTextWith the island's own messages. */
export function useFailureText(): (failure: unknown) => string {
  const t = useTranslations();
  return useMemo(() => failureTextWith(t), [t]);
}

/** quietFailureTextWith the island's own messages. */
export function useQuietFailureText(): (failure: unknown) => string | null {
  const t = useTranslations();
  return useMemo(() => quietFailureTextWith(t), [t]);
}
