'use client';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { isApiError, TRANSPORT_CODE } from '@/lib/api/errors';

/** The root translator of next-intl (`useTranslations()`), as far as failure texts use it. */
export interface FailureTranslator {
  (key: string): string;
  has(key: string): boolean;
}

/**
 * The text a form shows for a failed call: the API's own msg (already in the page's language),
 * or our translation of a transport failure ('Network error…'). The translations come from the
 * island's messages ('common' and 'account.failed', docs/islands.md); an island whose messages
 * lack the key shows the error's own msg rather than the key.
 */
function failureTextWith(t: FailureTranslator): (failure: unknown) => string {
  return (failure: unknown) => {
    if (isApiError(failure)) {
      if (failure.messageKey && t.has(failure.messageKey)) return t(failure.messageKey);
      if (failure.msg) return failure.msg;
    }
    if (typeof failure === 'string' && failure) return failure;
    return t('account.failed');
  };
}

/**
 * What a toast tells the visitor about a failed action (docs/product.md §8: the server's msg as an error),
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
