import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // docs/product.md §1: English unless the visitor chose otherwise. The choice is the NEXT_LOCALE
  // cookie, which proxy.ts reads itself; hreflang links come from lib/seo, not headers.
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
