// The cache library keeps one hash of every entry's tags (and one of their expiry times) and drops
// a field only when its entry expires, not when Redis evicts the entry under maxmemory. A crawl
// of the whole catalogue would then grow the hashes by about 1 kB a page until they crowd the
// pages out of a bounded Redis. This drops the fields whose entries are gone, one instance at a
// time (docs/adr/0011-next-cache-in-redis-or-bounded-memory-lru.md).

/** The library's hash names (@fortedigital/nextjs-cache-handler/redis-strings defaults). */
const TAGS_HASH = '__sharedTags__';
const EXPIRY_HASH = '__sharedTagsTtl__';

/** Fields read per HSCAN step and checked per EXISTS round trip. */
const BATCH = 500;

/**
 * Removes the hash fields of entries Redis no longer holds; answers how many went.
 * @param {import('redis').RedisClientType} client
 * @param {string} prefix the handler's key prefix
 */
async function pruneTagHashes(client, prefix) {
  let cursor = '0';
  let removed = 0;
  do {
    // HSCAN with the values: NOVALUES needs Redis 7.4, and the values are short tag lists.
    const step = await client.hScan(prefix + TAGS_HASH, cursor, { COUNT: BATCH });
    cursor = step.cursor;
    const fields = step.entries.map((entry) => entry.field);
    if (fields.length === 0) continue;
    const exists = await Promise.all(fields.map((field) => client.exists(prefix + field)));
    const gone = fields.filter((_field, index) => exists[index] === 0);
    if (gone.length === 0) continue;
    await Promise.all([client.hDel(prefix + TAGS_HASH, gone), client.hDel(prefix + EXPIRY_HASH, gone)]);
    removed += gone.length;
  } while (cursor !== '0');
  return removed;
}

/**
 * Prunes every `everyMs` while Redis is up; a lock key lets one storefront do it per round.
 * @param {{ client: import('redis').RedisClientType, prefix: string, everyMs: number, log?: (message: string) => void }} options
 * @returns {() => void} stops it
 */
export function schedulePruning({ client, prefix, everyMs, log = console.warn }) {
  const lockKey = `${prefix}tag-prune-lock`;
  const timer = setInterval(async () => {
    if (!client.isReady) return;
    try {
      const locked = await client.set(lockKey, String(process.pid), { condition: 'NX', expiration: { type: 'PX', value: everyMs } });
      if (locked !== 'OK') return;
      await pruneTagHashes(client, prefix);
    } catch (error) {
      log(`Next cache: pruning the tag hash failed (${error instanceof Error ? error.message : String(error)}); next round in ${everyMs / 1000} s`);
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
