'use client';
import { useSyncExternalStore } from 'react';
import { createPageStore } from './page-store';

/** Longest wait for an idle moment: a busy page still gets its per-visitor parts. */
const IDLE_TIMEOUT_MS = 2000;

const idle = createPageStore(false);
let scheduled = false;

/** Listens for the change, and asks the browser for its first idle moment on the first listener. */
function subscribe(onChange: () => void): () => void {
  const unsubscribe = idle.subscribe(onChange);
  if (!scheduled) {
    scheduled = true;
    const becomeIdle = () => idle.set(true);
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(becomeIdle, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(becomeIdle, 0);
  }
  return unsubscribe;
}

/**
 * False on the server, while hydrating and until the browser first has nothing else to do; true
 * from then on, for the whole page's life. Per-visitor extras (the session's account menu, the
 * inquiry-list badge, latest browsing) load their code then, not with the page (docs/islands.md).
 */
export function useAfterIdle(): boolean {
  return useSyncExternalStore(subscribe, idle.get, () => false);
}
