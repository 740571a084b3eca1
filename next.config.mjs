import createNextIntlPlugin from 'next-intl/plugin';

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
  // docs/product.md §1: a trailing slash is stripped; proxy.ts redirects with the query kept.
  skipTrailingSlashRedirect: true,
  typedRoutes: false,
  experimental: {
    optimizePackageImports: ['@mui/material'],
  },
};

export default withNextIntl(nextConfig);
