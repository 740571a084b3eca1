/**
 * Rate limits shared by every API instance (docs/architecture.md §6): in Redis when the API shares
 * through it (REDIS_URL, ./redis-limits.ts), else in the database (here), which one PostgreSQL
 * already shares; ./limits.ts picks. Both count in fixed windows that start at a bucket's first
 * hit. Two kinds of count:
 * - requests (`count`): each request takes one hit; over the limit → 429 naming the wait. A
 *   request turned away, or whose write fails, does not count: the database counts inside the
 *   write's transaction, whose rollback takes the hit back; Redis hands back a `takeBack`.
 * - failures (`blockedFor`, `addFailure`, `clearFailures`): only failed tries count (password
 *   logins), and a full window refuses even the right answer until it ends.
 */
import { and, eq, like, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { ApiFailure, CODE } from './envelope';
import { log } from '../log';
import type { Tx } from './idempotency';

export interface RateLimit {
  /** Names the limiter in bucket keys and in the message ('inquiries'). */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Takes a counted request back (its write failed). */
export type TakeBack = () => Promise<void>;

export interface Limits {
  /**
   * Counts one request of `client` (bucket `name:client`); 429 naming the wait over the limit.
   * `db` is the write's transaction where the database counts; Redis ignores it.
   */
  count(db: Db | Tx, rule: RateLimit, client: string, now?: Date): Promise<TakeBack>;
  /** The ms until the window of `name:key` ends when it already holds `limit` failures; else undefined. */
  blockedFor(rule: RateLimit, key: string, now?: Date): Promise<number | undefined>;
  addFailure(rule: RateLimit, key: string, now?: Date): Promise<void>;
  /** The count of `name:key` starts again. */
  clearFailures(rule: RateLimit, key: string): Promise<void>;
}

const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Windows start at a bucket's first hit after its last window ended, as in Redis: a client gets
 * `limit` tries per window wherever the clock stands, never twice that across a boundary. A
 * window that started at or before this moment has ended by `now`.
 */
const endedBy = (rule: RateLimit, now: Date) => new Date(now.getTime() - rule.windowSeconds * 1000);

/** The ms until a window that started at `windowStart` ends (0 or less once it has). */
const msLeftOf = (windowStart: Date, rule: RateLimit, now: Date) => windowStart.getTime() - endedBy(rule, now).getTime();

/**
 * 'please try again in 4 minutes' — rounded up, never 'in 0 minutes'.
 * @internal exported for its tests
 */
export function waitText(milliseconds: number): string {
  if (milliseconds < 60_000) {
    const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
    return `${seconds} second${seconds === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(milliseconds / 60_000);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The 429 of a request limit, whichever store counted it. */
export function tooMany(rule: RateLimit, msLeft: number): ApiFailure {
  return new ApiFailure(CODE.rateLimited, `Too many ${rule.name} from this address; please try again in ${waitText(msLeft)}`);
}

const bucketOf = (rule: RateLimit, key: string) => `${rule.name}:${key}`;

/** One more hit in the bucket's live window, or the first of a new one; the window it counted in. */
async function addHit(db: Db | Tx, bucket: string, rule: RateLimit, now: Date): Promise<{ hits: number; windowStart: Date }> {
  // One statement, so concurrent hits of one bucket (any API instance) each count exactly once.
  const expired = sql`${rateLimitHits.windowStart} <= ${endedBy(rule, now)}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.bucket,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN excluded.window_start ELSE ${rateLimitHits.windowStart} END`,
      },
    })
    .returning({ hits: rateLimitHits.hits, windowStart: rateLimitHits.windowStart });
  return row ?? { hits: 0, windowStart: now };
}

/** The database's limits, for one database handle (its ended windows are purged now and then). */
export function databaseLimits(db: Db): Limits {
  return {
    async count(tx, rule, client, now = new Date()) {
      const { hits, windowStart } = await addHit(tx, bucketOf(rule, client), rule, now);
      if (hits > rule.limit) throw tooMany(rule, msLeftOf(windowStart, rule, now));
      purgeWindowsNowAndThen(db, rule, now);
      // The hit belongs to the caller's transaction: a failed write rolls it back.
      return async () => {};
    },
    async blockedFor(rule, key, now = new Date()) {
      const [row] = await db
        .select({ hits: rateLimitHits.hits, windowStart: rateLimitHits.windowStart })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.bucket, bucketOf(rule, key)));
      if (!row || row.hits < rule.limit) return undefined;
      const msLeft = msLeftOf(row.windowStart, rule, now);
      return msLeft > 0 ? msLeft : undefined;
    },
    async addFailure(rule, key, now = new Date()) {
      await addHit(db, bucketOf(rule, key), rule, now);
      purgeWindowsNowAndThen(db, rule, now);
    },
    async clearFailures(rule, key) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucketOf(rule, key)));
    },
  };
}

const lastPurge = new WeakMap<Db, Map<string, number>>();

/** Drops the limiter's ended windows, at most once per PURGE_EVERY_MS per database and limiter. */
function purgeWindowsNowAndThen(db: Db, rule: RateLimit, now: Date): void {
  const byRule = lastPurge.get(db) ?? new Map<string, number>();
  lastPurge.set(db, byRule);
  const last = byRule.get(rule.name);
  if (last !== undefined && now.getTime() - last < PURGE_EVERY_MS) return;
  byRule.set(rule.name, now.getTime());
  void db
    .delete(rateLimitHits)
    .where(and(like(rateLimitHits.bucket, `${rule.name}:%`), lte(rateLimitHits.windowStart, endedBy(rule, now))))
    .catch((error: unknown) => log.warn('rate-limit windows not purged', { error: String(error), limiter: rule.name }));
}
