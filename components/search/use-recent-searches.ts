'use client';
import { useCallback, useEffect, useState } from 'react';
import { RECENT_SEARCHES_CHANGED_EVENT, type RecentSearchStore } from '@/lib/search/recent-searches';
import { useRecentSearchStore } from './use-recent-search-store';

const NONE: string[] = [];

export interface RecentSearches {
  recents: string[];
  remove(term: string): void;
  clear(): void;
}

/**
 * The visitor's recent searches, kept fresh when another box or tab changes them. `store` is
 * where they live: by default the device for a guest and the server for a logged-in customer.
 */
export function useRecentSearches(store?: RecentSearchStore): RecentSearches {
  const visitorStore = useRecentSearchStore();
  const source = store ?? visitorStore;
  // A list belongs to the store it came from: until the session answer says whose list it is
  // (no store), or while another store's list is on its way, there is none to show.
  const [loaded, setLoaded] = useState<{ from: RecentSearchStore; recents: string[] } | null>(null);
  const recents = loaded && loaded.from === source ? loaded.recents : NONE;

  useEffect(() => {
    if (!source) return;
    let live = true;
    const refresh = () => {
      void source.list().then((list) => {
        if (live) setLoaded({ from: source, recents: list });
      });
    };
    // The device's storage exists only in the browser, after hydration.
    refresh();
    window.addEventListener(RECENT_SEARCHES_CHANGED_EVENT, refresh);
    window.addEventListener('storage', refresh);
    return () => {
      live = false;
      window.removeEventListener(RECENT_SEARCHES_CHANGED_EVENT, refresh);
      window.removeEventListener('storage', refresh);
    };
  }, [source]);

  const remove = useCallback((term: string) => void source?.remove(term).then((list) => setLoaded({ from: source, recents: list })), [source]);
  const clear = useCallback(() => void source?.clear().then((list) => setLoaded({ from: source, recents: list })), [source]);
  return { recents, remove, clear };
}
