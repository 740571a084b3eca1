// The shop's languages and the cookie that remembers a visitor's choice, in plain JavaScript so
// that next.config.mjs can read them too (its goods-page routes); lib/i18n/locales.ts builds the
// rest of the locale table on them (docs/architecture.md §4).
export const locales = /** @type {const} */ (['en', 'zh']);
export const defaultLocale = 'en';
/** The cookie the language switch writes and the proxy reads. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
