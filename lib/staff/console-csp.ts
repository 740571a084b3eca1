/**
 * The staff console's own Content-Security-Policy (docs/architecture.md §4 security): stricter than
 * the shop's, since its pages are never cached and can carry a per-request nonce: Next's scripts
 * run with the nonce and nothing else inline does. No island, no image host, no map.
 */
export function consoleContentSecurityPolicy(nonce: string, development = false): string {
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    // Development injects <style> elements; the production build links its CSS files.
    `style-src 'self'${development ? " 'unsafe-inline'" : ''}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

/** Headers of every console answer besides the CSP: never indexed, never cached anywhere. */
export const CONSOLE_HEADERS: Readonly<Record<string, string>> = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
};
