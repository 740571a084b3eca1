// Next's cacheHandler (next.config.mjs): ISR pages, route handlers and the data cache, kept in
// Redis when REDIS_URL is set, else in a bounded memory LRU — never in the dist dir
// (lib/next-cache/stores.mjs, docs/adr/0011-next-cache-in-redis-or-bounded-memory-lru.md).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { cacheSettings } from './lib/next-cache/settings.mjs';
import { createCacheStores } from './lib/next-cache/stores.mjs';

const STORES = Symbol.for('labshop.nextCacheStores');

/** @returns {ReturnType<typeof createCacheStores>} */
function stores() {
  const found = /** @type {Record<symbol, ReturnType<typeof createCacheStores>>} */ (globalThis)[STORES];
  if (!found) throw new Error('Next cache: used before it was configured');
  return found;
}

CacheHandler.onCreation(async ({ buildId }) => {
  const settings = cacheSettings();
  // One set of stores (one Redis connection, one LRU) per process, however often Next builds a handler.
  const created = /** @type {Record<symbol, ReturnType<typeof createCacheStores>>} */ (globalThis)[STORES] ?? createCacheStores(settings, { buildId });
  /** @type {Record<symbol, ReturnType<typeof createCacheStores>>} */ (globalThis)[STORES] = created;
  await created.connected;
  return {
    handlers: created.handlers,
    ttl: {
      // Pages without a revalidate time are rendered afresh after a day unseen…
      defaultStaleAge: settings.keepStaleSeconds,
      // …and every entry is dropped this long after it went stale, so nothing lives forever:
      // until then an unseen page is served once stale while it renders again (as on disk).
      estimateExpireAge: (staleAge) => staleAge + settings.keepStaleSeconds,
    },
  };
});

/**
 * Adds to the library's handler what it lacks: `revalidateTag(tag, 'max')` (a stale refresh)
 * keeps the entries and serves them once more while they render again, on every instance.
 */
/** Next's default `expireTime` (a year): next.config.mjs sets none, so every page's lifetime ends there. */
const NEXT_EXPIRE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The entry with the lifetime Next needs for its Cache-Control header. Next remembers a page's
 * lifetime only in the process that rendered it; on another instance a hit without it is sent
 * with no Cache-Control at all, and the reverse proxy cannot cache it (docs/deploying.md).
 * @template {{ lifespan?: { revalidate?: number | false } | null }} T @param {T} entry
 */
function withCacheControl(entry) {
  const revalidate = entry.lifespan?.revalidate;
  return typeof revalidate === 'number' ? { ...entry, cacheControl: { revalidate, expire: NEXT_EXPIRE_SECONDS } } : entry;
}

export default class StorefrontCacheHandler extends CacheHandler {
  /** @param {string} key @param {{ softTags?: string[] }} [context] */
  async get(key, context) {
    const stored = await super.get(key, context);
    if (!stored) return stored;
    const entry = withCacheControl(stored);
    const refreshed = await stores().marks.latest([...(entry.tags ?? []), ...(context?.softTags ?? [])]);
    if (refreshed <= entry.lastModified) return entry;
    const revalidate = entry.lifespan?.revalidate;
    // Without a revalidate time Next cannot be told "stale": render it afresh instead.
    if (!revalidate) return null;
    // Old enough for Next to serve it and render it again in the background.
    return { ...entry, lastModified: Math.min(entry.lastModified, Date.now() - (revalidate + 1) * 1000) };
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (durations?.expire) {
      // An empty revalidation only makes sure the stores exist (the first call of a process).
      await super.revalidateTag([]);
      await stores().marks.mark(list);
      return;
    }
    await super.revalidateTag(list);
  }
}
