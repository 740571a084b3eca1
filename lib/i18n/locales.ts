/**
 * The locale table: everything that differs between the shop's languages, in one place
 * (html lang, hreflang, the API's `lang` header, Intl formatting).
 */
import { defaultLocale, locales } from './locale-list.mjs';

export { defaultLocale, LOCALE_COOKIE, locales } from './locale-list.mjs';
export type Locale = (typeof locales)[number];

export const localeInfo: Record<Locale, { htmlLang: string; hreflang: string; apiLang: 'en' | 'zh'; label: string; ogLocale: string }> = {
  en: { htmlLang: 'en', hreflang: 'en', apiLang: 'en', label: 'English', ogLocale: 'en_US' },
  zh: { htmlLang: 'zh-CN', hreflang: 'zh-CN', apiLang: 'zh', label: '中文', ogLocale: 'zh_CN' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The public path of a page in a locale: English unprefixed, Chinese under /zh. */
export function localePath(locale: Locale, pathname: string): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** localePath for an href with a query: '/?a=1' in Chinese is '/zh?a=1', not '/zh/?a=1'. */
export function localizeHref(locale: Locale, href: string): string {
  const end = href.search(/[?#]/);
  return end < 0 ? localePath(locale, href) : `${localePath(locale, href.slice(0, end))}${href.slice(end)}`;
}

/** Splits '/zh/goods-list' into { locale: 'zh', pathname: '/goods-list' }. */
export function splitLocale(pathname: string): { locale: Locale; pathname: string; prefixed: boolean } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first) && first !== defaultLocale) {
    return { locale: first, pathname: `/${rest.join('/')}`, prefixed: true };
  }
  if (first === defaultLocale) return { locale: defaultLocale, pathname: `/${rest.join('/')}`, prefixed: true };
  return { locale: defaultLocale, pathname, prefixed: false };
}
