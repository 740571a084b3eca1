/**
 * Password guessing on the console (docs/product.md §6.1), by the customers' rule
 * (server/accounts/accounts-throttle.ts): 10 failed logins of one email in a 15-minute window, or
 * `failuresAllowed` (PASSWORD_FAILURES_PER_CLIENT) from one client across emails, then 429 until
 * the window ends, without checking the password. Counted where every API instance sees it
 * (server/http/rate-limit.ts); keyed by the email typed, whether or not a member has it.
 */
import type { Db } from '../db/client';
import { ApiFailure, CODE } from '../http/envelope';
import { limitsOf } from '../http/limits';
import type { RateLimit } from '../http/rate-limit';

export const STAFF_LOGIN_FAILURES_ALLOWED = 10;
export const STAFF_LOGIN_WINDOW_SECONDS = 15 * 60;

// Buckets 'staff-login:email:<email>' and 'staff-login:client:<address>'.
const perEmail: RateLimit = { name: 'staff-login', limit: STAFF_LOGIN_FAILURES_ALLOWED, windowSeconds: STAFF_LOGIN_WINDOW_SECONDS };
const perClient = (limit: number): RateLimit => ({ name: 'staff-login', limit, windowSeconds: STAFF_LOGIN_WINDOW_SECONDS });
const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const clientKey = (address: string | undefined) => `client:${address ?? 'unknown'}`;
const seconds = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 1000));

export interface LoginClient {
  address: string | undefined;
  failuresAllowed: number;
}

/** 429 when the email or the client already holds its allowed failures in this window. */
export async function assertStaffLoginTriesLeft(db: Db, email: string, client: LoginClient, now: Date): Promise<void> {
  const limits = limitsOf(db);
  const wait =
    (await limits.blockedFor(perEmail, emailKey(email), now)) ?? (await limits.blockedFor(perClient(client.failuresAllowed), clientKey(client.address), now));
  if (wait !== undefined) throw new ApiFailure(CODE.rateLimited, `email: too many failed console logins; try again in ${seconds(wait)} s`);
}

export async function recordStaffLoginFailure(db: Db, email: string, client: LoginClient, now: Date): Promise<void> {
  const limits = limitsOf(db);
  await limits.addFailure(perEmail, emailKey(email), now);
  await limits.addFailure(perClient(client.failuresAllowed), clientKey(client.address), now);
}

/** A successful login starts the email's count again (the client's stays, as for customers). */
export async function clearStaffLoginFailures(db: Db, email: string): Promise<void> {
  await limitsOf(db).clearFailures(perEmail, emailKey(email));
}
