/**
 * Fixed-window rate limits kept in the database (docs/architecture.md §6: shared by every API instance
 * until a later issue moves them to Redis). One atomic upsert counts the hit and answers the
 * window's total, so concurrent requests on any number of connections never under-count.
 * Called inside the write's transaction: a request turned away, or one whose write fails,
 * leaves the count as it was.
 */
import { and, like, lt, sql } from 'drizzle-orm';
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

/** Counts one hit for `client`; over the limit → 429 naming the wait. */
export async function countHit(db: Db | Tx, rule: RateLimit, client: string, now = new Date()): Promise<void> {
  const { start, end } = windowOf(now, rule.windowSeconds);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket: `${rule.name}:${client}`, windowStart: start, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimitHits.bucket, rateLimitHits.windowStart], set: { hits: sql`${rateLimitHits.hits} + 1` } })
    .returning({ hits: rateLimitHits.hits });
  if ((row?.hits ?? 0) > rule.limit) {
    throw new ApiFailure(CODE.rateLimited, `Too many ${rule.name} from this address; please try again in ${waitText(end.getTime() - now.getTime())}`);
  }
}

const lastPurge = new WeakMap<Db, Map<string, number>>();

/** Drops the limiter's past windows, at most once per PURGE_EVERY_MS per database and limiter. */
export function purgeWindowsNowAndThen(db: Db, rule: RateLimit, now = new Date()): void {
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
