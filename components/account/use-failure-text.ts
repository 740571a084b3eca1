'use client';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { isApiError } from '@/lib/api/browser';

/**
 * The text a form shows for a failed call: the API's own msg (already in the page's language),
 * or our translation of a transport failure ('Network error…').
 */
export function useFailureText(): (failure: unknown) => string {
  const t = useTranslations();
  return useCallback(
    (failure: unknown) => {
      if (isApiError(failure)) return failure.messageKey ? t(failure.messageKey) : failure.msg || t('account.failed');
      if (typeof failure === 'string' && failure) return failure;
      return t('account.failed');
    },
    [t],
  );
}
