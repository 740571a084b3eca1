import 'server-only';
import { getIronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { sessionOptions, type SessionData } from './session-cookie';

export { isLoggedIn, type SessionData } from './session-cookie';

/** The session of the current request, for route handlers and server actions. */
export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}
