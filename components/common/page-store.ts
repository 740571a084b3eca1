/**
 * A value kept for the life of the page outside React, read by islands through
 * useSyncExternalStore: `get` answers the same value until `set` changes it (the snapshot must be
 * stable), and listeners hear of a change only (docs/islands.md, "Island state").
 */
export interface PageStore<T> {
  subscribe(onChange: () => void): () => void;
  get(): T;
  set(next: T): void;
}

export function createPageStore<T>(initial: T): PageStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
  };
}
