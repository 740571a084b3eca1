'use client';
import { useSyncExternalStore } from 'react';

/** Longest wait for an idle moment: a busy page still gets its per-visitor parts. */
const IDLE_TIMEOUT_MS = 2000;

let idle = false;
let scheduled = false;
const listeners = new Set<() => void>();

function becomeIdle(): void {
  idle = true;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (!idle && !scheduled) {
    scheduled = true;
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(becomeIdle, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(becomeIdle, 0);
  }
  return () => listeners.delete(onChange);
}

/**
 * False on the server, while hydrating and until the browser first has nothing else to do; true
 * from then on, for the whole page's life. Per-visitor extras (the session's account menu, the
 * inquiry-list badge, latest browsing) load their code then, not with the page (docs/islands.md).
 */
export function useAfterIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
}
