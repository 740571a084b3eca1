/**
 * Sitemap XML (sitemaps.org 0.9 with hreflang alternates). Pure string building: a goods
 * sitemap of 5,000 items in two languages is 10,000 <url> entries, built without a DOM.
 */
import { defaultLocale, localeInfo, locales, type Locale } from '@/lib/i18n/locales';
import { pageUrl } from '@/lib/seo';

export interface SitemapPage {
  /** Locale-free public path with query, e.g. '/goodsdetail?id=12'. */
  path: string;
  lastModified?: string | null;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);
}

function alternateLinks(origin: string, path: string): string {
  const links = locales.map(
    (locale) => `<xhtml:link rel="alternate" hreflang="${localeInfo[locale].hreflang}" href="${escapeXml(pageUrl(origin, locale, path))}"/>`,
  );
  links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(origin, defaultLocale, path))}"/>`);
  return links.join('');
}

/**
 * A sitemap file's limits: 50,000 URLs (sitemaps.org) and 10 MB uncompressed (Baidu's; sitemaps.org
 * now allows 50 MB). 10 MB is read as 10,000,000 bytes, under either meaning of MB.
 * @internal exported for its tests
 */
export const SITEMAP_LIMITS = { maxUrls: 50_000, maxBytes: 10_000_000 } as const;

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

/**
 * One <url> per page and language, each naming all language versions. A file that would pass the
 * limits ends at the last page that fits, with a warning: a crawler refuses an oversized file whole.
 * The goods files are cut small enough never to reach them (GOODS_PER_SITEMAP).
 */
export function urlSet(origin: string, pages: readonly SitemapPage[], limits: { maxUrls: number; maxBytes: number } = SITEMAP_LIMITS): string {
  const parts = [URLSET_OPEN];
  let bytes = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  let urls = 0;
  let listed = 0;
  for (const page of pages) {
    const alternates = alternateLinks(origin, page.path);
    const lastmod = page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : '';
    const entries = (locales as readonly Locale[]).map(
      (locale) => `<url><loc>${escapeXml(pageUrl(origin, locale, page.path))}</loc>${lastmod}${alternates}</url>\n`,
    );
    const entryBytes = entries.reduce((sum, entry) => sum + Buffer.byteLength(entry), 0);
    // A page's language versions stay together: all of them are listed, or none.
    if (urls + entries.length > limits.maxUrls || bytes + entryBytes > limits.maxBytes) break;
    parts.push(...entries);
    urls += entries.length;
    bytes += entryBytes;
    listed += 1;
  }
  if (listed < pages.length) {
    console.warn(
      `[sitemap] ${pages.length - listed} of ${pages.length} pages left out: the file would pass ${limits.maxUrls} URLs or ${limits.maxBytes} bytes`,
    );
  }
  parts.push(URLSET_CLOSE);
  return parts.join('');
}

export function sitemapIndex(origin: string, sitemaps: readonly { path: string; lastModified?: string | null }[]): string {
  const entries = sitemaps.map(
    (sitemap) =>
      `<sitemap><loc>${escapeXml(origin + sitemap.path)}</loc>${sitemap.lastModified ? `<lastmod>${escapeXml(sitemap.lastModified)}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * Goods per goods sitemap: two languages make 10,000 URLs, under the 50,000 limit, and about
 * 4 MB (about 5.5 MB with a 57-character SITE_URL), under the 10 MB one. 10,000 goods made
 * 8 MB with a short origin and passed 10 MB with a long one.
 * @internal exported for its tests
 */
export const GOODS_PER_SITEMAP = 5_000;

/** The goods sitemap files: chunk k covers goods ids (k·size, (k+1)·size]. */
export function goodsSitemapCount(maxGoodsId: number): number {
  return Math.max(1, Math.ceil(maxGoodsId / GOODS_PER_SITEMAP));
}

export function goodsChunkRange(chunk: number): { afterId: number; lastId: number } {
  return { afterId: chunk * GOODS_PER_SITEMAP, lastId: (chunk + 1) * GOODS_PER_SITEMAP };
}

export const xmlHeaders = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };
