import type { MetadataRoute } from 'next';
import { GATED_PATHS } from '@/lib/gated-routes';
import { MERCHANT_FEED_PATHS } from '@/lib/merchant-feed/feed-paths';
import { siteUrl } from '@/lib/site';
import { STAFF_HOME } from '@/lib/staff/console-paths';

/** Crawlers index the catalogue, not personal, inquiry-list, search-result or API pages. */
const PRIVATE_PATHS = [
  '/api/',
  '/login',
  '/register',
  '/retrieve-password',
  '/inquire-list',
  '/my-collection',
  '/search-result',
  '/compare',
  '/order-info',
  '/submit-order',
  ...GATED_PATHS,
];

export default function robots(): MetadataRoute.Robots {
  // The staff console has one address per page, no /zh twin (docs/product.md §6.1).
  const disallow = [...PRIVATE_PATHS.flatMap((path) => (path.startsWith('/api') ? [path] : [path, `/zh${path}`])), STAFF_HOME];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow }],
    // Google reads an RSS feed given as a sitemap: the merchant feeds list the goods with their prices (docs/product.md §15.2).
    sitemap: [`${siteUrl()}/sitemap.xml`, ...MERCHANT_FEED_PATHS.map((path) => `${siteUrl()}${path}`)],
  };
}
