'use client';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query, kept live. A few lines instead of MUI's
 * useMediaQuery, which would bring MUI into every page's first load (docs/islands.md).
 * False on the server and during hydration.
 */
export function useMediaMatch(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
