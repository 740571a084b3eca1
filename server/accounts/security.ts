/**
 * Account security (docs/product.md §10.3): a new password after the current one or a code sent to
 * the account's own address, and a new mobile number or email address proven by a code sent to it.
 * A password change ends the account's logins on every other device.
 */
import { joinGuestInquiries } from '../inquiries/guest-inquiries';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { Lang } from '../http/locale';
import type { Mailer } from '../mail/mailer';
import type { ApiSettings } from '../settings';
import { maskEmail, maskMobile } from './accounts-masks';
import { sendVerificationCode } from './accounts';
import { clearPasswordFailures } from './accounts-throttle';
import { revokeOtherTokens } from './customer-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { checkCode, type CodeChannel } from './verification-codes';

async function userRow(db: Db, userId: number): Promise<typeof users.$inferSelect> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new ApiFailure(CODE.unauthorized, 'token: not a valid login; please log in');
  return user;
}

function ownAddress(user: typeof users.$inferSelect, channel: CodeChannel): string {
  const address = channel === 'mobile' ? user.mobile : user.email;
  if (!address) throw new ApiFailure(CODE.invalid, `channel: the account has no ${channel === 'mobile' ? 'mobile number' : 'email address'}`);
  return address;
}

/** A code for a password change, sent to the account's own mobile or email (the caller never names the address). */
export async function sendSecurityCode(
  db: Db,
  mailer: Mailer,
  settings: ApiSettings,
  lang: Lang,
  userId: number,
  channel: CodeChannel,
  client: string | undefined,
): Promise<{ expiresInSeconds: number; resendInSeconds: number; sentTo: string }> {
  const address = ownAddress(await userRow(db, userId), channel);
  const sent = await sendVerificationCode(db, mailer, settings, lang, { channel, address, purpose: 'security' }, client);
  return { ...sent, sentTo: channel === 'mobile' ? maskMobile(address) : maskEmail(address) };
}

export interface PasswordChange {
  oldPassword?: string | undefined;
  code?: string | undefined;
  channel?: CodeChannel | undefined;
  password: string;
}

export async function changePassword(db: Db, userId: number, token: string, change: PasswordChange, now = new Date()): Promise<{ otherSessionsEnded: number }> {
  const user = await userRow(db, userId);
  if (change.code && change.channel) {
    await checkCode(db, { channel: change.channel, address: ownAddress(user, change.channel), purpose: 'security', code: change.code }, now);
  } else if (!user.passwordHash || !(await verifyPassword(change.oldPassword ?? '', user.passwordHash))) {
    throw new ApiFailure(
      CODE.invalid,
      user.passwordHash ? 'oldPassword: the current password is incorrect' : 'oldPassword: the account has no password yet; use a verification code',
    );
  }
  const passwordHash = await hashPassword(change.password);
  const otherSessionsEnded = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    return revokeOtherTokens(tx, userId, token, now);
  });
  for (const channel of ['mobile', 'email'] as const) {
    const address = channel === 'mobile' ? user.mobile : user.email;
    if (address) await clearPasswordFailures(db, channel, address);
  }
  return { otherSessionsEnded };
}

/** Moves the account to a new mobile number or email address, proven by the code sent to it (purpose change). */
export async function changeContact(
  db: Db,
  userId: number,
  channel: CodeChannel,
  address: string,
  code: string,
  now = new Date(),
): Promise<{ mobile: string | null; email: string | null }> {
  const column = channel === 'mobile' ? users.mobile : users.email;
  const user = await userRow(db, userId);
  if ((channel === 'mobile' ? user.mobile : user.email) === address)
    throw new ApiFailure(CODE.invalid, `${channel}: this is already the account's ${channel === 'mobile' ? 'mobile number' : 'email address'}`);
  await checkCode(db, { channel, address, purpose: 'change', code }, now);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, address), ne(users.id, userId)))
    .limit(1);
  if (taken) throw new ApiFailure(CODE.conflict, `${channel}: another account already uses it`);
  const [updated] = await db
    .update(users)
    .set(channel === 'mobile' ? { mobile: address } : { email: address })
    .where(eq(users.id, userId))
    .returning({ mobile: users.mobile, email: users.email })
    .catch((error: unknown) => {
      // Another account took the address between the check and the update (the unique index).
      throw String(error).includes('unique') ? new ApiFailure(CODE.conflict, `${channel}: another account already uses it`) : error;
    });
  if (!updated) throw new ApiFailure(CODE.unauthorized, 'token: not a valid login; please log in');
  // The new email is proven by its code: the guest inquiries sent from it join the account (docs/product.md §5.1).
  if (channel === 'email') await joinGuestInquiries(db, userId, updated.email);
  return { mobile: updated.mobile ? maskMobile(updated.mobile) : null, email: updated.email ? maskEmail(updated.email) : null };
}
