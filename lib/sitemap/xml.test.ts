/** @jest-environment node */
import { GOODS_PER_SITEMAP, goodsChunkRange, goodsSitemapCount, SITEMAP_LIMITS, sitemapIndex, urlSet } from './xml';

describe('urlSet', () => {
  it('lists each page in both languages with hreflang alternates and escapes the query', () => {
    const xml = urlSet('https://shop.example', [{ path: '/goodsdetail?id=12&x=1', lastModified: '2026-11-01T00:00:00.000Z' }]);
    expect(xml).toContain('<loc>https://shop.example/goodsdetail?id=12&amp;x=1</loc>');
    expect(xml).toContain('<loc>https://shop.example/zh/goodsdetail?id=12&amp;x=1</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('hreflang="zh-CN" href="https://shop.example/zh/goodsdetail?id=12&amp;x=1"');
    expect(xml).toContain('hreflang="x-default" href="https://shop.example/goodsdetail?id=12&amp;x=1"');
    expect(xml).toContain('<lastmod>2026-11-01T00:00:00.000Z</lastmod>');
  });
});

describe('sitemapIndex', () => {
  it('points at each sitemap', () => {
    const xml = sitemapIndex('https://shop.example', [{ path: '/sitemaps/goods-0.xml' }, { path: '/sitemaps/categories.xml' }]);
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain('<loc>https://shop.example/sitemaps/goods-0.xml</loc>');
  });
});

describe('goods chunks', () => {
  it('covers every id once', () => {
    expect(goodsSitemapCount(0)).toBe(1);
    expect(goodsSitemapCount(100_000)).toBe(20);
    expect(goodsSitemapCount(100_001)).toBe(21);
    expect(goodsChunkRange(0)).toEqual({ afterId: 0, lastId: 5_000 });
    expect(goodsChunkRange(3)).toEqual({ afterId: 15_000, lastId: 20_000 });
  });
});

describe('sitemap file limits', () => {
  const goodsPages = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ path: `/goodsdetail?id=${2_000_000_000 + i}`, lastModified: '2026-11-01T00:00:00.000Z' }));
  const longOrigin = `https://${'a'.repeat(90)}.com.cn`;

  it('keeps a full goods file, with 10-digit ids and a 100-character origin, within 50,000 URLs and 10 MB', () => {
    const xml = urlSet(longOrigin, goodsPages(GOODS_PER_SITEMAP));
    expect(xml.match(/<url>/g)).toHaveLength(2 * GOODS_PER_SITEMAP);
    expect(Buffer.byteLength(xml)).toBeLessThan(SITEMAP_LIMITS.maxBytes);
  });

  it('ends a file that would pass 10 MB at the last page that fits, both languages of each page kept', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const xml = urlSet(longOrigin, goodsPages(20_000));
    expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(SITEMAP_LIMITS.maxBytes);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
    expect((xml.match(/<url>/g) ?? []).length % 2).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[sitemap\] \d+ of 20000 pages left out/));
    warn.mockRestore();
  });

  it('ends a file at its URL limit (50,000 unless told)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const xml = urlSet('https://shop.example', goodsPages(5), { maxUrls: 4, maxBytes: SITEMAP_LIMITS.maxBytes });
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(warn).toHaveBeenCalledWith('[sitemap] 3 of 5 pages left out: the file would pass 4 URLs or 10000000 bytes');
    warn.mockRestore();
  });
});
