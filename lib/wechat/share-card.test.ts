/** @jest-environment node */
import { pageMetadata } from '../seo';
import { shareCardOf } from './share-card';

describe('the WeChat share card', () => {
  const origin = 'https://shop.example.com';

  test('is the page’s title, meta description, canonical URL and og:image, absolute', () => {
    const metadata = pageMetadata(origin, 'zh', '/goodsdetail?id=12', {
      siteName: 'Lab Supplier',
      title: 'Anti-CD3 antibody (AB-12)',
      description: 'Mouse monoclonal, clone OKT3.',
      images: [{ url: '/files/goods/12.jpg', alt: 'Anti-CD3' }],
    });
    expect(shareCardOf(metadata)).toEqual({
      title: 'Anti-CD3 antibody (AB-12)',
      desc: 'Mouse monoclonal, clone OKT3.',
      link: 'https://shop.example.com/zh/goodsdetail?id=12',
      imgUrl: 'https://shop.example.com/files/goods/12.jpg',
    });
  });

  test('a page without an image of its own shares the site’s card image', () => {
    const metadata = pageMetadata(origin, 'en', '/data-detail?id=7', {
      siteName: 'Lab Supplier',
      title: 'ELISA guide',
      description: 'How to.',
      type: 'article',
    });
    expect(shareCardOf(metadata)?.imgUrl).toBe('https://shop.example.com/share-card.png');
  });

  test('metadata without a title, link or image gives no card', () => {
    expect(shareCardOf({})).toBeNull();
    expect(shareCardOf({ title: 'x', alternates: { canonical: 'https://shop.example.com/' } })).toBeNull();
  });
});
