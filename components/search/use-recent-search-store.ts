'use client';
import { useMemo } from 'react';
import { useCustomer } from '@/components/account/use-customer';
import { usePageLocale } from '@/components/account/use-page-locale';
import { customerRecentSearches } from '@/lib/search/customer-recent-searches';
import { deviceRecentSearches, type RecentSearchStore } from '@/lib/search/recent-searches';

/**
 * Where the visitor's recent searches live (docs/product.md §5, §6): on the device for a guest, on the
 * server for a logged-in customer. null until the session answer says which.
 */
export function useRecentSearchStore(): RecentSearchStore | null {
  const { customer } = useCustomer();
  const locale = usePageLocale();
  const userId = customer === undefined ? undefined : (customer?.userId ?? null);
  // Keyed by userId, not just logged-in or not: another customer in the same tab has another list.
  return useMemo(() => {
    if (userId === undefined) return null;
    return userId === null ? deviceRecentSearches() : customerRecentSearches(locale);
  }, [userId, locale]);
}
