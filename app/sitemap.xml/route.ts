import { getSitemapSummary } from '@/lib/api/sitemap';
import { siteUrl } from '@/lib/site';
import { goodsSitemapCount, sitemapIndex, xmlHeaders } from '@/lib/sitemap/xml';

// The feed is read from Next's data cache (hourly, and cleared with the catalogue's tags); the XML
// itself is rebuilt per request: that takes tens of milliseconds, while caching the multi-megabyte
// response cost ten times that on every refresh.
export const dynamic = 'force-dynamic';

/** /sitemap.xml: a sitemap index over the category, article, gallery and goods sitemaps. */
export async function GET() {
  const summary = await getSitemapSummary();
  const goodsSitemaps = Array.from({ length: goodsSitemapCount(summary.maxGoodsId) }, (_, chunk) => ({
    path: `/sitemaps/goods-${chunk}.xml`,
    lastModified: summary.lastModified,
  }));
  const body = sitemapIndex(siteUrl(), [
    { path: '/sitemaps/categories.xml', lastModified: summary.lastModified },
    { path: '/sitemaps/articles.xml', lastModified: summary.lastModified },
    { path: '/sitemaps/gallery.xml', lastModified: summary.lastModified },
    ...goodsSitemaps,
  ]);
  return new Response(body, { headers: xmlHeaders });
}
