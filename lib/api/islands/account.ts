/**
 * Account calls of the client islands, through the BFF (docs/product.md §7.1): verification
 * codes, a new password, and the storefront's own session: logging in and out goes through
 * /api/session, which keeps the token (lib/api/login-paths.ts).
 */
import type { Channel } from '@/lib/account/credentials';
import type { GuestData } from '@/lib/account/guest-data';
import type { MergeResult } from '@/lib/account/guest-merge';
import type { LoginCredentials } from '../login-paths';
import { browserApi } from '../browser';
import type { ApiLocale, OperationRef } from '../contract';
import type { Envelope } from '../envelope';
import { accountsApi } from '@/contract/operations/accounts';
import type { OperationInput } from '@/contract/operation';

/** The storefront's own session route (app/api/session), not an API operation: it keeps the token in its cookie. */
const SESSION: { read: OperationRef<SessionAnswer>; logIn: OperationRef<SessionAnswer>; logOut: OperationRef } = {
  read: { mode: 'get', path: '/session' },
  logIn: { mode: 'post', path: '/session' },
  logOut: { mode: 'delete', path: '/session' },
};

export type CodePurpose = 'login' | 'register' | 'retrieve' | 'change';

/** Asks for a verification code; the envelope as answered (its data may say when to ask again). */
export function requestVerificationCode(channel: Channel, address: string, purpose: CodePurpose, locale: ApiLocale): Promise<Envelope> {
  return channel === 'mobile'
    ? browserApi.call(accountsApi.mobileCode, { mobile: address, purpose }, { locale })
    : browserApi.call(accountsApi.emailCode, { email: address, purpose }, { locale });
}

export type NewPassword = OperationInput<typeof accountsApi.retrievePassword>;

/** Sets a new password with a verification code; the envelope as answered. */
export function retrievePassword(fields: NewPassword, locale: ApiLocale): Promise<Envelope> {
  return browserApi.call(accountsApi.retrievePassword, fields, { locale });
}

/**
 * The storefront's own session (app/api/session, docs/architecture.md §4): who is logged in, never
 * the token. Scope null: a login or logout must outlive the route change it causes.
 */
export interface SessionCustomer {
  userId: string;
  userName: string;
  companyName: string;
}

type SessionAnswer = { loggedIn: boolean; userId?: string; userName?: string; companyName?: string; merged?: Partial<MergeResult> };

/** Who is logged in; null for a guest. */
export async function fetchSessionCustomer(locale: ApiLocale = 'en'): Promise<SessionCustomer | null> {
  const { code, data } = await browserApi.call(SESSION.read, undefined, { locale, scope: null });
  if (code !== 0 || !data?.loggedIn || !data.userId) return null;
  return { userId: data.userId, userName: data.userName ?? '', companyName: data.companyName ?? '' };
}

/** Logs in (or registers) and merges the guest's device data; the envelope says which kinds merged. */
export function logIn(credentials: LoginCredentials, guest: GuestData, locale: ApiLocale): Promise<Envelope<SessionAnswer>> {
  return browserApi.call(SESSION.logIn, { ...credentials, guest }, { locale, scope: null });
}

export async function logOut(locale: ApiLocale): Promise<void> {
  await browserApi.call(SESSION.logOut, undefined, { locale, scope: null });
}
