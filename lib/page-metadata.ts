import 'server-only';
/** The shared metadata of public pages (lib/seo.ts pageMetadata) with the site's name and origin filled in. */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './i18n/locales';
import type { Namespace, TextKey } from './page-metadata-text';
import { pageMetadata, type PublicPage } from './seo';
import { siteUrl } from './site';

export interface PublicPageView extends Omit<PublicPage, 'siteName'> {
  /** The page of a paged list: page 2 on is named in the title and description, so each page's differ. */
  page?: number;
  /** What sets this view of a list apart (its view mode, its order), named after the title. */
  variants?: readonly string[];
}

/**
 * `pathWithQuery` is the locale-free public path of the page's canonical URL, e.g. '/goodsdetail?id=12'.
 * Titles and descriptions are distinct per page: a paged list's later pages and a list's variants say so.
 */
export async function publicPageMetadata(locale: Locale, pathWithQuery: string, view: PublicPageView): Promise<Metadata> {
  // The proxy leaves paths with a file extension alone, so /favicon.ico or /wp-login.php reach the
  // [locale] segment as a "locale": not a page of the shop, and a 404 rather than a failed render.
  if (!isLocale(locale)) notFound();
  const meta = await getTranslations({ locale, namespace: 'meta' });
  const { page, variants = [], ...card } = view;
  let title = variants.length ? meta('variantTitle', { title: card.title, variant: variants.join(', ') }) : card.title;
  let description = card.description;
  if (page && page > 1) {
    title = meta('pagedTitle', { title, page });
    description = meta('pagedDescription', { description, page });
  } else if (variants.length) description = meta('variantDescription', { description, variant: variants.join(', ') });
  return pageMetadata(siteUrl(), locale, pathWithQuery, { ...card, title, description, siteName: meta('siteName') });
}

/** The fixed texts of a public page's metadata, and the rest of its view (robots…). */
export interface PublicPageText<N extends Namespace> extends Omit<PublicPageView, 'title' | 'description'> {
  title: TextKey<N>;
  description: TextKey<N>;
}

/** A public page's generateMetadata when its title and description are fixed texts of one namespace. */
export function publicMetadata<N extends Namespace>(namespace: N, pathWithQuery: string, { title, description, ...view }: PublicPageText<N>) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    // As publicPageMetadata does, before anything is translated in a "locale" that is a file name.
    if (!isLocale(locale)) notFound();
    setRequestLocale(locale);
    const t = await getTranslations({ locale });
    const message = (key: string): string => t(`${namespace as string}.${key}`);
    return publicPageMetadata(locale, pathWithQuery, { ...view, title: message(title), description: message(description) });
  };
}
