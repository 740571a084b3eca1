/**
 * Customer accounts (docs/product.md §4, §7.1): verification codes, registration, login by
 * code or password, password retrieval and the account overview. Every login answers a new
 * token from customer-tokens.ts; the storefront's BFF seals it into the session cookie.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartLines, favourites, footprints, inquiries, userTokens, users } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { Lang } from '../http/locale';
import type { ApiSettings } from '../settings';
import {
  assertClientPasswordTriesLeft,
  assertPasswordTriesLeft,
  clearPasswordFailures,
  recordClientPasswordFailure,
  recordPasswordFailure,
} from './accounts-throttle';
import { limitsOf } from '../http/limits';
import { maskEmail, maskMobile } from './accounts-masks';
import { issueToken, type Customer } from './customer-tokens';
import type { Mailer } from '../mail/mailer';
import { joinGuestInquiries } from '../inquiries/guest-inquiries';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { checkCode, codeMessage, CODE_LIFETIME_SECONDS, issueCode, RESEND_INTERVAL_SECONDS, type CodePurpose } from './verification-codes';
import type { AccountAddress, LoginAnswer, AccountOverview } from '../../contract/accounts';
export type { LoginAnswer, AccountOverview } from '../../contract/accounts';

type UserRow = typeof users.$inferSelect;

async function findUser(db: Db, { channel, address }: AccountAddress): Promise<UserRow | undefined> {
  const column = channel === 'mobile' ? users.mobile : users.email;
  const [user] = await db.select().from(users).where(eq(column, address)).limit(1);
  return user;
}

/** Every login (password, code, registration) also gives the account its guest inquiries (docs/product.md §5.1). */
async function loginAnswer(db: Db, user: UserRow, now: Date): Promise<LoginAnswer> {
  await joinGuestInquiries(db, user.id, user.email);
  const token = await issueToken(db, user.id, now);
  return { userId: String(user.id), token, userName: user.userName, companyName: user.companyName };
}

/** The users columns that hold the address: one of them, the other null. */
const contactColumns = ({ channel, address }: AccountAddress) => ({
  mobile: channel === 'mobile' ? address : null,
  email: channel === 'email' ? address : null,
});

const maskAddress = ({ channel, address }: AccountAddress) => (channel === 'mobile' ? maskMobile(address) : maskEmail(address));

/**
 * Sends a code to the address. The answer is the same whether or not an account has the
 * address, so this endpoint cannot be used to find out who is a customer.
 */
export async function sendVerificationCode(
  db: Db,
  mailer: Mailer,
  settings: ApiSettings,
  lang: Lang,
  target: AccountAddress & { purpose: CodePurpose },
  client: string | undefined,
  now = new Date(),
): Promise<{ expiresInSeconds: number; resendInSeconds: number }> {
  // Per client first, so one client cannot send codes to many addresses (docs/product.md §4).
  await limitsOf(db).count(db, { name: 'verification codes', limit: settings.codesPerClientPerHour, windowSeconds: 60 * 60 }, client ?? 'unknown', now);
  const { code } = await issueCode(db, target, settings, now);
  await mailer.send({ channel: target.channel, recipient: target.address, ...codeMessage(code, lang) });
  return { expiresInSeconds: CODE_LIFETIME_SECONDS, resendInSeconds: RESEND_INTERVAL_SECONDS };
}

/** Code login is also sign-up: an address with a valid login code and no account gets one. */
export async function loginWithCode(db: Db, account: AccountAddress, code: string, now = new Date()): Promise<LoginAnswer> {
  await checkCode(db, { ...account, purpose: 'login', code }, now);
  const existing = await findUser(db, account);
  if (existing) return loginAnswer(db, existing, now);
  const [created] = await db
    .insert(users)
    .values({ ...contactColumns(account), userName: maskAddress(account), createdAt: now })
    .onConflictDoNothing()
    .returning();
  // Another request created it in between (a registration finishing at the same moment).
  const user = created ?? (await findUser(db, account));
  if (!user) throw new Error(`account ${account.channel} neither created nor found`);
  return loginAnswer(db, user, now);
}

export interface Registration {
  account: AccountAddress;
  code: string;
  password: string;
  userName: string;
  companyName: string;
}

/**
 * The code is checked before the account is looked up, so only the owner of an address learns
 * that it is already registered (409).
 */
export async function register(db: Db, registration: Registration, now = new Date()): Promise<LoginAnswer> {
  const { account } = registration;
  await checkCode(db, { ...account, purpose: 'register', code: registration.code }, now);
  if (await findUser(db, account)) throw new ApiFailure(CODE.conflict, 'account: already registered; log in instead');
  const [user] = await db
    .insert(users)
    .values({
      ...contactColumns(account),
      passwordHash: await hashPassword(registration.password),
      userName: registration.userName,
      companyName: registration.companyName,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!user) throw new ApiFailure(CODE.conflict, 'account: already registered; log in instead');
  return loginAnswer(db, user, now);
}

const WRONG_PASSWORD = 'password: the account or password is incorrect';

export interface PasswordClient {
  address: string | undefined;
  failuresAllowed: number;
}

export async function loginWithPassword(db: Db, account: AccountAddress, password: string, client: PasswordClient, now = new Date()): Promise<LoginAnswer> {
  await assertClientPasswordTriesLeft(db, client.address, client.failuresAllowed, now);
  await assertPasswordTriesLeft(db, account.channel, account.address, now);
  const user = await findUser(db, account);
  // An unknown account or one without a password costs the same scrypt run as a wrong password.
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user?.passwordHash || !matches) {
    await recordPasswordFailure(db, account.channel, account.address, now);
    await recordClientPasswordFailure(db, client.address, client.failuresAllowed, now);
    throw new ApiFailure(CODE.invalid, WRONG_PASSWORD);
  }
  await clearPasswordFailures(db, account.channel, account.address);
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
  }
  return loginAnswer(db, user, now);
}

/** Sets a new password and ends every login of the account, on every device. */
export async function retrievePassword(db: Db, account: AccountAddress, code: string, password: string, now = new Date()): Promise<void> {
  await checkCode(db, { ...account, purpose: 'retrieve', code }, now);
  const user = await findUser(db, account);
  if (!user) throw new ApiFailure(CODE.invalid, 'account: no account is registered with this address; register instead');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .update(userTokens)
      .set({ revokedAt: now })
      .where(and(eq(userTokens.userId, user.id), isNull(userTokens.revokedAt)));
  });
  await clearPasswordFailures(db, account.channel, account.address);
}

export async function accountOverview(db: Db, customer: Customer): Promise<AccountOverview> {
  const id = customer.userId;
  const [[user], favouriteCount, footprintCount, cartLineCount, inquiryCount] = await Promise.all([
    db.select().from(users).where(eq(users.id, id)).limit(1),
    db.$count(favourites, eq(favourites.userId, id)),
    db.$count(footprints, eq(footprints.userId, id)),
    db.$count(cartLines, eq(cartLines.userId, id)),
    db.$count(inquiries, eq(inquiries.userId, id)),
  ]);
  if (!user) throw new ApiFailure(CODE.unauthorized, 'token: not a valid login; please log in');
  return {
    userId: String(user.id),
    userName: user.userName,
    companyName: user.companyName,
    mobile: user.mobile ? maskMobile(user.mobile) : null,
    email: user.email ? maskEmail(user.email) : null,
    createdAt: user.createdAt.toISOString(),
    counts: { favourites: favouriteCount, footprints: footprintCount, cartLines: cartLineCount, inquiries: inquiryCount },
  };
}
