'use client';
import { useEffect, useRef } from 'react';
import { recordSearch } from '@/lib/api/islands/search';
import { useRouter } from '@/lib/i18n/navigation';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useRecentSearchStore } from './use-recent-search-store';

/**
 * Per view of a search-result page: stores the term as the visitor's newest recent search and,
 * on the first page, counts the search in the term statistics. The page itself is served from
 * cache and asks the API without counting, so this is what counts a view; paging is not a new
 * search. Fire-and-forget: a count that fails shows nothing. Loaded by record-search.tsx once the
 * page is idle.
 *
 * A search for an exact Cat. No. goes on to `goodsPage`, its goods item (docs/product.md §5), once
 * both are sent: the page stays a cached result page, so the view is counted and the search kept
 * among the recent ones like any other (both calls outlive the navigation).
 */
export function SearchRecorder({ term, page, goodsPage }: { term: string; page: number; goodsPage?: string }) {
  const locale = usePageLocale();
  const router = useRouter();

  // Development's strict mode runs effects twice on mount; a view still counts once.
  const counted = useRef<string | null>(null);

  // The device's list for a guest, the server's for a logged-in customer (docs/product.md §5); null
  // until the session answer says which.
  const recentStore = useRecentSearchStore();
  useEffect(() => {
    void recentStore?.add(term);
  }, [recentStore, term]);

  useEffect(() => {
    if (page !== 1 || counted.current === term) return;
    counted.current = term;
    recordSearch(term, locale);
  }, [term, page, locale]);

  // After the effects above: the recent-search store is known once the session answered.
  useEffect(() => {
    if (goodsPage && recentStore) router.replace(goodsPage);
  }, [goodsPage, recentStore, router]);
  return null;
}
