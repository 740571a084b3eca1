import { galleryImageJsonLd } from './gallery-json-ld';

const image = {
  title: 'Liver, CD68 IHC',
  description: 'Immunohistochemistry for CD68.',
  imgWidth: 640,
  imgHeight: 480,
  width: 2048,
  height: 1536,
  tissue: 'Liver',
  stain: 'Immunohistochemistry (DAB): CD68',
  magnification: 20,
  goodsName: 'Anti-CD68 Rabbit Polyclonal Antibody',
};

describe('gallery image JSON-LD', () => {
  test('an ImageObject with absolute URLs, legend as caption and the goods it shows, then the breadcrumbs', () => {
    const [object, crumbs] = galleryImageJsonLd({
      image,
      origin: 'https://shop.example',
      url: 'https://shop.example/GalleryGoodsDetail?id=23',
      thumb: '/files/gallery/liver-cd68-ihc-847e9837c69b.jpg',
      crumbs: [{ name: 'Home', url: 'https://shop.example/' }],
    });
    expect(object).toMatchObject({
      '@type': 'ImageObject',
      name: 'Liver, CD68 IHC',
      contentUrl: 'https://shop.example/files/gallery/liver-cd68-ihc-847e9837c69b.jpg',
      width: 640,
      caption: 'Liver, Immunohistochemistry (DAB): CD68, 20×',
      about: { '@type': 'Product', name: 'Anti-CD68 Rabbit Polyclonal Antibody' },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1, name: 'Home' }] });
  });

  test('an instrument photo has no caption and no product when nothing is linked', () => {
    const [object] = galleryImageJsonLd({
      image: { ...image, tissue: null, stain: null, magnification: null, goodsName: null, description: null },
      origin: 'https://shop.example',
      url: 'https://shop.example/GalleryGoodsDetail?id=50',
      thumb: 'https://img.example/x.jpg',
      crumbs: [],
    });
    expect(object).not.toHaveProperty('caption');
    expect(object).not.toHaveProperty('about');
    expect(object).not.toHaveProperty('description');
    expect(object).toMatchObject({ contentUrl: 'https://img.example/x.jpg' });
  });
});
