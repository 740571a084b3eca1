import 'server-only';
/**
 * How the internal cached paths read their segments (docs/architecture.md §2, §4): the proxy turns a
 * public query-string URL into path segments, so each view renders once and is served from Next's
 * cache. A page's generateMetadata and the page itself read them alike: the request's locale is set
 * before any text is translated, and segments the page cannot read are the 404 page.
 */
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

/** `read` turns the segments into what the page shows, or null (or undefined) for the 404 page. */
export async function readCachedPath<P extends { locale: string }, T extends object>(
  params: Promise<P>,
  read: (segments: P, locale: Locale) => T | null | undefined | Promise<T | null | undefined>,
): Promise<T & { locale: Locale }> {
  const segments = await params;
  // A segment that is no locale is a 404: the [locale] layout and publicPageMetadata answer it.
  const locale = segments.locale as Locale;
  setRequestLocale(locale);
  const value = await read(segments, locale);
  if (!value) notFound();
  return { ...value, locale };
}
