/** @jest-environment jsdom */
// jsdom for its DOMParser: the feed is parsed back as XML, strictly, with no parser added to the shop.
import { z } from 'zod';
import type { MerchantFeedPage } from '@/contract/sitemap';
import { FEED_TAIL, feedHead, feedPrice, merchantItems, pageItemsXml, type FeedContext } from './feed-xml';

const G = 'http://base.google.com/ns/1.0';
const PRICED_AT = '2026-11-28T12:00:00.000Z';

/** An item as Google's product data specification requires it. */
const GoogleItem = z.object({
  id: z.string().min(1).max(50),
  title: z.string().min(1).max(150),
  description: z.string().min(1).max(5000),
  link: z.url({ protocol: /^https?$/ }),
  image_link: z.url({ protocol: /^https?$/ }),
  availability: z.enum(['in_stock', 'out_of_stock', 'preorder', 'backorder']),
  price: z.string().regex(/^\d+\.\d{2} (USD|CNY)$/),
  sale_price: z
    .string()
    .regex(/^\d+\.\d{2} (USD|CNY)$/)
    .optional(),
  item_group_id: z.string().min(1).max(50),
  mpn: z.string().min(1).max(70),
  brand: z.string().min(1).max(70),
  condition: z.literal('new'),
});

const context = (locale: 'en' | 'zh'): FeedContext => ({
  locale,
  origin: 'https://shop.example',
  imageHost: 'https://img.example',
  brand: locale === 'zh' ? 'LabShop 生命科学' : 'LabShop Life Science',
  variantTitle: locale === 'zh' ? (title, size) => `${title}（${size}）` : (title, size) => `${title} (${size})`,
});

type Goods = MerchantFeedPage['list'][number];
const goods = (fields: Partial<Goods>): Goods => ({
  id: 12,
  itemno: 'AB0012',
  title: 'Anti-CD3 Antibody',
  secondTitle: null,
  features: null,
  description: 'A monoclonal antibody.',
  inventoryStatus: 1,
  leadTimeMaxDays: 3,
  images: ['/files/goods/ab0012.png'],
  skus: [{ id: 101, skuDesc: '100 µL', listPrice: 100, netPrice: 100, netPriceEndsAt: null }],
  ...fields,
});

const page: MerchantFeedPage = {
  pricedAt: PRICED_AT,
  nextAfterId: null,
  list: [
    goods({
      title: 'Anti-CD3 & <Mouse> "IgG" Antibody',
      description: '<p>Purified &amp; tested <b>in vitro</b>.</p>\u000b',
      images: ['/files/goods/ab0012.png', 'https://bucket.oss-cn-hangzhou.aliyuncs.com/goods/ab0012-2.jpg', '/files/goods/ab0012.png'],
      skus: [
        { id: 101, skuDesc: '100 µL', listPrice: 100, netPrice: 80, netPriceEndsAt: '2026-12-01T00:00:00.000Z' },
        { id: 102, skuDesc: '1 mL', listPrice: 250, netPrice: 250, netPriceEndsAt: null },
      ],
    }),
    goods({ id: 13, itemno: 'AB0013', images: [] }),
    goods({ id: 14, itemno: 'AB0014', inventoryStatus: -3, leadTimeMaxDays: 28 }),
    goods({ id: 15, itemno: 'AB0015', inventoryStatus: -3, leadTimeMaxDays: null }),
    goods({ id: 16, itemno: 'AB0016', inventoryStatus: 0, description: null, features: 'Ready to use.' }),
    goods({ id: 17, itemno: 'AB0017', inventoryStatus: 7 }),
    goods({ id: 18, itemno: `X${'9'.repeat(59)}`, title: 'Very long title '.repeat(20), description: 'Word '.repeat(2000) }),
  ],
};

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

/** Each item as { field: text }, `g:` fields without their prefix. */
function itemsOf(document: Document): Record<string, string>[] {
  return [...document.getElementsByTagName('item')].map((item) =>
    Object.fromEntries([...item.children].map((child) => [child.localName, child.textContent ?? ''])),
  );
}

const feed = (locale: 'en' | 'zh') =>
  feedHead({ title: 'LabShop & Co', link: 'https://shop.example', description: 'Lab supplies' }) + pageItemsXml(page, context(locale)) + FEED_TAIL;

describe('the merchant feed XML', () => {
  it('is well-formed RSS 2.0 with the g: namespace, escaping & < > " in titles', () => {
    const document = parse(feed('en'));
    expect(document.documentElement.localName).toBe('rss');
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    expect(document.getElementsByTagNameNS(G, 'id').length).toBeGreaterThan(0);
    expect(document.querySelector('channel > title')?.textContent).toBe('LabShop & Co');
    const [first] = itemsOf(document);
    expect(first?.title).toBe('Anti-CD3 & <Mouse> "IgG" Antibody (100 µL)');
    expect(feed('en')).toContain('Anti-CD3 &amp; &lt;Mouse&gt; &quot;IgG&quot; Antibody');
  });

  it('writes one item per SKU, grouped by Cat. No., each with the fields Google requires', () => {
    const items = itemsOf(parse(feed('en')));
    expect(items.map((item) => item.id)).toEqual(['AB0012-101', 'AB0012-102', 'AB0014-101', 'AB0015-101', 'AB0016-101', expect.stringMatching(/-101$/)]);
    for (const item of items) expect(GoogleItem.safeParse(item).error).toBeUndefined();
    expect(items[0]).toMatchObject({
      item_group_id: 'AB0012',
      mpn: 'AB0012',
      brand: 'LabShop Life Science',
      condition: 'new',
      size: '100 µL',
      link: 'https://shop.example/goodsdetail?id=12',
      image_link: 'https://img.example/files/goods/ab0012.png',
      additional_image_link: 'https://img.example/goods/ab0012-2.jpg',
      availability: 'in_stock',
      description: 'Purified & tested in vitro .',
    });
  });

  it('prices in USD at the fixed rate in English and in yuan in Chinese, with 2 decimals, a sale price only below the list price', () => {
    const [promoted, plain] = itemsOf(parse(feed('en')));
    expect(promoted).toMatchObject({ price: '13.89 USD', sale_price: '11.11 USD', sale_price_effective_date: '2026-11-28T12:00:00Z/2026-12-01T00:00:00Z' });
    expect(plain).toMatchObject({ price: '34.72 USD' });
    expect(plain).not.toHaveProperty('sale_price');
    const [zhPromoted, zhPlain] = itemsOf(parse(feed('zh')));
    expect(zhPromoted).toMatchObject({ price: '100.00 CNY', sale_price: '80.00 CNY', title: 'Anti-CD3 & <Mouse> "IgG" Antibody（100 µL）' });
    expect(zhPromoted?.link).toBe('https://shop.example/zh/goodsdetail?id=12');
    expect(zhPlain?.price).toBe('250.00 CNY');
    expect(feedPrice(0.5, 'en')).toBe('0.07 USD');
    // A price of a few fen is 0.00 USD, which Google refuses: left out of the English feed only.
    const cheap = goods({ skus: [{ id: 103, skuDesc: '1 µL', listPrice: 0.03, netPrice: 0.03, netPriceEndsAt: null }] });
    expect(merchantItems(cheap, PRICED_AT, context('en'))).toEqual([]);
    expect(merchantItems(cheap, PRICED_AT, context('zh')).map((item) => item.price)).toEqual(['0.03 CNY']);
  });

  it('states the stock as the goods page does: a backorder ships again after the lead time, else it is out of stock', () => {
    const items = itemsOf(parse(feed('en')));
    expect(items.find((item) => item.id === 'AB0014-101')).toMatchObject({ availability: 'backorder', availability_date: '2026-12-26T12:00:00Z' });
    expect(items.find((item) => item.id === 'AB0015-101')).toMatchObject({ availability: 'out_of_stock' });
    expect(items.find((item) => item.id === 'AB0016-101')).toMatchObject({ availability: 'out_of_stock', description: 'Ready to use.' });
  });

  it('leaves out goods without an image and goods whose page states no stock', () => {
    const [noImage, unknownStock] = [page.list[1]!, page.list[5]!];
    expect(merchantItems(noImage, PRICED_AT, context('en'))).toEqual([]);
    expect(merchantItems(unknownStock, PRICED_AT, context('en'))).toEqual([]);
    const placeholderOnly = { ...page.list[0]!, images: ['javascript:alert(1)', '   '] };
    expect(merchantItems(placeholderOnly, PRICED_AT, context('en'))).toEqual([]);
  });

  it("keeps ids, titles and descriptions within Google's limits, the SKU id whole", () => {
    const [item] = merchantItems(page.list[6]!, PRICED_AT, context('en'));
    expect(item?.id).toHaveLength(50);
    expect(item?.id.endsWith('-101')).toBe(true);
    expect(item?.title.length).toBeLessThanOrEqual(150);
    expect(item?.title.endsWith('… (100 µL)')).toBe(true);
    expect(item?.description.length).toBeLessThanOrEqual(5000);
  });
});
