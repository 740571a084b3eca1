/** @jest-environment node */
import { alternates } from './seo';

describe('alternates', () => {
  it('makes the English page canonical to itself and lists both languages', () => {
    expect(alternates('https://shop.example', 'en', '/')).toEqual({
      canonical: 'https://shop.example/',
      languages: { en: 'https://shop.example/', 'zh-CN': 'https://shop.example/zh', 'x-default': 'https://shop.example/' },
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
