/**
 * Rate limits shared by every API instance (docs/architecture.md §6): in Redis when the API shares
 * through it (REDIS_URL, ./redis-limits.ts), else fixed windows in the database (here), which one
 * PostgreSQL already shares; ./limits.ts picks. Two kinds of count:
 * - requests (`count`): each request takes one hit; over the limit → 429 naming the wait. A
 *   request turned away, or whose write fails, does not count: the database counts inside the
 *   write's transaction, whose rollback takes the hit back; Redis hands back a `takeBack`.
 * - failures (`blockedFor`, `addFailure`, `clearFailures`): only failed tries count (password
 *   logins), and a full window refuses even the right answer until it ends.
 */
import { and, eq, like, lt, sql } from 'drizzle-orm';
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

/** The window a moment falls in: windows start at multiples of their length since the epoch. */
export function windowOf(now: Date, windowSeconds: number): { start: Date; end: Date } {
  const length = windowSeconds * 1000;
  const start = Math.floor(now.getTime() / length) * length;
  return { start: new Date(start), end: new Date(start + length) };
}

/** 'please try again in 4 minutes' — rounded up, never 'in 0 minutes'. */
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

async function addHit(db: Db | Tx, bucket: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimitHits.bucket, rateLimitHits.windowStart], set: { hits: sql`${rateLimitHits.hits} + 1` } })
    .returning({ hits: rateLimitHits.hits });
  return row?.hits ?? 0;
}

/** The database's limits, for one database handle (its past windows are purged now and then). */
export function databaseLimits(db: Db): Limits {
  return {
    async count(tx, rule, client, now = new Date()) {
      const { start, end } = windowOf(now, rule.windowSeconds);
      if ((await addHit(tx, bucketOf(rule, client), start)) > rule.limit) throw tooMany(rule, end.getTime() - now.getTime());
      purgeWindowsNowAndThen(db, rule, now);
      // The hit belongs to the caller's transaction: a failed write rolls it back.
      return async () => {};
    },
    async blockedFor(rule, key, now = new Date()) {
      const window = windowOf(now, rule.windowSeconds);
      const [row] = await db
        .select({ hits: rateLimitHits.hits })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.bucket, bucketOf(rule, key)), eq(rateLimitHits.windowStart, window.start)));
      return row && row.hits >= rule.limit ? window.end.getTime() - now.getTime() : undefined;
    },
    async addFailure(rule, key, now = new Date()) {
      const bucket = bucketOf(rule, key);
      const { start } = windowOf(now, rule.windowSeconds);
      await addHit(db, bucket, start);
      // Earlier windows of this bucket are spent; drop them so the table does not grow.
      await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.windowStart, start)));
    },
    async clearFailures(rule, key) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucketOf(rule, key)));
    },
  };
}

const lastPurge = new WeakMap<Db, Map<string, number>>();

/** Drops the limiter's past windows, at most once per PURGE_EVERY_MS per database and limiter. */
function purgeWindowsNowAndThen(db: Db, rule: RateLimit, now: Date): void {
  const byRule = lastPurge.get(db) ?? new Map<string, number>();
  lastPurge.set(db, byRule);
  const last = byRule.get(rule.name);
  if (last !== undefined && now.getTime() - last < PURGE_EVERY_MS) return;
  byRule.set(rule.name, now.getTime());
  const { start } = windowOf(now, rule.windowSeconds);
  void db
    .delete(rateLimitHits)
    .where(and(like(rateLimitHits.bucket, `${rule.name}:%`), lt(rateLimitHits.windowStart, start)))
    .catch((error: unknown) => log.warn('rate-limit windows not purged', { error: String(error), limiter: rule.name }));
}
