import {
  fromSectionSegment,
  galleryPagePaths,
  galleryInternalPath,
  groupBySection,
  imageHref,
  parseImageId,
  parseSectionQuery,
  sectionHref,
  toSectionSegment,
} from './gallery-paths';

describe('gallery paths', () => {
  test('a section query keeps a code and a page, refusing anything else', () => {
    expect(parseSectionQuery(new URLSearchParams('id=TK003'))).toEqual({ code: 'TK003', page: 1 });
    expect(parseSectionQuery(new URLSearchParams('id=TK003&page=3'))).toEqual({ code: 'TK003', page: 3 });
    expect(parseSectionQuery(new URLSearchParams('id=../x&page=-2'))).toEqual({ code: null, page: 1 });
    expect(parseSectionQuery(new URLSearchParams('page=1.5'))).toEqual({ code: null, page: 1 });
  });

  test('section segments round-trip', () => {
    for (const query of [
      { code: 'TK003', page: 1 },
      { code: 'TK001', page: 4 },
      { code: null, page: 1 },
    ]) {
      expect(fromSectionSegment(toSectionSegment(query))).toEqual(query);
      expect(fromSectionSegment('TK003%E0%A4%A~2').code).toBeNull();
    }
  });

  test('image ids are positive whole numbers within the integer range', () => {
    expect(parseImageId('23')).toBe(23);
    for (const bad of ['0', '-1', '2.5', 'abc', '', null, '2147483648', '99999999999']) expect(parseImageId(bad)).toBeNull();
  });

  test('the public query-string pages map to their internal folders', () => {
    expect(galleryInternalPath('zh', '/GallerySecond', new URLSearchParams('id=TK003&page=2'))).toBe('/zh/gallery-section/TK003~2');
    expect(galleryInternalPath('en', '/GalleryGoodsDetail', new URLSearchParams('id=7'))).toBe('/en/gallery-image/7');
    expect(galleryInternalPath('en', '/GalleryGoodsDetail', new URLSearchParams('id=x'))).toBe('/en/gallery-image/none');
    expect(galleryInternalPath('en', '/LibraryClassification', new URLSearchParams())).toBeNull();
  });

  test('links', () => {
    expect(sectionHref('TK003')).toBe('/GallerySecond?id=TK003');
    expect(sectionHref('TK003', 2)).toBe('/GallerySecond?id=TK003&page=2');
    expect(imageHref(5)).toBe('/GalleryGoodsDetail?id=5');
  });

  test('images are grouped under their sections in section order, deeper categories too; empty sections are dropped', () => {
    const sections = [{ id: 'TK001' }, { id: 'TK002' }, { id: 'TK003' }];
    const images = [
      { id: 1, categoryId: 'TK003', sectionId: 'TK003' },
      { id: 2, categoryId: 'TK001', sectionId: 'TK001' },
      { id: 3, categoryId: 'TK003001', sectionId: 'TK003' },
    ];
    expect(groupBySection(sections, images)).toEqual([
      { id: 'TK001', images: [{ id: 2, categoryId: 'TK001', sectionId: 'TK001' }] },
      {
        id: 'TK003',
        images: [
          { id: 1, categoryId: 'TK003', sectionId: 'TK003' },
          { id: 3, categoryId: 'TK003001', sectionId: 'TK003' },
        ],
      },
    ]);
  });

  test('the sitemap lists the fixed pages, each page of each non-empty section, and each image', () => {
    expect(
      galleryPagePaths(
        [
          { id: 'TK001', imageCount: 30 },
          { id: 'TK002', imageCount: 0 },
          { id: 'TK003', imageCount: 3 },
        ],
        [4, 9],
      ),
    ).toEqual([
      '/LibraryClassification',
      '/GalleryPlatform',
      '/GalleryeQuipment',
      '/GallerySecond?id=TK001',
      '/GallerySecond?id=TK001&page=2',
      '/GallerySecond?id=TK003',
      '/GalleryGoodsDetail?id=4',
      '/GalleryGoodsDetail?id=9',
    ]);
  });
});
