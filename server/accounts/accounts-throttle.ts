/**
 * Password guessing limits. Per client (visitor address, server/http/client-address.ts):
 * `passwordFailuresPerClient` failed password logins per 15-minute window across every account,
 * so one client cannot try a common password on many accounts; a success does not reset it.
 * Per account: 10 failed password logins in a 15-minute window, then
 * 429 until the window ends. Counted in rate_limit_hits rather than in memory so every API
 * instance sees the same count (docs/architecture.md §6). Keyed by the address typed, whether or not an
 * account has it, so the 429 does not tell which accounts exist.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { CodeChannel } from './verification-codes';

export const PASSWORD_FAILURES_ALLOWED = 10;
export const PASSWORD_FAILURE_WINDOW_SECONDS = 15 * 60;

const bucketOf = (channel: CodeChannel, address: string) => `password-login:${channel}:${address}`;

function windowOf(now: Date): { start: Date; end: Date } {
  const length = PASSWORD_FAILURE_WINDOW_SECONDS * 1000;
  const start = Math.floor(now.getTime() / length) * length;
  return { start: new Date(start), end: new Date(start + length) };
}

/** The seconds until this window ends, when `bucket` already holds `limit` failures in it; else undefined. */
async function secondsBlocked(db: Db, bucket: string, limit: number, now: Date): Promise<number | undefined> {
  const window = windowOf(now);
  const [row] = await db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.windowStart, window.start)));
  if (!row || row.hits < limit) return undefined;
  return Math.max(1, Math.ceil((window.end.getTime() - now.getTime()) / 1000));
}

async function countFailure(db: Db, bucket: string, now: Date): Promise<void> {
  const window = windowOf(now);
  await db
    .insert(rateLimitHits)
    .values({ bucket, windowStart: window.start, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimitHits.bucket, rateLimitHits.windowStart], set: { hits: sql`${rateLimitHits.hits} + 1` } });
  // Earlier windows of this bucket are spent; drop them so the table does not grow.
  await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.windowStart, window.start)));
}

/** 429 on `account` when this window already holds the allowed failures; the right password is not even checked. */
export async function assertPasswordTriesLeft(db: Db, channel: CodeChannel, address: string, now = new Date()): Promise<void> {
  const wait = await secondsBlocked(db, bucketOf(channel, address), PASSWORD_FAILURES_ALLOWED, now);
  if (wait !== undefined) {
    throw new ApiFailure(
      CODE.rateLimited,
      `account: too many failed password logins; try again in ${wait} s or log in with a verification code`,
    );
  }
}

export async function recordPasswordFailure(db: Db, channel: CodeChannel, address: string, now = new Date()): Promise<void> {
  await countFailure(db, bucketOf(channel, address), now);
}

/** After a successful login or a password reset the count starts again. */
export async function clearPasswordFailures(db: Db, channel: CodeChannel, address: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucketOf(channel, address)));
}

const clientBucket = (client: string | undefined) => `password-login:client:${client ?? 'unknown'}`;

/** 429 when this client already failed `limit` password logins in this window, on any accounts. */
export async function assertClientPasswordTriesLeft(db: Db, client: string | undefined, limit: number, now = new Date()): Promise<void> {
  const wait = await secondsBlocked(db, clientBucket(client), limit, now);
  if (wait !== undefined) throw new ApiFailure(CODE.rateLimited, `Too many failed password logins from this address; try again in ${wait} s`);
}

export async function recordClientPasswordFailure(db: Db, client: string | undefined, now = new Date()): Promise<void> {
  await countFailure(db, clientBucket(client), now);
}
