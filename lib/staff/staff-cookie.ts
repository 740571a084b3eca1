/**
 * The staff console's session cookie (docs/product.md §6.1): an httpOnly iron-session seal of the
 * console login's token and the member's name and role, apart from the customer's cookie, sent only
 * under /staff and never cross-site. No `server-only`: proxy.ts reads it too.
 */
import { unsealData, type SessionOptions } from 'iron-session';
import { getSecrets } from '../secrets';

export interface StaffSessionData {
  token?: string;
  name?: string;
  role?: 'sales' | 'admin';
}

export const STAFF_COOKIE = 'labshop_staff';

/** As long as the API's console login (server/staff/staff-sessions.ts). */
const STAFF_COOKIE_SECONDS = 12 * 60 * 60;

export function staffCookieOptions(): SessionOptions {
  return {
    cookieName: STAFF_COOKIE,
    password: getSecrets().sessionSecret,
    ttl: STAFF_COOKIE_SECONDS,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'strict',
      secure: (process.env.SITE_URL ?? '').startsWith('https:'),
      path: '/staff',
    },
  };
}

/** Reads the sealed cookie where only the raw value is at hand (the proxy); a broken seal is no session. */
export async function readStaffCookie(value: string | undefined): Promise<StaffSessionData> {
  if (!value) return {};
  try {
    return await unsealData<StaffSessionData>(value, { password: getSecrets().sessionSecret });
  } catch {
    return {};
  }
}
