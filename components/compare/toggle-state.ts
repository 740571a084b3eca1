import { useSyncExternalStore } from 'react';
import { createPageStore } from '@/components/common/page-store';

/** What a goods item's compare toggle shows and does, as its idle-loaded logic last said. */
export interface ToggleState {
  pressed: boolean;
  busy: boolean;
  /** Null until the logic has loaded: a click then does nothing. */
  press: (() => void) | null;
  /** The compare page of the visitor's list and how many are on it; null while the list is empty or unknown. */
  link: { href: string; count: number } | null;
  said: 'full' | 'failed' | null;
}

const RESTING: ToggleState = { pressed: false, busy: false, press: null, link: null, said: null };
const toggles = createPageStore<ReadonlyMap<number, ToggleState>>(new Map());

/**
 * The toggle of a goods item. Its button is in the page's first load and stays mounted; its logic
 * (the device list, the account's through the BFF) loads once the page is idle and writes here,
 * as the favourite heart's does (components/favourites/heart-state.ts, docs/islands.md).
 */
export function useToggleState(goodsId: number): ToggleState {
  return useSyncExternalStore(
    toggles.subscribe,
    () => toggles.get().get(goodsId) ?? RESTING,
    () => RESTING,
  );
}

export function publishToggle(goodsId: number, next: ToggleState): void {
  toggles.set(new Map(toggles.get()).set(goodsId, next));
}
