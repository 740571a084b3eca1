/** @jest-environment node */
import type { MerchantFeedPage } from '@/contract/sitemap';
import { merchantFeedResponse } from './merchant-feed-response';

const getMerchantFeedPage = jest.fn<Promise<MerchantFeedPage>, [number, string]>();
jest.mock('@/lib/api/sitemap', () => ({ getMerchantFeedPage: (afterId: number, locale: string) => getMerchantFeedPage(afterId, locale) }));

const goods = (id: number): MerchantFeedPage['list'][number] => ({
  id,
  itemno: `AB${id}`,
  title: `Antibody ${id}`,
  secondTitle: null,
  features: null,
  description: 'An antibody.',
  inventoryStatus: 1,
  leadTimeMaxDays: 3,
  images: [`/files/${id}.png`],
  skus: [{ id: id * 10, skuDesc: '100 µL', listPrice: 72, netPrice: 72, netPriceEndsAt: null }],
});
const page = (ids: number[], nextAfterId: number | null): MerchantFeedPage => ({ list: ids.map(goods), nextAfterId, pricedAt: '2026-11-28T12:00:00.000Z' });

describe('the merchant feed response', () => {
  beforeEach(() => getMerchantFeedPage.mockReset());

  it('streams every page of the API in turn into one document, cached as long as a goods page', async () => {
    const pages: Record<number, MerchantFeedPage> = { 0: page([1, 2], 2), 2: page([3], 3), 3: page([], null) };
    getMerchantFeedPage.mockImplementation(async (afterId) => pages[afterId]!);
    const response = await merchantFeedResponse('zh');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const xml = await response.text();
    expect(getMerchantFeedPage.mock.calls).toEqual([
      [0, 'zh'],
      [2, 'zh'],
      [3, 'zh'],
    ]);
    expect([...xml.matchAll(/<g:id>([^<]+)<\/g:id>/g)].map((match) => match[1])).toEqual(['AB1-10', 'AB2-20', 'AB3-30']);
    expect(xml).toMatch(/^<\?xml[^>]*>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0">/);
    expect(xml).toContain('<g:brand>LabShop 生命科学</g:brand>');
    expect(xml).toContain('<title>Antibody 1（100 µL）</title>');
    expect(xml).toContain('<g:price>72.00 CNY</g:price>');
    expect(xml.endsWith('</channel>\n</rss>\n')).toBe(true);
  });

  it('fails before answering when the first page fails, and cuts the document off when a later one does', async () => {
    getMerchantFeedPage.mockRejectedValueOnce(new Error('API down'));
    await expect(merchantFeedResponse('en')).rejects.toThrow('API down');

    getMerchantFeedPage.mockResolvedValueOnce(page([1], 1)).mockRejectedValueOnce(new Error('API down'));
    const response = await merchantFeedResponse('en');
    await expect(response.text()).rejects.toThrow('API down');
  });
});
