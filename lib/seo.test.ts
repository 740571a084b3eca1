/** @jest-environment node */
import { alternates, pageOpenGraph } from './seo';

describe('alternates', () => {
  it('makes the English page canonical to itself and lists both languages', () => {
    expect(alternates('https://shop.example', 'en', '/')).toEqual({
      canonical: 'https://shop.example',
      languages: { en: 'https://shop.example', 'zh-CN': 'https://shop.example/zh', 'x-default': 'https://shop.example' },
    });
  });

  it('makes the Chinese page canonical to its /zh URL and keeps the query', () => {
    const links = alternates('https://shop.example', 'zh', '/goodsdetail?id=12');
    expect(links.canonical).toBe('https://shop.example/zh/goodsdetail?id=12');
    expect(links.languages).toMatchObject({
      en: 'https://shop.example/goodsdetail?id=12',
      'x-default': 'https://shop.example/goodsdetail?id=12',
    });
  });
});

describe('pageOpenGraph', () => {
  it("names the page's URL and og:locale in its language", () => {
    const card = { siteName: 'Shop', title: 'A', description: 'B', images: [{ url: 'https://shop.example/a.png', alt: 'A' }] };
    expect(pageOpenGraph('https://shop.example', 'zh', '/goodsdetail?id=12', card)).toEqual({
      type: 'website',
      siteName: 'Shop',
      locale: 'zh_CN',
      title: 'A',
      description: 'B',
      url: 'https://shop.example/zh/goodsdetail?id=12',
      images: [{ url: 'https://shop.example/a.png', alt: 'A' }],
    });
    expect(pageOpenGraph('https://shop.example', 'en', '/', card)).toMatchObject({ locale: 'en_US', url: 'https://shop.example' });
  });
});
