/** @jest-environment node */
import {
  articleJsonLd,
  absoluteUrl,
  availabilityOf,
  breadcrumbJsonLd,
  metaDescription,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  type ProductInput,
} from './structured-data';

const product: ProductInput = {
  name: 'Anti-BIRC5 Mouse Monoclonal Antibody',
  itemno: 'AB10001M',
  description: 'Monoclonal antibody against survivin.',
  images: ['https://shop.example.com/files/goods/a.svg'],
  brand: 'LabShop Life Science',
  categories: ['Products', 'Antibodies'],
  url: 'https://shop.example.com/goodsdetail?id=1',
  inventoryStatus: 1,
  skus: [
    { name: '50 µL', price: { value: 205.56, currency: 'USD' as const }, validUntil: null },
    { name: '100 µL', price: { value: 366.7, currency: 'USD' as const }, validUntil: '2026-12-01T00:00:00.000Z' },
    { name: '1 mL', price: null, validUntil: null },
  ],
};

describe('availabilityOf', () => {
  it.each([
    [1, 'https://schema.org/InStock'],
    [0, 'https://schema.org/OutOfStock'],
    [-1, 'https://schema.org/Discontinued'],
    [-2, 'https://schema.org/Discontinued'],
    [-3, 'https://schema.org/BackOrder'],
    [-4, 'https://schema.org/OutOfStock'],
  ])('maps inventoryStatus %i to %s', (status, expected) => {
    expect(availabilityOf(status)).toBe(expected);
  });

  it('says nothing for an unknown status', () => {
    expect(availabilityOf(7)).toBeUndefined();
  });
});

describe('productJsonLd', () => {
  it('names the goods item with its Cat. No. as sku and mpn, the shop as brand', () => {
    const data = productJsonLd(product);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: 'AB10001M',
      mpn: 'AB10001M',
      image: product.images,
      description: product.description,
      brand: { '@type': 'Brand', name: 'LabShop Life Science' },
      manufacturer: { '@type': 'Organization', name: 'LabShop Life Science' },
      category: 'Products > Antibodies',
      url: product.url,
    });
  });

  it("has one offer per priced SKU at its net price, with 2 decimals, the availability and a limited price's end", () => {
    const offers = productJsonLd(product).offers as Record<string, unknown>[];
    expect(offers).toEqual([
      { '@type': 'Offer', name: '50 µL', price: '205.56', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: product.url },
      {
        '@type': 'Offer',
        name: '100 µL',
        price: '366.70',
        priceCurrency: 'USD',
        priceValidUntil: '2026-12-01',
        availability: 'https://schema.org/InStock',
        url: product.url,
      },
    ]);
  });

  it('leaves out offers, images, category and availability it has no data for', () => {
    const data = productJsonLd({
      ...product,
      images: [],
      categories: [],
      description: '',
      inventoryStatus: 9,
      skus: [{ name: 'x', price: null, validUntil: null }],
    });
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('category');
    expect(data).not.toHaveProperty('description');
    const withOffer = productJsonLd({ ...product, inventoryStatus: 9 });
    expect((withOffer.offers as Record<string, unknown>[])[0]).not.toHaveProperty('availability');
  });

  it("names an antibody's RRID as a PropertyValue identifier, and no identifier without one", () => {
    expect(productJsonLd({ ...product, rrid: 'AB_1234567' }).identifier).toEqual({ '@type': 'PropertyValue', propertyID: 'RRID', value: 'RRID:AB_1234567' });
    expect(productJsonLd({ ...product, rrid: null })).not.toHaveProperty('identifier');
    expect(productJsonLd(product)).not.toHaveProperty('identifier');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://shop.example.com/zh' },
        { name: '抗体', url: 'https://shop.example.com/zh/antibody?id=CP002' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.com/zh' },
        { '@type': 'ListItem', position: 2, name: '抗体', item: 'https://shop.example.com/zh/antibody?id=CP002' },
      ],
    });
  });
});

describe('organizationJsonLd', () => {
  it('names the shop, its origin and an absolute logo', () => {
    expect(organizationJsonLd('LabShop', 'https://shop.example.com', '/logo.svg')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'LabShop',
      url: 'https://shop.example.com',
      logo: 'https://shop.example.com/logo.svg',
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed by a title holding </script>', () => {
    const text = serializeJsonLd({ name: 'a</script><script>alert(1)</script> & <!--' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: 'a</script><script>alert(1)</script> & <!--' });
  });

  it('keeps line and paragraph separators parseable', () => {
    const text = serializeJsonLd({ name: 'a\u2028b\u2029c' });
    expect(text).toBe('{"name":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(text)).toEqual({ name: 'a\u2028b\u2029c' });
  });
});

describe('absoluteUrl', () => {
  it('joins paths to the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('https://shop.example.com/', '/files/a.svg')).toBe('https://shop.example.com/files/a.svg');
    expect(absoluteUrl('https://shop.example.com', 'files/a.svg')).toBe('https://shop.example.com/files/a.svg');
    expect(absoluteUrl('https://shop.example.com', 'https://img.example.com/a.svg')).toBe('https://img.example.com/a.svg');
    expect(absoluteUrl('https://shop.example.com', '//img.example.com/a.svg')).toBe('https://img.example.com/a.svg');
  });
});

describe('metaDescription', () => {
  it('takes the first non-blank candidate with whitespace collapsed', () => {
    expect(metaDescription([null, '  ', ' Mouse\n monoclonal  antibody ', 'later'])).toBe('Mouse monoclonal antibody');
    expect(metaDescription([null, undefined])).toBe('');
  });

  it('cuts long text at a word boundary to at most 160 characters', () => {
    const long = 'word '.repeat(60);
    const result = metaDescription([long]);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith('word…')).toBe(true);
  });

  it('cuts Chinese text without spaces', () => {
    const result = metaDescription(['抗体'.repeat(100)]);
    expect(result).toHaveLength(160);
    expect(result.endsWith('…')).toBe(true);
  });
});

describe('articleJsonLd', () => {
  const input = {
    kind: 'NewsArticle' as const,
    headline: 'New antibodies',
    description: 'We added antibodies.',
    datePublished: '2026-01-02T00:00:00.000Z',
    dateModified: '2026-01-03T00:00:00.000Z',
    inLanguage: 'zh-CN',
    images: ['https://shop.example/files/a.svg'],
    section: 'News',
    publisher: { name: 'LabShop', logoUrl: 'https://shop.example/favicon.svg' },
    url: 'https://shop.example/zh/promotion-detail?id=3',
  };

  it('names the headline, dates, language, image, publisher and the page', () => {
    expect(articleJsonLd(input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'New antibodies',
      description: 'We added antibodies.',
      datePublished: '2026-01-02T00:00:00.000Z',
      dateModified: '2026-01-03T00:00:00.000Z',
      inLanguage: 'zh-CN',
      image: ['https://shop.example/files/a.svg'],
      articleSection: 'News',
      author: { '@type': 'Organization', name: 'LabShop' },
      publisher: { '@type': 'Organization', name: 'LabShop', logo: { '@type': 'ImageObject', url: 'https://shop.example/favicon.svg' } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://shop.example/zh/promotion-detail?id=3' },
      url: 'https://shop.example/zh/promotion-detail?id=3',
    });
  });

  it('cuts a long headline and leaves out what is empty', () => {
    const data = articleJsonLd({ ...input, kind: 'Article', headline: 'word '.repeat(40), description: '', images: [], section: '' });
    expect(String(data.headline).length).toBeLessThanOrEqual(110);
    expect(data['@type']).toBe('Article');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('articleSection');
  });
});
