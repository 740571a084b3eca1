/**
 * How an island asks for a login (docs/product.md §4: 'An action that needs login otherwise raises a
 * login prompt'). The prompt mounted in the layout listens; the island need not know where it is.
 * A 402 from the API raises lib/api's RELOGIN_EVENT instead, which the same prompt answers.
 */
export const LOGIN_REQUIRED_EVENT = 'labshop:login-required';

export interface LoginRequiredDetail {
  /** Shown in the prompt, already in the page's language; a generic text when absent. */
  reason?: string;
}

export function requestLogin(reason?: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<LoginRequiredDetail>(LOGIN_REQUIRED_EVENT, { detail: { reason } }));
}

/** Pages where asking to log in again would only loop back to a login form. */
const ACCOUNT_PAGES = ['/login', '/register', '/retrieve-password'];

function isAccountPage(pathname: string): boolean {
  return ACCOUNT_PAGES.includes(pathname.replace(/\/+$/, '') || '/');
}

/**
 * The login page, coming back to `returnPath` (locale-free, with its query) afterwards; no
 * return for the home page or a page of the login flow itself.
 */
export function loginHrefFor(returnPath: string): string {
  const [pathname = '/'] = returnPath.split('?');
  if (pathname === '/' || isAccountPage(pathname)) return '/login';
  return `/login?redirect=${encodeURIComponent(returnPath)}`;
}

/** Where a finished login goes: the `redirect` target (this site only), home for a login-flow page. */
export function afterLoginTarget(safeTarget: string): string {
  const [pathname = '/'] = safeTarget.split('?');
  return isAccountPage(pathname) ? '/' : safeTarget;
}

/** A page of the login flow that keeps the way back: '/register' + '?redirect=/user'. */
export function withReturn(accountPage: string, target: string): string {
  return target === '/' ? accountPage : `${accountPage}?redirect=${encodeURIComponent(target)}`;
}
