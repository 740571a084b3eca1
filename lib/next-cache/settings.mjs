// What the storefront's page and data cache is built from, read from the environment once
// (docs/architecture.md §6). Plain JavaScript: Next loads cache-handler.mjs without bundling it.

const MB = 1024 * 1024;

/** @param {string | undefined} raw @param {number} fallback @param {string} name */
function positiveNumber(raw, fallback, name) {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

/**
 * @typedef {object} CacheSettings
 * @property {string | undefined} redisUrl   shared cache in Redis when set
 * @property {number} memoryBytes            bound of the in-memory cache (alone, or while Redis is away)
 * @property {number} redisTimeoutMs         connect and per-command limit, so a dead Redis never stalls a page
 * @property {number} keepStaleSeconds       how long past its revalidate time an entry is kept to be served stale
 * @property {number} tagPruneMs             how often the tag hash loses the fields of evicted entries
 */

/** @param {NodeJS.ProcessEnv} env @returns {CacheSettings} */
export function cacheSettings(env = process.env) {
  return {
    redisUrl: env.REDIS_URL || undefined,
    memoryBytes: Math.round(positiveNumber(env.CACHE_MAX_MEMORY_MB, 256, 'CACHE_MAX_MEMORY_MB') * MB),
    redisTimeoutMs: positiveNumber(env.REDIS_TIMEOUT_MS, 500, 'REDIS_TIMEOUT_MS'),
    keepStaleSeconds: positiveNumber(env.CACHE_KEEP_STALE_SECONDS, 86_400, 'CACHE_KEEP_STALE_SECONDS'),
    tagPruneMs: positiveNumber(env.CACHE_TAG_PRUNE_SECONDS, 60, 'CACHE_TAG_PRUNE_SECONDS') * 1000,
  };
}
