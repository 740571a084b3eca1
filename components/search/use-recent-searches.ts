'use client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { RECENT_SEARCHES_CHANGED_EVENT, deviceRecentSearches, type RecentSearchStore } from '@/lib/search/recent-searches';

export interface RecentSearches {
  recents: string[];
  remove(term: string): void;
  clear(): void;
}

/**
 * The visitor's recent searches, kept fresh when another box or tab changes them. `store` is
 * where they live: the device by default (a logged-in user's server store plugs in here).
 */
export function useRecentSearches(store?: RecentSearchStore): RecentSearches {
  const source = useMemo(() => store ?? deviceRecentSearches(), [store]);
  const [recents, setRecents] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    const refresh = () => {
      void source.list().then((list) => {
        if (live) setRecents(list);
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

  const remove = useCallback((term: string) => void source.remove(term).then(setRecents), [source]);
  const clear = useCallback(() => void source.clear().then(setRecents), [source]);
  return { recents, remove, clear };
}
