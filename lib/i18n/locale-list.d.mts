/** Types of locale-list.mjs, which next.config.mjs loads as plain JavaScript. */
export declare const locales: readonly ['en', 'zh'];
export declare const defaultLocale: 'en';
export declare const LOCALE_COOKIE: 'NEXT_LOCALE';
