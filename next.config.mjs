import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The e2e run builds into its own folder so it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // SPEC.md §1: a trailing slash is stripped; proxy.ts redirects with the query kept.
  skipTrailingSlashRedirect: true,
  typedRoutes: false,
  experimental: {
    optimizePackageImports: ['@mui/material'],
  },
};

export default withNextIntl(nextConfig);
