import { getSitemapArticles } from '@/lib/api/articles';
import { getGalleryList } from '@/lib/api/gallery';
import { getSitemapGoods, getSitemapSummary } from '@/lib/api/sitemap';
import { galleryPagePaths } from '@/lib/gallery/gallery-paths';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { articleHref } from '@/lib/search/result-links';
import { categoryPagePaths } from '@/lib/sitemap/sitemap-pages';
import { siteUrl } from '@/lib/site';
import { goodsChunkRange, goodsSitemapCount, urlSet, xmlHeaders, type SitemapPage } from '@/lib/sitemap/xml';

// The feed is read from Next's data cache (hourly, and cleared with the catalogue's tags); the XML
// itself is rebuilt per request: that takes tens of milliseconds, while caching the multi-megabyte
// response cost ten times that on every refresh.
export const dynamic = 'force-dynamic';

const GOODS_FILE = /^goods-(\d{1,4})\.xml$/;

/** /sitemaps/categories.xml, articles.xml, gallery.xml and goods-{k}.xml, each in both languages. */
export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[name]'>) {
  const { name } = await params;
  const summary = await getSitemapSummary();

  if (name === 'categories.xml') {
    const pages: SitemapPage[] = categoryPagePaths(summary.categories).map((path) => ({ path, lastModified: summary.lastModified }));
    return new Response(urlSet(siteUrl(), pages), { headers: xmlHeaders });
  }

  if (name === 'articles.xml') {
    // The information hub, then every published article on its own route (docs/product.md §2.5).
    const articles = await getSitemapArticles();
    const pages: SitemapPage[] = [
      { path: '/information', lastModified: summary.lastModified },
      ...articles.map((article) => ({ path: articleHref(article), lastModified: article.publishedAt })),
    ];
    return new Response(urlSet(siteUrl(), pages), { headers: xmlHeaders });
  }
  if (name === 'gallery.xml') {
    const gallery = await getGalleryList('en');
    const pages = galleryPagePaths(
      gallery.sections,
      gallery.list.map((image) => image.id),
    ).map((path) => ({ path, lastModified: summary.lastModified }));
    return new Response(urlSet(siteUrl(), pages), { headers: xmlHeaders });
  }

  const match = GOODS_FILE.exec(name);
  const chunk = match ? Number(match[1]) : -1;
  if (chunk < 0 || chunk >= goodsSitemapCount(summary.maxGoodsId)) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  }
  const { afterId, lastId } = goodsChunkRange(chunk);
  const goods = await getSitemapGoods(afterId, lastId);
  const pages = goods.map((item) => ({ path: goodsHref(item.id), lastModified: item.updatedAt }));
  return new Response(urlSet(siteUrl(), pages), { headers: xmlHeaders });
}
