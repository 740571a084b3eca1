'use client';
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * false in the server HTML and until hydration, then true. Buttons that act only through
 * JavaScript stay disabled until they can act, so an early click is not silently lost (and an
 * early form submit never puts the visitor's details into a URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
