/**
 * Password guessing limits. Per client (visitor address, server/http/client-address.ts):
 * `passwordFailuresPerClient` failed password logins per 15-minute window across every account,
 * so one client cannot try a common password on many accounts; a success does not reset it.
 * Per account: 10 failed password logins in a 15-minute window, then
 * 429 until the window ends. Counted where every API instance sees the same count (Redis or the
 * database, server/http/rate-limit.ts; docs/architecture.md §6). Keyed by the address typed, whether or not an
 * account has it, so the 429 does not tell which accounts exist.
 */
import type { Db } from '../db/client';
import { ApiFailure, CODE } from '../http/envelope';
import { limitsOf } from '../http/limits';
import type { RateLimit } from '../http/rate-limit';
import type { CodeChannel } from './verification-codes';

export const PASSWORD_FAILURES_ALLOWED = 10;
export const PASSWORD_FAILURE_WINDOW_SECONDS = 15 * 60;

// Buckets 'password-login:<channel>:<address>' and 'password-login:client:<address>'.
const perAccount: RateLimit = { name: 'password-login', limit: PASSWORD_FAILURES_ALLOWED, windowSeconds: PASSWORD_FAILURE_WINDOW_SECONDS };
const perClient = (limit: number): RateLimit => ({ name: 'password-login', limit, windowSeconds: PASSWORD_FAILURE_WINDOW_SECONDS });

const accountKey = (channel: CodeChannel, address: string) => `${channel}:${address}`;
const clientKey = (client: string | undefined) => `client:${client ?? 'unknown'}`;

const seconds = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 1000));

/** 429 on `account` when this window already holds the allowed failures; the right password is not even checked. */
export async function assertPasswordTriesLeft(db: Db, channel: CodeChannel, address: string, now = new Date()): Promise<void> {
  const wait = await limitsOf(db).blockedFor(perAccount, accountKey(channel, address), now);
  if (wait !== undefined) {
    throw new ApiFailure(CODE.rateLimited, `account: too many failed password logins; try again in ${seconds(wait)} s or log in with a verification code`);
  }
}

export async function recordPasswordFailure(db: Db, channel: CodeChannel, address: string, now = new Date()): Promise<void> {
  await limitsOf(db).addFailure(perAccount, accountKey(channel, address), now);
}

/** After a successful login or a password reset the count starts again. */
export async function clearPasswordFailures(db: Db, channel: CodeChannel, address: string): Promise<void> {
  await limitsOf(db).clearFailures(perAccount, accountKey(channel, address));
}

/** 429 when this client already failed `limit` password logins in this window, on any accounts. */
export async function assertClientPasswordTriesLeft(db: Db, client: string | undefined, limit: number, now = new Date()): Promise<void> {
  const wait = await limitsOf(db).blockedFor(perClient(limit), clientKey(client), now);
  if (wait !== undefined) throw new ApiFailure(CODE.rateLimited, `Too many failed password logins from this address; try again in ${seconds(wait)} s`);
}

export async function recordClientPasswordFailure(db: Db, client: string | undefined, limit: number, now = new Date()): Promise<void> {
  await limitsOf(db).addFailure(perClient(limit), clientKey(client), now);
}
