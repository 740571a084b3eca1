/**
 * Rate limits in Redis through rate-limiter-flexible (docs/adr/0012-api-limits-and-search-caches-in-redis.md): one count per bucket for
 * every API instance. Its windows are fixed ones that start at a bucket's first hit (as in the
 * database) and expire in Redis on their own. While Redis is
 * unreachable each instance counts in its own memory (the insurance limiter), so a Redis outage
 * never fails or stalls a request; it only lets a client spread its tries over the instances.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';
import { log } from '../log';
import { COMMAND_TIMEOUT_MS, type RedisConnection } from '../redis/redis';
import { tooMany, type Limits, type RateLimit } from './rate-limit';

const KEY_PREFIX = 'labshop:limits:';

const limitersOf = new WeakMap<RedisConnection, Map<string, RLWrapperTimeouts>>();

/** One limiter per rule; rules of another limit or window under the same name count in the same buckets. */
function limiterFor(redis: RedisConnection, rule: RateLimit): RLWrapperTimeouts {
  const limiters = limitersOf.get(redis) ?? new Map<string, RLWrapperTimeouts>();
  limitersOf.set(redis, limiters);
  const id = `${rule.name}/${rule.limit}/${rule.windowSeconds}`;
  const known = limiters.get(id);
  if (known) return known;
  const shape = { keyPrefix: `${KEY_PREFIX}${rule.name}`, points: rule.limit, duration: rule.windowSeconds };
  // Not connected → an error at once; connected but hanging → a timeout; either way the memory limiter answers.
  const limiter = new RLWrapperTimeouts({
    limiter: new RateLimiterRedis({ ...shape, storeClient: redis, useRedisPackage: true, rejectIfRedisNotReady: true }),
    timeoutMs: COMMAND_TIMEOUT_MS,
    insuranceLimiter: new RateLimiterMemory(shape),
  });
  limiters.set(id, limiter);
  return limiter;
}

/** Runs a change that only loosens a count (a hit handed back); its failure is logged, never the request's. */
async function loosen(change: Promise<unknown>, rule: RateLimit): Promise<void> {
  await change.catch((error: unknown) => log.warn('rate-limit hit not handed back', { limiter: rule.name, error: String(error) }));
}

export function redisLimits(redis: RedisConnection): Limits {
  return {
    async count(_db, rule, client) {
      const limiter = limiterFor(redis, rule);
      try {
        await limiter.consume(client);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        // The refused request took a point too; handing it back keeps it from counting.
        await loosen(limiter.reward(client), rule);
        throw tooMany(rule, refusal.msBeforeNext);
      }
      return () => loosen(limiter.reward(client), rule);
    },
    async blockedFor(rule, key) {
      const state = await limiterFor(redis, rule).get(key);
      return state && state.consumedPoints >= rule.limit ? state.msBeforeNext : undefined;
    },
    async addFailure(rule, key) {
      await limiterFor(redis, rule).penalty(key);
    },
    async clearFailures(rule, key) {
      await limiterFor(redis, rule).delete(key);
    },
  };
}
