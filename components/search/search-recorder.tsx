'use client';
import { useEffect, useRef } from 'react';
import { recordSearch } from '@/lib/api/islands/search';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useRecentSearchStore } from './use-recent-search-store';

/**
 * Per view of a search-result page: stores the term as the visitor's newest recent search and,
 * on the first page, counts the search in the term statistics. The page itself is served from
 * cache and asks the API without counting, so this is what counts a view; paging is not a new
 * search. Fire-and-forget: a count that fails shows nothing. Loaded by record-search.tsx once the
 * page is idle.
 */
export function SearchRecorder({ term, page }: { term: string; page: number }) {
  const locale = usePageLocale();

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
  return null;
}
