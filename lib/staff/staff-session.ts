import 'server-only';
/** The console session of the current request (docs/product.md §6.1), for the console's pages and form handlers. */
import { getIronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { ApiError } from '@/lib/api/errors';
import { CODE } from '@/contract/codes';
import { staffCookieOptions, type StaffSessionData } from './staff-cookie';
import { STAFF_LOGIN } from './console-paths';

export async function getStaffSession() {
  return getIronSession<StaffSessionData>(await cookies(), staffCookieOptions());
}

/** The console login's token, or the login page (the proxy sends a visitor without one there first). */
export async function requireStaffToken(): Promise<string> {
  const { token } = await getStaffSession();
  if (!token) redirect(STAFF_LOGIN);
  return token;
}

/**
 * A page's read under the console login: a refused login (401 ended or disabled, 402 expired) goes
 * to the login page; anything else is the page's failure.
 */
export async function readAsStaff<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && (error.code === CODE.unauthorized || error.code === CODE.sessionExpired)) redirect(`${STAFF_LOGIN}?ended=1`);
    throw error;
  }
}
