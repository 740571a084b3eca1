import { getSitemapSummary } from '@/lib/api/sitemap';
import { siteUrl } from '@/lib/site';
import { goodsSitemapCount, sitemapIndex, xmlHeaders } from '@/lib/sitemap/xml';

// The index is regenerated at most hourly; goods and category changes reach it through their tags.
export const revalidate = 3600;

/** /sitemap.xml: a sitemap index over the category sitemap and the goods sitemaps. */
export async function GET() {
  const summary = await getSitemapSummary();
  const goodsSitemaps = Array.from({ length: goodsSitemapCount(summary.maxGoodsId) }, (_, chunk) => ({
    path: `/sitemaps/goods-${chunk}.xml`,
    lastModified: summary.lastModified,
  }));
  const body = sitemapIndex(siteUrl(), [{ path: '/sitemaps/categories.xml', lastModified: summary.lastModified }, ...goodsSitemaps]);
  return new Response(body, { headers: xmlHeaders });
}
