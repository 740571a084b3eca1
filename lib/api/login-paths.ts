/**
 * The API calls that answer a login token (docs/product.md §7.1). Only the BFF's session route may make
 * them: it seals the token into the httpOnly cookie, so the token never reaches a browser script.
 */
import { accountsApi } from '@/contract/operations/accounts';

export const LOGIN_OPERATIONS = {
  mobile: accountsApi.mobileLogin,
  email: accountsApi.emailLogin,
  password: accountsApi.password,
  register: accountsApi.register,
} as const;

export type LoginMethod = keyof typeof LOGIN_OPERATIONS;

const TOKEN_PATHS: ReadonlySet<string> = new Set(Object.values(LOGIN_OPERATIONS).map(({ path }) => path.toLowerCase()));

/** Whether `/segments…` is one of the token-answering calls (compared case-insensitively, as some backends route). */
export function isLoginPath(segments: readonly string[]): boolean {
  return TOKEN_PATHS.has(`/${segments.join('/')}`.toLowerCase());
}

/** The fields of each login call as the forms send them to POST /api/session. */
export type LoginCredentials =
  | { method: 'mobile'; mobile: string; code: string }
  | { method: 'email'; email: string; code: string }
  | { method: 'password'; account: string; password: string }
  | { method: 'register'; account: string; code: string; password: string; confirmPassword: string; userName: string; companyName?: string };
