/**
 * The API's security headers, on every answer (docs/architecture.md §4 security), through Hono's
 * maintained secureHeaders middleware. The API answers JSON and files only, so its
 * Content-Security-Policy allows nothing to run and nobody to frame it. /files may be the image
 * host of the storefront's pages (IMAGE_HOST), so resources stay loadable cross-origin.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** `hstsMaxAge` seconds > 0 sends Strict-Transport-Security (HSTS_MAX_AGE; only behind HTTPS). */
export function apiSecurityHeaders(hstsMaxAge: number): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    xContentTypeOptions: true,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: hstsMaxAge > 0 ? `max-age=${hstsMaxAge}; includeSubDomains` : false,
    crossOriginResourcePolicy: 'cross-origin',
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}
