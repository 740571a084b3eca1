// Where Next's page, route and data cache lives (docs/decisions.md, "Next's cache in Redis"):
// with REDIS_URL, in Redis (shared by every storefront instance, bounded by Redis's maxmemory),
// falling back to a bounded in-memory LRU while Redis cannot be reached; without it, in that LRU
// alone. Never on the disk. Handlers come from @fortedigital/nextjs-cache-handler; this module
// only wires them, bounds them and decides which one is written while Redis is away.
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';
import { createStaleMarks } from './stale-marks.mjs';

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
  const memory = createLruHandler({
    maxItemsNumber: Math.max(1000, Math.ceil(settings.memoryBytes / SMALLEST_ENTRY_BYTES)),
    // The library's name for the LRU's total size bound (each entry counted as its JSON length).
    maxItemSizeBytes: settings.memoryBytes,
  });
  if (!settings.redisUrl) {
    return {
      handlers: [memory],
      marks: createStaleMarks({ client: undefined, key: `${prefix}stale-tags`, keepSeconds: settings.keepStaleSeconds }),
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
  /** Until when Redis is left alone after it missed a deadline (ms). */
  const health = { resumeAt: 0 };
  const redisIsAway = () => !client.isReady || Date.now() < health.resumeAt;
  /** Revalidations Redis missed while it was away, applied when it is back. */
  const missed = { expired: new Set(), stale: new Set() };
  const marks = createStaleMarks({ client, key: `${prefix}stale-tags`, keepSeconds: settings.keepStaleSeconds });
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

  /** @type {Handler} */
  const redis = withDeadline(
    {
      ...shared,
      name: 'redis',
      async revalidateTag(tag) {
        try {
          await shared.revalidateTag(tag);
        } catch (error) {
          missed.expired.add(tag);
          throw error;
        }
      },
    },
    settings.redisTimeoutMs,
    health,
    replayMissed,
  );
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
      if (client.isOpen) await client.close();
    },
  };
}

/** After Redis missed a deadline, how long it is left alone before it is asked again. */
const RETRY_AFTER_MS = 2000;

/**
 * The handler's operations, each given `ms` in all: node-redis cannot time out a command already
 * sent, so a stalled Redis (not a closed one) would hold every page. After a missed deadline,
 * Redis is skipped for a moment so the pages of an outage do not each wait for it.
 * @param {Handler} handler @param {number} ms @param {{ resumeAt: number }} health
 * @param {() => void} onAnswer @returns {Handler}
 */
function withDeadline(handler, ms, health, onAnswer) {
  /** @template {unknown[]} A @template R @param {(...args: A) => Promise<R>} operation */
  const guarded = (operation) => async (/** @type {A} */ ...args) => {
    if (Date.now() < health.resumeAt) throw new Error('Redis is skipped for a moment: it missed a deadline');
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const deadline = new Promise((_resolve, reject) => {
      timer = setTimeout(() => {
        health.resumeAt = Date.now() + RETRY_AFTER_MS;
        reject(new Error(`Redis did not answer within ${ms} ms`));
      }, ms);
    });
    try {
      const answer = await Promise.race([operation(...args), deadline]);
      onAnswer();
      return /** @type {R} */ (answer);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    ...handler,
    get: guarded(handler.get),
    set: guarded(handler.set),
    revalidateTag: guarded(handler.revalidateTag),
    delete: handler.delete && guarded(handler.delete),
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
