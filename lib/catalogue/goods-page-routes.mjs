// The goods page's public address, `/goodsdetail?id=12` (and `/zh/goodsdetail?id=12`), routed by
// Next's own redirects and rewrites instead of the middleware (proxy.ts), whose matcher leaves
// these two paths out. Goods pages are most of the catalogue and what crawlers ask for most; a
// cached goods page served without the middleware answers ~40% more requests per second
// (docs/adr/0019-goods-pages-skip-the-middleware.md).
import { LOCALE_COOKIE, defaultLocale, locales } from '../i18n/locale-list.mjs';

/** @internal */
export const GOODS_PAGE_PATH = '/goodsdetail';

/** A goods id as the page accepts it: digits, surrounding spaces allowed (lib/catalogue/listing-query.ts parseGoodsId). */
const GOODS_ID = '\\s*(?<id>\\d{1,15})\\s*';

/** @param {string} locale */
const publicPath = (locale) => (locale === defaultLocale ? GOODS_PAGE_PATH : `/${locale}${GOODS_PAGE_PATH}`);

/**
 * A visitor who chose another language gets its goods page (307, the query kept), as proxy.ts
 * does for every other unprefixed page.
 * @returns {import('next/dist/lib/load-custom-routes').Redirect[]}
 */
export function goodsPageRedirects() {
  return locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => ({
      source: GOODS_PAGE_PATH,
      has: [{ type: 'cookie', key: LOCALE_COOKIE, value: locale }],
      destination: publicPath(locale),
      permanent: false,
    }));
}

/**
 * `/goodsdetail?id=12` → `/en/goods/12`, `/zh/goodsdetail?id=12` → `/zh/goods/12`; without a
 * valid id, the page's 404 (`/{locale}/goods/none`). Applied before the pages are looked up.
 * @returns {import('next/dist/lib/load-custom-routes').Rewrite[]}
 */
export function goodsPageRewrites() {
  return locales.flatMap((locale) => [
    { source: publicPath(locale), has: [{ type: 'query', key: 'id', value: GOODS_ID }], destination: `/${locale}/goods/:id` },
    { source: publicPath(locale), destination: `/${locale}/goods/none` },
  ]);
}
