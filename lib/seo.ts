/**
 * Canonical and hreflang links for a page (docs/architecture.md §4): each language version names itself
 * as canonical and lists both versions, with x-default pointing at the English URL.
 */
import type { Metadata } from 'next';
import { defaultLocale, localeInfo, localePath, locales, type Locale } from './i18n/locales';

/**
 * A page's absolute URL in a language, written one way everywhere (canonical, hreflang, og:url,
 * sitemap): the English home page is the bare origin, as Next writes its canonical link.
 */
export function pageUrl(origin: string, locale: Locale, pathWithQuery: string): string {
  const path = localePath(locale, pathWithQuery);
  return path === '/' ? origin : `${origin}${path}`;
}

/** `pathWithQuery` is the locale-free public path, e.g. '/goodsdetail?id=12' or '/'. */
export function alternates(origin: string, locale: Locale, pathWithQuery: string): NonNullable<Metadata['alternates']> {
  const url = (target: Locale) => pageUrl(origin, target, pathWithQuery);
  const languages: Record<string, string> = {};
  for (const each of locales) languages[localeInfo[each].hreflang] = url(each);
  languages['x-default'] = url(defaultLocale);
  return { canonical: url(locale), languages };
}

type OpenGraph = NonNullable<Metadata['openGraph']>;

/** A page's own Open Graph card: its URL in the page's language, and the og:locale of that language. */
export function pageOpenGraph(
  origin: string,
  locale: Locale,
  pathWithQuery: string,
  card: { siteName: string; title: string; description: string; images: NonNullable<OpenGraph['images']> },
): OpenGraph {
  return {
    type: 'website',
    siteName: card.siteName,
    locale: localeInfo[locale].ogLocale,
    title: card.title,
    description: card.description,
    url: pageUrl(origin, locale, pathWithQuery),
    images: card.images,
  };
}
