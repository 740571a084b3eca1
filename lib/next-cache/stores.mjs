// Where Next's page, route and data cache lives (docs/adr/0011-next-cache-in-redis-or-bounded-memory-lru.md):
// with REDIS_URL, in Redis (shared by every storefront instance, bounded by Redis's maxmemory),
// falling back to a bounded in-memory LRU while Redis cannot be reached; without it, in that LRU
// alone. Never on the disk. Handlers come from @fortedigital/nextjs-cache-handler; this module
// only wires them, bounds them and decides which one is written while Redis is away.
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';
import { createDeadline } from './deadline.mjs';
import { createMemoryStore } from './memory-store.mjs';
import { createStaleMarks } from './stale-marks.mjs';
import { schedulePruning } from './tag-prune.mjs';

/** Roughly the smallest entry worth counting (a small data-cache answer), to size the LRU's slots. */
const SMALLEST_ENTRY_BYTES = 1024;

/** @typedef {import('@fortedigital/nextjs-cache-handler/redis-strings').default extends (...args: never[]) => infer H ? H : never} Handler */

/**
 * @param {import('./settings.mjs').CacheSettings} settings
 * @param {{ buildId: string | undefined, log?: (message: string) => void }} context
 */
export function createCacheStores(settings, { buildId, log = console.warn }) {
  // Entries hold a build's RSC payloads and chunk names: a new build must not read an old one's.
  const prefix = `labshop:${buildId ?? 'unbuilt'}:`;
  const memory = createMemoryStore({
    maxItems: Math.max(1000, Math.ceil(settings.memoryBytes / SMALLEST_ENTRY_BYTES)),
    maxBytes: settings.memoryBytes,
  });
  if (!settings.redisUrl) {
    return {
      handlers: [memory],
      marks: createStaleMarks({ client: undefined, deadline: undefined, key: `${prefix}stale-tags`, keepSeconds: settings.keepStaleSeconds }),
      connected: Promise.resolve(),
      close: async () => {},
    };
  }

  /** @type {import('redis').RedisClientType} */
  const client = createClient({
    url: settings.redisUrl,
    // Commands fail at once while disconnected (instead of queueing), and never wait longer than
    // the timeout: the page is then served from (or rendered into) the memory LRU.
    disableOfflineQueue: true,
    commandOptions: { timeout: settings.redisTimeoutMs },
    pingInterval: 5000,
    socket: {
      connectTimeout: settings.redisTimeoutMs,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  let reported = false;
  client.on('error', (error) => {
    if (reported) return;
    reported = true;
    log(`Next cache: Redis at ${redactedUrl(settings.redisUrl)} is not reachable (${error.message}); pages are cached in memory until it returns`);
  });
  const deadline = createDeadline(settings.redisTimeoutMs);
  const redisIsAway = () => !client.isReady || deadline.skipping();
  /** Revalidations Redis missed while it was away, applied when it is back. */
  const missed = { expired: new Set(), stale: new Set() };
  const marks = createStaleMarks({ client, deadline, key: `${prefix}stale-tags`, keepSeconds: settings.keepStaleSeconds });
  const shared = createRedisHandler({ client, keyPrefix: prefix, timeoutMs: settings.redisTimeoutMs, keyExpirationStrategy: 'EXAT' });

  function replayMissed() {
    if (missed.expired.size === 0 && missed.stale.size === 0) return;
    const expired = [...missed.expired];
    const stale = [...missed.stale];
    missed.expired.clear();
    missed.stale.clear();
    for (const tag of expired) shared.revalidateTag(tag).catch(() => missed.expired.add(tag));
    if (stale.length) marks.mark(stale).catch(() => stale.forEach((tag) => missed.stale.add(tag)));
  }
  client.on('ready', () => {
    if (reported) log(`Next cache: Redis at ${redactedUrl(settings.redisUrl)} is back`);
    reported = false;
    replayMissed();
  });
  // The first pages wait for Redis at most one timeout; after that they go to memory until it answers.
  const connected = new Promise((resolve) => {
    const timer = setTimeout(resolve, settings.redisTimeoutMs);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
  client.connect().catch(() => {
    // Reported by the 'error' listener; the client keeps reconnecting on its own.
  });
  const stopPruning = schedulePruning({ client, prefix, everyMs: settings.tagPruneMs, log });

  /** @template {unknown[]} A @template R @param {(...args: A) => Promise<R>} operation */
  const guarded =
    (operation) =>
    async (/** @type {A} */ ...args) => {
      const answer = await deadline.run(() => operation(...args));
      replayMissed();
      return answer;
    };
  /** @type {Handler} */
  const redis = {
    ...shared,
    name: 'redis',
    get: guarded(shared.get),
    set: guarded(shared.set),
    delete: shared.delete && guarded(shared.delete),
    async revalidateTag(tag) {
      try {
        await deadline.run(() => shared.revalidateTag(tag));
      } catch (error) {
        missed.expired.add(tag);
        throw error;
      }
    },
  };
  /** @type {Handler} */
  const fallback = {
    ...memory,
    name: 'memory-while-redis-is-away',
    // Written only while Redis is away: with Redis up, this copy would never be read, and after
    // an outage it could hold a page another instance has since revalidated.
    async set(key, value, context) {
      if (redisIsAway()) await memory.set(key, value, context);
    },
  };
  return {
    // The library's CacheHandler reads them in order and goes on to the next when one throws
    // (Redis unreachable, or slower than the timeout); it writes and revalidates all of them.
    handlers: [redis, fallback],
    marks: {
      latest: marks.latest,
      async mark(/** @type {string[]} */ tags) {
        try {
          await marks.mark(tags);
        } catch {
          tags.forEach((tag) => missed.stale.add(tag));
        }
      },
    },
    connected,
    close: async () => {
      stopPruning();
      if (client.isOpen) await client.close();
    },
  };
}

/** @param {string} url */
function redactedUrl(url) {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.username = '';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
