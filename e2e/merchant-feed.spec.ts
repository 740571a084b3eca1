import { expect, test } from '@playwright/test';
import { goodsDetail, type Lang } from './support/api';
import { cnyToUsd } from '../contract/pricing';

/**
 * The Google Merchant feeds as a crawler fetches them (docs/product.md §15.2): listed in
 * robots.txt, well-formed RSS 2.0 with the g: namespace, one item per priced size linking to its
 * goods page in the feed's language, and the list price of the size in the feed's currency.
 */

const G = 'http://base.google.com/ns/1.0';

interface FeedItem {
  id: string;
  link: string;
  price: string;
  availability: string;
  mpn: string;
  groupId: string;
}

const FEEDS: { path: string; lang: Lang; currency: string; price: (cny: number) => string }[] = [
  { path: '/feeds/merchant.xml', lang: 'en', currency: 'USD', price: (cny) => `${cnyToUsd(cny).toFixed(2)} USD` },
  { path: '/feeds/merchant-zh.xml', lang: 'zh', currency: 'CNY', price: (cny) => `${cny.toFixed(2)} CNY` },
];

test('robots.txt lists both merchant feeds beside the sitemap', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const { path } of FEEDS) expect(robots).toContain(`Sitemap: ${baseURL}${path}`);
});

for (const feed of FEEDS) {
  test(`${feed.path}: well-formed, one item per priced size, linked in its language and priced in ${feed.currency}`, async ({ page, request, baseURL }) => {
    const response = await request.get(feed.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await response.text();

    // The browser's own XML parser judges well-formedness, as a feed reader would.
    await page.goto('/robots.txt');
    const parsed = await page.evaluate(
      ({ xml, g }) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.getElementsByTagName('parsererror').length) return null;
        const text = (item: Element, name: string, ns: string | null = g) =>
          (ns ? item.getElementsByTagNameNS(ns, name)[0] : item.getElementsByTagName(name)[0])?.textContent ?? '';
        return {
          root: doc.documentElement.nodeName,
          version: doc.documentElement.getAttribute('version'),
          items: [...doc.getElementsByTagName('item')].map((item) => ({
            id: text(item, 'id'),
            link: text(item, 'link', null),
            price: text(item, 'price'),
            availability: text(item, 'availability'),
            mpn: text(item, 'mpn'),
            groupId: text(item, 'item_group_id'),
          })),
        };
      },
      { xml, g: G },
    );
    expect(parsed, 'the feed parses as XML').not.toBeNull();
    expect(parsed!.root).toBe('rss');
    expect(parsed!.version).toBe('2.0');
    const items: FeedItem[] = parsed!.items;
    expect(items.length).toBeGreaterThan(100);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (const item of items) {
      expect(item.price).toMatch(new RegExp(`^\\d+\\.\\d{2} ${feed.currency}$`));
      expect(['in_stock', 'out_of_stock', 'backorder']).toContain(item.availability);
      expect(item.mpn).toBe(item.groupId);
    }

    // The first item's size, priced and linked as its goods page is.
    const first = items[0]!;
    const link = new URL(first.link);
    expect(link.origin).toBe(baseURL);
    expect(link.pathname).toBe(feed.lang === 'zh' ? '/zh/goodsdetail' : '/goodsdetail');
    const goods = await goodsDetail(request, Number(link.searchParams.get('id')), feed.lang);
    expect(goods?.itemno).toBe(first.mpn);
    const listPrices = goods!.skus.map((sku) => feed.price(sku.skuPrice));
    expect(listPrices).toContain(first.price);
    expect((await request.get(`${link.pathname}${link.search}`)).status()).toBe(200);
  });
}
