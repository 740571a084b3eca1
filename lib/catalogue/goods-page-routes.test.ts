/** @jest-environment node */
import { config } from '@/proxy';
import { locales, defaultLocale, LOCALE_COOKIE } from '@/lib/i18n/locale-list.mjs';
import { GOODS_PAGE_PATH, goodsPageRedirects, goodsPageRewrites } from './goods-page-routes.mjs';
import { parseGoodsId } from './listing-query';

// Only the middleware's matcher is read here; what it runs is not.
jest.mock('@/lib/session-cookie', () => ({}));
jest.mock('@/lib/staff/staff-cookie', () => ({}));
jest.mock('next-intl/middleware', () => ({ __esModule: true, default: () => () => undefined }));

/** The middleware's matcher as Next applies it to a path: the whole path must match. */
const middlewareRuns = (path: string) => config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(path));
const goodsPagePath = (locale: string) => (locale === defaultLocale ? GOODS_PAGE_PATH : `/${locale}${GOODS_PAGE_PATH}`);

describe('goods pages are routed by next.config, not the middleware', () => {
  it('leaves exactly the goods pages of every locale out of the middleware', () => {
    for (const locale of locales) expect(middlewareRuns(goodsPagePath(locale))).toBe(false);
    // Everything around them still passes through it: the English prefix is redirected away,
    // trailing slashes are stripped, trial goods and other pages are rewritten there.
    for (const path of ['/en/goodsdetail', '/goodsdetail/', '/zh/goodsdetail/', '/promotionTrialDetail', '/goods-list', '/', '/zh', '/goodsdetailx']) {
      expect(middlewareRuns(path)).toBe(true);
    }
    expect(middlewareRuns('/robots.txt')).toBe(false);
    // The merchant feeds are route handlers of their own, never rewritten to a locale (docs/product.md §15.2).
    expect(middlewareRuns('/feeds/merchant.xml')).toBe(false);
    expect(middlewareRuns('/feeds/merchant-zh.xml')).toBe(false);
  });

  it('sends a visitor who chose another language to its goods page', () => {
    expect(goodsPageRedirects()).toEqual(
      locales
        .filter((locale) => locale !== defaultLocale)
        .map((locale) => ({
          source: GOODS_PAGE_PATH,
          has: [{ type: 'cookie', key: LOCALE_COOKIE, value: locale }],
          destination: `/${locale}${GOODS_PAGE_PATH}`,
          permanent: false,
        })),
    );
  });

  it('rewrites each locale’s goods page to its internal route, an invalid id to the 404', () => {
    const rewrites = goodsPageRewrites();
    for (const locale of locales) {
      const [withId, withoutId] = rewrites.filter((rewrite) => rewrite.source === goodsPagePath(locale));
      expect(withId?.destination).toBe(`/${locale}/goods/:id`);
      expect(withoutId).toEqual({ source: goodsPagePath(locale), destination: `/${locale}/goods/none` });
      // The id pattern accepts what the page accepts (Next anchors it to the whole value).
      const pattern = new RegExp(`^${String(withId?.has?.[0] && 'value' in withId.has[0] ? withId.has[0].value : '')}$`);
      for (const value of ['12', ' 12 ', '0012', '12abc', '-1', '', '1.5', '1234567890123456']) {
        expect(pattern.test(value)).toBe(/^\s*\d{1,15}\s*$/.test(value));
        if (!pattern.test(value)) expect(parseGoodsId(value)).toBeNull();
      }
    }
  });
});
