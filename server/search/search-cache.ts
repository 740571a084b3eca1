/**
 * Search answers kept for a short time per API process. A broad term ('antibody', 抗体) matches
 * half the catalogue, and ranking and counting it costs tens of milliseconds; people search and
 * type the same terms over and over. Like the category snapshot, a minute of staleness after a
 * change is acceptable; a re-index in this process forgets everything at once.
 */
import type { Db } from '../db/client';

/** SEARCH_CACHE_TTL_MS=0 turns the caches off (to measure the uncached path). */
const TTL_MS = cacheLifetime(process.env.SEARCH_CACHE_TTL_MS);
const MAX_ENTRIES = 1_000;

interface Entry {
  value: Promise<unknown>;
  at: number;
}

function cacheLifetime(setting: string | undefined): number {
  const ms = Number(setting);
  return setting !== undefined && setting !== '' && Number.isInteger(ms) && ms >= 0 ? ms : 60_000;
}

class SearchCache {
  private readonly entries = new WeakMap<Db, Map<string, Entry>>();

  /** The cached answer for `key`, or a fresh one from `load` (concurrent callers share one load). */
  get<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
    if (TTL_MS === 0) return load();
    const cache = this.entries.get(db) ?? new Map<string, Entry>();
    this.entries.set(db, cache);
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < TTL_MS) {
      // Re-inserting keeps the Map in least-recently-used order for eviction.
      cache.delete(key);
      cache.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = load();
    cache.set(key, { value, at: now });
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
    for (const oldest of cache.keys()) {
      if (cache.size <= MAX_ENTRIES) break;
      cache.delete(oldest);
    }
    return value;
  }

  forget(db: Db): void {
    this.entries.delete(db);
  }
}

/** Ranked goods ids of searchGoods. */
export const rankCache = new SearchCache();
/** Suggestion lists. */
export const suggestionCache = new SearchCache();
/** Whether a term finds goods, for views of a result page recorded apart from its search. */
export const matchCache = new SearchCache();

/** Forgets every cached answer of this database (after a re-index). */
export function forgetSearchResults(db: Db): void {
  rankCache.forget(db);
  suggestionCache.forget(db);
  matchCache.forget(db);
}
