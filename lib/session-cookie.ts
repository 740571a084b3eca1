/**
 * The customer session cookie: an httpOnly iron-session seal of what docs/product.md §3 keeps on the
 * device (userId, token, userName, companyName). The BFF owns it (docs/architecture.md §4); the token
 * never reaches browser scripts. No `server-only` here: proxy.ts reads the cookie too.
 */
import { unsealData, type SessionOptions } from 'iron-session';
import { getSecrets } from './secrets';

export interface SessionData {
  userId?: string;
  token?: string;
  userName?: string;
  companyName?: string;
}

export const SESSION_COOKIE = 'labshop_session';

export function sessionOptions(): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: getSecrets().sessionSecret,
    ttl: 60 * 60 * 24 * 7,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: (process.env.SITE_URL ?? '').startsWith('https:'),
      path: '/',
    },
  };
}

/** docs/product.md §4: a customer counts as logged in only with both userId and token. */
export function isLoggedIn(session: SessionData): session is SessionData & { userId: string; token: string } {
  return Boolean(session.userId && session.token);
}

/** Reads a sealed cookie value where only the raw cookie is at hand (the proxy). */
export async function readSessionCookie(value: string | undefined): Promise<SessionData> {
  if (!value) return {};
  try {
    return await unsealData<SessionData>(value, { password: getSecrets().sessionSecret });
  } catch {
    return {};
  }
}
