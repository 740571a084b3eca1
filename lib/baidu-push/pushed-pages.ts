/**
 * Which public URLs a revalidation pushes to Baidu (docs/product.md §15.4): each changed goods
 * item's and article's canonical page, in both languages, as absolute URLs on SITE_URL.
 */
import { goodsHref } from '@/lib/catalogue/category-routing';
import { locales } from '@/lib/i18n/locales';
import { articleHref } from '@/lib/search/result-links';
import { pageUrl } from '@/lib/seo';

function inEveryLanguage(origin: string, path: string): string[] {
  return locales.map((locale) => pageUrl(origin, locale, path));
}

/** The goods detail page of each id, English then Chinese. */
export function goodsPageUrls(origin: string, goodsIds: readonly number[]): string[] {
  return goodsIds.flatMap((id) => inEveryLanguage(origin, goodsHref(id)));
}

/**
 * The named articles' pages: an article's route depends on its category, which the sitemap feed
 * knows; an article the feed does not list (unpublished, deleted) is not pushed.
 */
export function articlePageUrls(origin: string, articleIds: readonly number[], published: readonly { id: number; categoryId: string }[]): string[] {
  const named = new Set(articleIds);
  return published.filter((article) => named.has(article.id)).flatMap((article) => inEveryLanguage(origin, articleHref(article)));
}
