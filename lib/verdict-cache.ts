/**
 * A small in-memory set of keys that expire after `ttlMs`, holding at most `maxEntries` (the
 * oldest go first). Pure apart from the clock, which tests pass in.
 */
export interface VerdictCache {
  has(key: string): boolean;
  add(key: string): void;
  forget(key: string): void;
}

export function createVerdictCache(ttlMs: number, maxEntries: number, now: () => number = Date.now): VerdictCache {
  // A Map keeps insertion order, so the first key is the oldest.
  const expiries = new Map<string, number>();
  return {
    has(key) {
      const expiry = expiries.get(key);
      if (expiry === undefined) return false;
      if (expiry > now()) return true;
      expiries.delete(key);
      return false;
    },
    add(key) {
      expiries.delete(key);
      expiries.set(key, now() + ttlMs);
      while (expiries.size > maxEntries) {
        const oldest = expiries.keys().next().value;
        if (oldest === undefined) break;
        expiries.delete(oldest);
      }
    },
    forget(key) {
      expiries.delete(key);
    },
  };
}
