/** Where a database handle's rate limits are counted (./rate-limit.ts): its Redis, else the database. */
import type { Db } from '../db/client';
import { redisOf } from '../redis/redis';
import { databaseLimits, type Limits } from './rate-limit';
import { redisLimits } from './redis-limits';

export function limitsOf(db: Db): Limits {
  const redis = redisOf(db);
  return redis ? redisLimits(redis) : databaseLimits(db);
}
