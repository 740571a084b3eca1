// Public addresses that only lead to another page (docs/product.md §2.2): /gallery opens the
// gallery at /LibraryClassification, /contact-us the contact page at /connectionUs, in the same
// language. Next's own redirects answer them before any page is looked up, so they never render,
// never wait for the API and are never held in the page cache: as pages they were ISR entries
// whose fresh renders carried the Location header twice, which Node's fetch joins into
// "/LibraryClassification, /LibraryClassification" and follows to a 404 (docs/adr/0024-entry-addresses-are-next-redirects.md).
import { defaultLocale, locales } from './i18n/locale-list.mjs';

/**
 * Entry path → the page it opens (lib/gallery/gallery-paths.ts, lib/company/company-routes.ts).
 * @internal exported for its tests
 */
export const PAGE_REDIRECTS = { '/gallery': '/LibraryClassification', '/contact-us': '/connectionUs' };

/** @param {string} locale @param {string} path */
const inLocale = (locale, path) => (locale === defaultLocale ? path : `/${locale}${path}`);

/** @returns {import('next/dist/lib/load-custom-routes').Redirect[]} */
export function pageRedirects() {
  return locales.flatMap((locale) =>
    Object.entries(PAGE_REDIRECTS).map(([source, destination]) => ({
      source: inLocale(locale, source),
      destination: inLocale(locale, destination),
      permanent: true,
    })),
  );
}
