/**
 * The staff console's addresses (docs/product.md §6.1). Everything under /staff needs a console
 * login except the login page and the invitation's set-password page (and the form posts they send).
 */
export const STAFF_HOME = '/staff';
export const STAFF_LOGIN = '/staff/login';

const OPEN_PATHS = new Set([STAFF_LOGIN, '/staff/password', '/staff/session', '/staff/password/set', '/staff/language']);

export const isConsolePath = (pathname: string): boolean => pathname === STAFF_HOME || pathname.startsWith(`${STAFF_HOME}/`);

export const needsStaffLogin = (pathname: string): boolean => isConsolePath(pathname) && !OPEN_PATHS.has(pathname);
