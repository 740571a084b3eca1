// The in-memory store of Next's cache (alone without REDIS_URL, or while Redis is away): the
// library's LRU, sized by a cheap count of an entry's text and bytes. The library's own memory
// handler sizes every entry with JSON.stringify, which turns each Buffer of a page (HTML, RSC
// payload, per-segment prefetch data) into an array of numbers: about 2 ms and most of a page
// render's garbage, on every cold render (docs/adr/0011-next-cache-in-redis-or-bounded-memory-lru.md).
import { createConfiguredCache } from '@fortedigital/nextjs-cache-handler/local-lru';

/** Next's prefix for the implicit tags of a path (its layouts and page). */
const IMPLICIT_TAG_PREFIX = '_N_T_';
/** Entries are shallow (page → segment map → buffers); deeper data is counted by its strings alone. */
const MAX_DEPTH = 6;

/**
 * Roughly the bytes an entry keeps alive: string lengths and buffer sizes, plus a little for
 * each key. Never below 1, which the LRU requires.
 * @param {unknown} value
 * @returns {number}
 * @internal exported for its tests
 */
export function entryBytes(value) {
  return Math.max(1, bytesOf(value, 0));
}

/** @param {unknown} value @param {number} depth @returns {number} */
function bytesOf(value, depth) {
  if (typeof value === 'string') return value.length;
  if (value === null || typeof value !== 'object') return 8;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof ArrayBuffer) return value.byteLength;
  if (depth >= MAX_DEPTH) return 8;
  let total = 0;
  if (value instanceof Map) {
    for (const [key, item] of value) total += bytesOf(key, depth + 1) + bytesOf(item, depth + 1);
    return total;
  }
  if (Array.isArray(value)) {
    for (const item of value) total += bytesOf(item, depth + 1);
    return total;
  }
  for (const [key, item] of Object.entries(value)) total += key.length + bytesOf(item, depth + 1);
  return total;
}

/**
 * A cache handler (the library's Handler shape) over a bounded LRU: an explicit tag's
 * revalidation drops its entries at once; a path's implicit tag is remembered with its time, so
 * entries older than it are treated as gone (as the library's own memory handler does).
 * @param {{ maxItems: number, maxBytes: number }} bounds
 */
export function createMemoryStore({ maxItems, maxBytes }) {
  const entries = createConfiguredCache(entryBytes, { maxItemsNumber: maxItems, maxItemSizeBytes: maxBytes });
  /** @type {Map<string, number>} */
  const revalidatedPaths = new Map();

  return {
    name: 'memory',
    async get(key, { implicitTags }) {
      const entry = entries.get(key);
      if (!entry) return null;
      for (const tag of [...entry.tags, ...implicitTags]) {
        const revalidatedAt = revalidatedPaths.get(tag);
        if (revalidatedAt && revalidatedAt > entry.lastModified) {
          entries.delete(key);
          return null;
        }
      }
      return entry;
    },
    async set(key, value, context) {
      if (context?.setOnlyIfNotExists && entries.has(key)) return;
      entries.set(key, value);
    },
    async revalidateTag(tag) {
      for (const [key, { tags }] of entries.entries()) {
        if (tags.includes(tag)) entries.delete(key);
      }
      if (tag.startsWith(IMPLICIT_TAG_PREFIX)) revalidatedPaths.set(tag, Date.now());
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}
