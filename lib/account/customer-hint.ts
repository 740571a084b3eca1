/**
 * The logged-in hint: a cookie scripts may read (`labshop_customer=1`) set beside the httpOnly
 * session at login and cleared at logout, holding nothing but "someone is logged in here". The
 * header is cached and the same for everyone (docs/islands.md), so its account corner is rendered
 * with the guest links; a one-line script at the top of <body> marks <html data-customer> before
 * the header is painted, and the corner's CSS keeps the guest links invisible (their room kept)
 * until the session answers. A customer never sees 'Log in / Register' flash on a page load.
 */

export const CUSTOMER_HINT_COOKIE = 'labshop_customer';
/** The attribute the script sets on <html>, read by account-menu.module.css and the corner. */
export const CUSTOMER_HINT_ATTRIBUTE = 'data-customer';

/** Runs before the header is parsed; must stay tiny and never throw. */
export const CUSTOMER_HINT_SCRIPT = `try{if(/(?:^|;\\s*)${CUSTOMER_HINT_COOKIE}=1(?:;|$)/.test(document.cookie))document.documentElement.setAttribute('${CUSTOMER_HINT_ATTRIBUTE}','')}catch(e){}`;

/** The cookie's options: readable by scripts, otherwise like the session's (lib/session-cookie.ts). */
export function customerHintCookie(loggedIn: boolean, secure: boolean, maxAgeSeconds: number) {
  return {
    name: CUSTOMER_HINT_COOKIE,
    value: loggedIn ? '1' : '',
    httpOnly: false,
    sameSite: 'lax' as const,
    secure,
    path: '/',
    maxAge: loggedIn ? maxAgeSeconds : 0,
  };
}

/**
 * Whether a cookie header or document.cookie holds the hint: set by the BFF's login answer, so
 * islands that keep per-customer lists (the compare toggle) know at once after a login made
 * without a page load, when the <html> attribute was never set.
 */
export function hasCustomerHint(cookie: string): boolean {
  return new RegExp(`(?:^|;\\s*)${CUSTOMER_HINT_COOKIE}=1(?:;|$)`).test(cookie);
}
