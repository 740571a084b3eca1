'use client';
import { useEffect } from 'react';
import { deviceRecentSearches } from '@/lib/search/recent-searches';

/** Records the term of the search-result page shown as the visitor's newest recent search. */
export function RecordSearch({ term }: { term: string }) {
  useEffect(() => {
    void deviceRecentSearches().add(term);
  }, [term]);
  return null;
}
