/**
 * Canonical and hreflang links for a page (docs/architecture.md §4): each language version names itself
 * as canonical and lists both versions, with x-default pointing at the English URL.
 */
import type { Metadata } from 'next';
import { defaultLocale, localeInfo, localePath, locales, type Locale } from './i18n/locales';
import { absoluteUrl } from './structured-data';

/**
 * A page's absolute URL in a language, written one way everywhere (canonical, hreflang, og:url,
 * sitemap): the English home page is the bare origin, as Next writes its canonical link.
 */
export function pageUrl(origin: string, locale: Locale, pathWithQuery: string): string {
  const path = localePath(locale, pathWithQuery);
  return path === '/' ? origin : `${origin}${path}`;
}

/**
 * `pathWithQuery` is the locale-free public path, e.g. '/goodsdetail?id=12' or '/'.
 * @internal exported for its tests
 */
export function alternates(origin: string, locale: Locale, pathWithQuery: string): NonNullable<Metadata['alternates']> {
  const url = (target: Locale) => pageUrl(origin, target, pathWithQuery);
  const languages: Record<string, string> = {};
  for (const each of locales) languages[localeInfo[each].hreflang] = url(each);
  languages['x-default'] = url(defaultLocale);
  return { canonical: url(locale), languages };
}

type OpenGraph = NonNullable<Metadata['openGraph']>;

/**
 * The share image of a page that has none of its own (public/share-card.png), at the size social cards use.
 * @internal exported for its tests
 */
export const DEFAULT_SHARE_IMAGE = { path: '/share-card.png', width: 1200, height: 630 } as const;

interface ShareImage {
  /** Absolute, or a path on the site. */
  url: string;
  alt?: string;
  width?: number;
  height?: number;
}

/** What a page's social card says: its title and description, its own images (else the default one). */
interface SocialCard {
  siteName: string;
  title: string;
  description: string;
  images?: readonly ShareImage[];
  type?: 'website' | 'article';
  /** An article's date (article:published_time). */
  publishedTime?: string;
}

/** The card's images as absolute URLs; the site's share image when the page has none (an SVG is no social image). */
function shareImages(origin: string, card: SocialCard): ShareImage[] {
  const own = (card.images ?? []).filter((image) => !/\.svg(\?|$)/i.test(image.url));
  const images = own.length
    ? own
    : [{ url: DEFAULT_SHARE_IMAGE.path, width: DEFAULT_SHARE_IMAGE.width, height: DEFAULT_SHARE_IMAGE.height, alt: card.siteName }];
  return images.map((image) => ({ ...image, url: absoluteUrl(origin, image.url) }));
}

/**
 * A page's own Open Graph card: its URL in the page's language, the og:locale of that language and absolute images.
 * @internal exported for its tests
 */
export function pageOpenGraph(origin: string, locale: Locale, pathWithQuery: string, card: SocialCard): OpenGraph {
  const common = {
    siteName: card.siteName,
    locale: localeInfo[locale].ogLocale,
    title: card.title,
    description: card.description,
    url: pageUrl(origin, locale, pathWithQuery),
    images: shareImages(origin, card),
  };
  return card.type === 'article'
    ? { ...common, type: 'article', ...(card.publishedTime ? { publishedTime: card.publishedTime } : {}) }
    : { ...common, type: 'website' };
}

/** A public page's metadata as its generateMetadata knows it: the card, and whether search engines index it. */
export interface PublicPage extends SocialCard {
  /** The title as it is, without the site's name after it (the home page). */
  absoluteTitle?: boolean;
  robots?: Metadata['robots'];
}

/**
 * Every public page's metadata, written one way (docs/architecture.md §4): title and description,
 * the canonical and hreflang links, and the social cards — og:url equal to the canonical, og:image
 * and twitter:image absolute (the page's own image, else the site's share image).
 */
export function pageMetadata(origin: string, locale: Locale, pathWithQuery: string, page: PublicPage): Metadata {
  const openGraph = pageOpenGraph(origin, locale, pathWithQuery, page);
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: alternates(origin, locale, pathWithQuery),
    openGraph,
    twitter: {
      card: 'summary_large_image',
      title: page.title,
      description: page.description,
      images: shareImages(origin, page).map(({ url, alt }) => (alt ? { url, alt } : { url })),
    },
    ...(page.robots ? { robots: page.robots } : {}),
  };
}
