import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { FILES_CONTENT_SECURITY_POLICY, securityHeaders } from './lib/security-headers.mjs';
import { goodsPageRedirects, goodsPageRewrites } from './lib/catalogue/goods-page-routes.mjs';
import { pageRedirects } from './lib/page-redirects.mjs';
import { featureAliases } from './lib/build-features.mjs';

// Messages are compiled at build time (icu-minify), so islands format them without shipping
// an ICU parser (intl-messageformat) to the browser. docs/islands.md.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The e2e run builds into its own folder so it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next hashes a page's whole HTML in JavaScript for its ETag on every cache hit, a tenth of
  // a hit's CPU; pages are revalidated by time and tag, not by conditional requests
  // (docs/adr/0018-no-etags-on-pages.md).
  generateEtags: false,
  // ISR pages, route handlers and the data cache in Redis (REDIS_URL) or a bounded memory LRU,
  // never in the dist dir; Next's own memory layer is off so entries are not held twice
  // (cache-handler.mjs, docs/adr/0011-next-cache-in-redis-or-bounded-memory-lru.md).
  cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  // docs/product.md §1: a trailing slash is stripped; proxy.ts redirects with the query kept.
  skipTrailingSlashRedirect: true,
  typedRoutes: false,
  experimental: {
    optimizePackageImports: ['@mui/material'],
  },
  // Analytics and WeChat sharing are built in only when configured (lib/build-features.mjs).
  turbopack: { resolveAlias: featureAliases() },
  // Goods pages are routed here, not by the middleware (lib/catalogue/goods-page-routes.mjs); so
  // are the entry addresses that only lead to another page (lib/page-redirects.mjs).
  async redirects() {
    return [...pageRedirects(), ...goodsPageRedirects()];
  },
  async rewrites() {
    return { beforeFiles: goodsPageRewrites(), afterFiles: [], fallback: [] };
  },
  // One place for the security headers of every answer (lib/security-headers.mjs).
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      // A later rule's value wins for the same header.
      { source: '/files/:path*', headers: [{ key: 'Content-Security-Policy', value: FILES_CONTENT_SECURITY_POLICY }] },
      // Certificates are documents from the API too (app/coa-certificates).
      { source: '/coa-certificates/:path*', headers: [{ key: 'Content-Security-Policy', value: FILES_CONTENT_SECURITY_POLICY }] },
    ];
  },
};

export default withNextIntl(nextConfig);
