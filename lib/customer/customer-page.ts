import 'server-only';
/**
 * Who is logged in, for every personal page; when the API no longer accepts the session's
 * token while the page renders, lib/api/fallback.ts sends the visitor to log in.
 */
import { getSession, isLoggedIn } from '@/lib/session';
import type { Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/redirect';
import { loginHrefFor } from '@/lib/account/login-events';

export interface CustomerSession {
  userId: string;
  token: string;
  userName: string;
  companyName: string;
}

/** The logged-in customer, or null for a guest (docs/product.md §4: both userId and token). */
export async function currentCustomer(): Promise<CustomerSession | null> {
  const session = await getSession();
  if (!isLoggedIn(session)) return null;
  return { userId: session.userId, token: session.token, userName: session.userName ?? '', companyName: session.companyName ?? '' };
}

/** The logged-in customer; a guest goes to log in (the proxy gates these pages too). */
export async function requireCustomer(locale: Locale, returnPath: string): Promise<CustomerSession> {
  const customer = await currentCustomer();
  return customer ?? redirect({ href: loginHrefFor(returnPath), locale });
}
