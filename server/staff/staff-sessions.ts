/**
 * Console logins (docs/product.md §6.1, docs/architecture.md §3): a random token shown once, its
 * SHA-256 stored with an expiry. Every request reads the account with the session, so a disabled
 * account is refused at once, whatever sessions it still holds.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffAccounts, staffSessions } from '../db/schema';
import { decoyHash, verifyPassword } from '../accounts/passwords';
import { ApiFailure, CODE } from '../http/envelope';
import { hashStaffToken, sameEmail, toMember } from './staff-accounts';
import { assertStaffLoginTriesLeft, clearStaffLoginFailures, recordStaffLoginFailure, type LoginClient } from './staff-login-throttle';
import type { StaffLogin, StaffMember } from '../../contract/staff';

/** A working day and a half: a console left open overnight asks for the password again. */
const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export async function openSession(db: Db, staff: typeof staffAccounts.$inferSelect, now = new Date()): Promise<StaffLogin> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(staffSessions).values({ tokenHash: hashStaffToken(token), staffId: staff.id, createdAt: now, expiresAt });
  return { token, expiresAt: expiresAt.toISOString(), staff: toMember(staff) };
}

const REFUSED = 'email: the email or password is not right';

/**
 * Email and password → a session; one answer for an unknown account, a wrong password and a
 * disabled account. Too many failures of the email or from the client: 429 (staff-login-throttle.ts).
 */
export async function logIn(db: Db, email: string, password: string, client: LoginClient, now = new Date()): Promise<StaffLogin> {
  await assertStaffLoginTriesLeft(db, email, client, now);
  const [staff] = await db.select().from(staffAccounts).where(sameEmail(email)).limit(1);
  const matches = await verifyPassword(password, staff?.passwordHash ?? (await decoyHash()));
  if (!staff || !matches || staff.disabledAt) {
    await recordStaffLoginFailure(db, email, client, now);
    throw new ApiFailure(CODE.invalid, REFUSED);
  }
  await clearStaffLoginFailures(db, email);
  return openSession(db, staff, now);
}

export async function logOut(db: Db, token: string, now = new Date()): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, hashStaffToken(token)), isNull(staffSessions.revokedAt)));
}

/** The member behind a `staff-session` header, or 401 (none, unknown, revoked, disabled) / 402 (expired). */
export async function requireStaff(db: Db, token: string | undefined, now = new Date()): Promise<StaffMember> {
  if (!token) throw new ApiFailure(CODE.unauthorized, 'staff-session: please log in to the staff console');
  const [row] = await db
    .select({ staff: staffAccounts, expiresAt: staffSessions.expiresAt, revokedAt: staffSessions.revokedAt })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, hashStaffToken(token)))
    .limit(1);
  if (!row || row.revokedAt || row.staff.disabledAt) throw new ApiFailure(CODE.unauthorized, 'staff-session: not a valid console login; please log in');
  if (row.expiresAt.getTime() <= now.getTime()) throw new ApiFailure(CODE.sessionExpired, 'staff-session: the login has expired; please log in again');
  return toMember(row.staff);
}
