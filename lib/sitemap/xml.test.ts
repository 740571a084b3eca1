/** @jest-environment node */
import { goodsChunkRange, goodsSitemapCount, sitemapIndex, urlSet } from './xml';

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
    expect(goodsSitemapCount(100_000)).toBe(10);
    expect(goodsSitemapCount(100_001)).toBe(11);
    expect(goodsChunkRange(0)).toEqual({ afterId: 0, lastId: 10_000 });
    expect(goodsChunkRange(3)).toEqual({ afterId: 30_000, lastId: 40_000 });
  });
});
