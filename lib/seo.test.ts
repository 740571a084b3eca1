/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { alternates, DEFAULT_SHARE_IMAGE, pageMetadata, pageOpenGraph } from './seo';

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

describe("pageMetadata: every public page's canonical and social cards", () => {
  const origin = 'https://shop.example';
  const card = { siteName: 'Shop', title: 'Antibodies', description: 'All our antibodies.' };
  const urlOf = (image: unknown) => (typeof image === 'object' && image !== null && 'url' in image ? String(image.url) : String(image));
  const list = <T>(value: T | readonly T[] | undefined): readonly T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value as T]);

  it.each([
    ['en', '/'],
    ['zh', '/'],
    ['en', '/product?id=CP002&page=3'],
    ['zh', '/goodsdetail?id=12'],
    ['en', '/integral-mall'],
    ['zh', '/LibraryClassification'],
  ] as const)('og:url is the canonical and the images are absolute (%s %s)', (locale, pagePath) => {
    const metadata = pageMetadata(origin, locale, pagePath, card);
    const og = metadata.openGraph as { url?: unknown; images?: unknown };
    expect(og.url).toBe(metadata.alternates?.canonical);
    const images = [...list(og.images), ...list((metadata.twitter as { images?: unknown } | undefined)?.images)];
    expect(images.length).toBe(2);
    for (const image of images) expect(urlOf(image)).toMatch(/^https:\/\/shop\.example\//);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Antibodies', description: 'All our antibodies.' });
  });

  it("uses the page's own image when it has one, the 1200×630 share image when not, and never an SVG", () => {
    const own = pageMetadata(origin, 'en', '/goodsdetail?id=12', { ...card, images: [{ url: '/files/products/AB1.webp', alt: 'AB1' }] });
    expect(urlOf(list((own.openGraph as { images?: unknown }).images)[0])).toBe('https://shop.example/files/products/AB1.webp');
    const none = pageMetadata(origin, 'en', '/information', card);
    expect(list((none.openGraph as { images?: unknown }).images)[0]).toEqual({
      url: `${origin}${DEFAULT_SHARE_IMAGE.path}`,
      width: 1200,
      height: 630,
      alt: 'Shop',
    });
    const svg = pageMetadata(origin, 'en', '/article?id=3', { ...card, images: [{ url: 'https://img.example/files/articles/XWZX-1.svg' }] });
    expect(urlOf(list((svg.openGraph as { images?: unknown }).images)[0])).toBe(`${origin}${DEFAULT_SHARE_IMAGE.path}`);
  });

  it('the default share image is a real 1200×630 PNG in public/', () => {
    const png = readFileSync(path.join(process.cwd(), 'public', DEFAULT_SHARE_IMAGE.path));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([DEFAULT_SHARE_IMAGE.width, DEFAULT_SHARE_IMAGE.height]);
  });

  it('keeps robots, the article type and an absolute title', () => {
    const metadata = pageMetadata(origin, 'zh', '/search-result?search=x', {
      ...card,
      robots: { index: false, follow: true },
      type: 'article',
      publishedTime: '2026-01-01T00:00:00.000Z',
      absoluteTitle: true,
    });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-01-01T00:00:00.000Z', locale: 'zh_CN' });
    expect(metadata.title).toEqual({ absolute: 'Antibodies' });
  });
});

describe('every page builds its metadata through the shared helpers', () => {
  /** Helpers of personal pages: each keeps its pages out of the index. */
  const NOINDEX_HELPERS: Record<string, string> = {
    personalPageMetadata: 'lib/personal-page-metadata.ts',
    personalMetadata: 'lib/personal-page-metadata.ts',
  };
  /** Helpers that hand public pages to publicPageMetadata. */
  const PUBLIC_HELPERS: Record<string, string> = {
    publicPageMetadata: 'lib/page-metadata.ts',
    publicMetadata: 'lib/page-metadata.ts',
    accountMetadata: 'components/account/account-page.ts',
  };
  const pages = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? pages(full) : entry.name === 'page.tsx' ? [full] : [];
    });
  const files = pages(path.join(process.cwd(), 'app', '[locale]')).filter((file) => readFileSync(file, 'utf8').includes('generateMetadata'));

  it('finds the pages', () => expect(files.length).toBeGreaterThan(50));

  it.each(files.map((file) => [path.relative(process.cwd(), file)]))('%s', (file) => {
    const source = readFileSync(file, 'utf8');
    // A canonical is only written by the shared helper, which adds og:url, og:image and twitter:image.
    expect(source).not.toMatch(/\balternates\(/);
    const helpers = [...Object.keys(PUBLIC_HELPERS), ...Object.keys(NOINDEX_HELPERS)].filter((name) => new RegExp(`\\b${name}\\(`).test(source));
    // …or the page is a personal one that names itself noindex.
    if (helpers.length === 0) expect(source).toMatch(/robots: \{ index: false/);
  });

  it.each(Object.entries(NOINDEX_HELPERS))('%s keeps personal pages out of the index', (name, file) => {
    expect(readFileSync(path.join(process.cwd(), file), 'utf8')).toMatch(/robots: \{ index: false/);
  });

  it.each(Object.entries(PUBLIC_HELPERS).filter(([name]) => name !== 'publicPageMetadata'))('%s goes through publicPageMetadata', (name, file) => {
    expect(readFileSync(path.join(process.cwd(), file), 'utf8')).toMatch(/publicPageMetadata\(/);
  });
});
