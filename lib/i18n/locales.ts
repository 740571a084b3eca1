/**
 * The locale table: everything that differs between the shop's languages, in one place
 * (html lang, hreflang, the API's `lang` header, Intl formatting).
 */
export const locales = ['en', 'zh'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The cookie the language switch writes and the proxy reads (docs/architecture.md §4). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

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

/** Splits '/zh/goods-list' into { locale: 'zh', pathname: '/goods-list' }. */
export function splitLocale(pathname: string): { locale: Locale; pathname: string; prefixed: boolean } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first) && first !== defaultLocale) {
    return { locale: first, pathname: `/${rest.join('/')}`, prefixed: true };
  }
  if (first === defaultLocale) return { locale: defaultLocale, pathname: `/${rest.join('/')}`, prefixed: true };
  return { locale: defaultLocale, pathname, prefixed: false };
}
