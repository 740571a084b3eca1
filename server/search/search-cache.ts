/**
 * Search answers kept for a short time. A broad term ('antibody', 抗体) matches half the
 * catalogue, and ranking and counting it costs tens of milliseconds; people search and type the
 * same terms over and over. Like the category snapshot, a minute of staleness after a change is
 * acceptable; a re-index forgets everything at once.
 *
 * Kept in Redis, as JSON with the lifetime as its expiry, when the database handle shares through
 * it (server/redis/redis.ts): every API instance answers from, and forgets, the same entries.
 * Each cache has a generation number in Redis that is part of every entry's key; forgetting is one
 * INCR, atomic and seen by every instance at its next look-up, and the orphaned entries expire.
 * Otherwise, and whenever Redis fails, in this process's memory. Concurrent look-ups of one key in
 * a process share one load either way.
 */
import type { Db } from '../db/client';
import { log } from '../log';
import { inTime, redisOf, type RedisConnection } from '../redis/redis';

/** SEARCH_CACHE_TTL_MS=0 turns the caches off (to measure the uncached path). */
const TTL_MS = cacheLifetime(process.env.SEARCH_CACHE_TTL_MS);
const MAX_ENTRIES = 1_000;
const KEY_PREFIX = 'labshop:search:';

interface Entry {
  value: Promise<unknown>;
  at: number;
}

function cacheLifetime(setting: string | undefined): number {
  const ms = Number(setting);
  return setting !== undefined && setting !== '' && Number.isInteger(ms) && ms >= 0 ? ms : 60_000;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

class SearchCache {
  private readonly memory = new WeakMap<Db, Map<string, Entry>>();
  private readonly loading = new WeakMap<Db, Map<string, Promise<unknown>>>();

  constructor(private readonly name: string) {}

  private get generationKey(): string {
    return `${KEY_PREFIX}${this.name}:generation`;
  }

  /** The cached answer for `key`, or a fresh one from `load` (concurrent callers share one load). */
  get<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
    if (TTL_MS === 0) return load();
    const redis = redisOf(db);
    if (!redis) return this.fromMemory(db, key, load);
    const loading = this.loading.get(db) ?? new Map<string, Promise<unknown>>();
    this.loading.set(db, loading);
    const inFlight = loading.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const value = this.fromRedis(redis, db, key, load);
    loading.set(key, value);
    const done = () => loading.delete(key);
    value.then(done, done);
    return value;
  }

  private async fromRedis<T>(redis: RedisConnection, db: Db, key: string, load: () => Promise<T>): Promise<T> {
    let entryKey: string;
    let stored: string | null;
    try {
      entryKey = `${KEY_PREFIX}${this.name}:${(await inTime(redis.get(this.generationKey))) ?? '0'}:${key}`;
      stored = await inTime(redis.get(entryKey));
    } catch {
      // Unreachable or slow (server/redis/redis.ts logs it): this process's memory stands in.
      return this.fromMemory(db, key, load);
    }
    if (stored !== null) return JSON.parse(stored) as T;
    const value = await load();
    inTime(redis.set(entryKey, JSON.stringify(value), { PX: TTL_MS })).catch((error: unknown) => {
      log.debug('search answer not stored in Redis', { cache: this.name, error: messageOf(error) });
    });
    return value;
  }

  private fromMemory<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
    const cache = this.memory.get(db) ?? new Map<string, Entry>();
    this.memory.set(db, cache);
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

  /**
   * Forgets every answer of this cache, in every instance sharing the Redis. When Redis cannot be
   * told, the other instances' answers last until they expire (TTL_MS).
   */
  async forget(db: Db): Promise<void> {
    this.memory.delete(db);
    const redis = redisOf(db);
    if (!redis) return;
    await inTime(redis.incr(this.generationKey)).catch((error: unknown) => {
      log.warn('search answers not forgotten in Redis; they expire on their own', { cache: this.name, error: messageOf(error) });
    });
  }
}

/** Ranked goods ids of searchGoods. */
export const rankCache = new SearchCache('rank');
/** A faceted results page (docs/product.md §5): its ids, total and facet counts, per term, selection, order and page. */
export const resultCache = new SearchCache('results');
/** Suggestion lists. */
export const suggestionCache = new SearchCache('suggestion');
/** Whether a term finds goods, for views of a result page recorded apart from its search. */
export const matchCache = new SearchCache('match');

/**
 * Forgets every cached search answer of this database, in every API instance sharing its Redis:
 * call it after any change to the catalogue's goods (reindexGoodsSearch does).
 */
export async function forgetSearchResults(db: Db): Promise<void> {
  await Promise.all([rankCache.forget(db), resultCache.forget(db), suggestionCache.forget(db), matchCache.forget(db)]);
}
