/**
 * Canonical and hreflang links for a page (docs/architecture.md §4): each language version names itself
 * as canonical and lists both versions, with x-default pointing at the English URL.
 */
import type { Metadata } from 'next';
import { defaultLocale, localeInfo, localePath, locales, type Locale } from './i18n/locales';

/** `pathWithQuery` is the locale-free public path, e.g. '/goodsdetail?id=12' or '/'. */
export function alternates(origin: string, locale: Locale, pathWithQuery: string): NonNullable<Metadata['alternates']> {
  const url = (target: Locale) => `${origin}${localePath(target, pathWithQuery)}`;
  const languages: Record<string, string> = {};
  for (const each of locales) languages[localeInfo[each].hreflang] = url(each);
  languages['x-default'] = url(defaultLocale);
  return { canonical: url(locale), languages };
}
