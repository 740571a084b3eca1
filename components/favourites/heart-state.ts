import { useSyncExternalStore } from 'react';
import { createPageStore } from '@/components/common/page-store';

/** What the goods page's favourite heart shows and does, as its idle-loaded logic last said. */
export interface HeartState {
  pressed: boolean;
  busy: boolean;
  /** Null until the logic has loaded: a click then does nothing, as while the session answer is on its way. */
  press: (() => void) | null;
}

const RESTING: HeartState = { pressed: false, busy: false, press: null };
const hearts = createPageStore<ReadonlyMap<number, HeartState>>(new Map());

/**
 * The heart of a goods item. The heart's button is in the page's first load and stays mounted;
 * its logic (session, favourites, removal dialog) loads once the page is idle and writes here,
 * so a keyboard user's focus on the heart survives the logic's arrival (docs/islands.md).
 */
export function useHeartState(goodsId: number): HeartState {
  return useSyncExternalStore(
    hearts.subscribe,
    () => hearts.get().get(goodsId) ?? RESTING,
    () => RESTING,
  );
}

/** Sets the heart of a goods item; its readers hear of it only when something changed. */
export function publishHeart(goodsId: number, next: HeartState): void {
  const current = hearts.get().get(goodsId) ?? RESTING;
  if (current.pressed === next.pressed && current.busy === next.busy && current.press === next.press) return;
  hearts.set(new Map(hearts.get()).set(goodsId, next));
}

/** Back to the resting heart (the logic unmounted). */
export function forgetHeart(goodsId: number): void {
  if (!hearts.get().has(goodsId)) return;
  const rest = new Map(hearts.get());
  rest.delete(goodsId);
  hearts.set(rest);
}
