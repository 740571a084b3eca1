import 'server-only';
import { getIronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { CUSTOMER_HINT_COOKIE, customerHintCookie } from './account/customer-hint';
import { sessionOptions, type SessionData } from './session-cookie';

export { isLoggedIn, type SessionData } from './session-cookie';

/** The session of the current request, for route handlers (the shop has no Server Actions: docs/adr). */
export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/**
 * Sets or clears the logged-in hint beside the session (lib/account/customer-hint.ts), so the
 * header's first paint never offers a logged-in customer 'Log in / Register'. Route handlers only.
 */
export async function markCustomerHint(loggedIn: boolean): Promise<void> {
  const options = sessionOptions();
  const store = await cookies();
  if (!loggedIn && !store.has(CUSTOMER_HINT_COOKIE)) return;
  store.set(customerHintCookie(loggedIn, Boolean(options.cookieOptions?.secure), options.ttl ?? 0));
}
