/**
 * Sitemap XML (sitemaps.org 0.9 with hreflang alternates). Pure string building: a goods
 * sitemap of 10,000 items in two languages is 20,000 <url> entries, built without a DOM.
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

/** One <url> per page and language, each naming all language versions. */
export function urlSet(origin: string, pages: readonly SitemapPage[]): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const page of pages) {
    const alternates = alternateLinks(origin, page.path);
    const lastmod = page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : '';
    for (const locale of locales as readonly Locale[]) {
      parts.push(`<url><loc>${escapeXml(pageUrl(origin, locale, page.path))}</loc>${lastmod}${alternates}</url>\n`);
    }
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

export function sitemapIndex(origin: string, sitemaps: readonly { path: string; lastModified?: string | null }[]): string {
  const entries = sitemaps.map(
    (sitemap) =>
      `<sitemap><loc>${escapeXml(origin + sitemap.path)}</loc>${sitemap.lastModified ? `<lastmod>${escapeXml(sitemap.lastModified)}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Goods per goods sitemap: two languages make 20,000 URLs, well under the 50,000 limit. */
const GOODS_PER_SITEMAP = 10_000;

/** The goods sitemap files: chunk k covers goods ids (k·size, (k+1)·size]. */
export function goodsSitemapCount(maxGoodsId: number): number {
  return Math.max(1, Math.ceil(maxGoodsId / GOODS_PER_SITEMAP));
}

export function goodsChunkRange(chunk: number): { afterId: number; lastId: number } {
  return { afterId: chunk * GOODS_PER_SITEMAP, lastId: (chunk + 1) * GOODS_PER_SITEMAP };
}

export const xmlHeaders = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };
