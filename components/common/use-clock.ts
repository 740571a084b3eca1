'use client';
import { useCallback, useSyncExternalStore } from 'react';
import { COUNTDOWN_REFRESH_MS } from '@/lib/catalogue/constants';

// One timer for every reader; the time is cached between ticks, because useSyncExternalStore
// reads the snapshot several times per render and needs the same value back each time.
let now: number | null = null;
let timer: number | undefined;
const listeners = new Set<() => void>();

function subscribeToTicks(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    timer = window.setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, COUNTDOWN_REFRESH_MS);
  }
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    window.clearInterval(timer);
    // A reader mounted later starts from its own time, not from the last tick.
    now = null;
  };
}

function readNow(): number {
  now ??= Date.now();
  return now;
}

/** The server has no clock of the visitor's: a cached page's markup never depends on when it was made. */
function serverNow(): null {
  return null;
}

/**
 * The browser's clock (ms since the epoch), refreshed every COUNTDOWN_REFRESH_MS until `until`
 * (ms) has passed, then left still. null on the server and in the hydrating render, so the
 * server HTML and the first client render agree; the time shows right after hydration.
 */
export function useClock(until: number = Number.POSITIVE_INFINITY): number | null {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (Date.now() >= until) return () => undefined;
      // Stopping twice is harmless: a listener is removed once.
      const stop = subscribeToTicks(() => {
        listener();
        if (Date.now() >= until) stop();
      });
      return stop;
    },
    [until],
  );
  return useSyncExternalStore<number | null>(subscribe, readNow, serverNow);
}
