/** @jest-environment node */
import { galleryPagePaths } from '@/lib/gallery/gallery-paths';
import { alternates } from '@/lib/seo';
import { categoryPagePaths, STATIC_SITEMAP_PATHS } from './sitemap-pages';
import { urlSet } from './xml';

/** A slice of the demo tree: products, the cell bank, learning support, trials, the gallery and the content roots. */
const categories = [
  { id: 'CP', pids: '', linkUrl: null },
  { id: 'CP001', pids: 'CP', linkUrl: null },
  { id: 'CP001001', pids: 'CP,CP001', linkUrl: null },
  { id: 'XB', pids: '', linkUrl: '/cell-bank' },
  { id: 'XB001', pids: 'XB', linkUrl: null },
  { id: 'XXPT', pids: '', linkUrl: '/learning-support' },
  { id: 'CS', pids: '', linkUrl: null },
  { id: 'CS0112', pids: 'CS', linkUrl: null },
  { id: 'TK', pids: '', linkUrl: null },
  ...['TK001', 'TK002', 'TK003', 'TK004', 'TK005'].map((id) => ({ id, pids: 'TK', linkUrl: null })),
  { id: 'HDCX', pids: '', linkUrl: null },
  { id: 'XWZX', pids: '', linkUrl: null },
  { id: 'catalog', pids: '', linkUrl: null },
];
const sections = ['TK001', 'TK002', 'TK003', 'TK004', 'TK005'].map((id) => ({ id, imageCount: 10 }));

describe('the sitemap files', () => {
  const categoryFile = categoryPagePaths(categories);
  const galleryFile = galleryPagePaths(sections, [1, 2, 3]);

  it('list every indexable page once across files: the gallery library and sections only in gallery.xml', () => {
    const all = [...categoryFile, ...galleryFile, '/information'];
    expect(all.filter((path, index) => all.indexOf(path) !== index)).toEqual([]);
    expect(categoryFile.some((path) => path.startsWith('/GallerySecond') || path === '/LibraryClassification')).toBe(false);
    expect(galleryFile).toEqual(expect.arrayContaining(['/LibraryClassification', '/GallerySecond?id=TK001', '/GallerySecond?id=TK005']));
  });

  it('include the recommended media and the points mall, and the category pages', () => {
    expect(categoryFile).toEqual(expect.arrayContaining(['/mediumRecommendation', '/integral-mall', '/goods-list?id=CP001', '/cell-bank?id=XB001']));
    expect(STATIC_SITEMAP_PATHS[0]).toBe('/');
  });

  it('write each URL as its page names itself canonical: the home page too', () => {
    const xml = urlSet('https://shop.example', [{ path: '/' }, { path: '/mediumRecommendation' }]);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://shop.example',
      'https://shop.example/zh',
      'https://shop.example/mediumRecommendation',
      'https://shop.example/zh/mediumRecommendation',
    ]);
    for (const locale of ['en', 'zh'] as const) {
      const canonical = alternates('https://shop.example', locale, '/').canonical;
      expect(locs).toContain(canonical);
    }
    expect(xml).not.toContain('https://shop.example/"');
    expect(xml).not.toContain('https://shop.example/<');
  });
});
