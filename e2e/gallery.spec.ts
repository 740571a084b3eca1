// The pathology gallery (docs/product.md §2.2 "Gallery"): the nav's /gallery entry, the library
// with its section anchors, a section, an image in the deep-zoom viewer with its tiles, and the
// goods the image shows, in both languages; the HTML holds the content without JavaScript.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import type { GalleryImage, GalleryList } from '../contract/gallery';
import { API_BASE, type Lang } from './support/api';

async function galleryImages(request: APIRequestContext, goodsCate: string, lang: Lang): Promise<GalleryImage[]> {
  const response = await request.post(`${API_BASE}/online/toGallery/classifyGalleryList`, { data: { goodsCate }, headers: { lang } });
  const envelope = (await response.json()) as { code: number; data: GalleryList };
  expect(envelope.code).toBe(0);
  return envelope.data.list;
}

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

const LANGS = [
  { prefix: '', lang: 'en' as const, ihc: 'Immunohistochemistry', viewProduct: 'View the product', zoomIn: 'Zoom in' },
  { prefix: '/zh', lang: 'zh' as const, ihc: '免疫组化', viewProduct: '查看产品', zoomIn: '放大' },
];

async function noSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

for (const { prefix, lang, ihc, viewProduct, zoomIn } of LANGS) {
  test(`/gallery leads to the library, whose index jumps to each section (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/gallery`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/LibraryClassification$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const index = page.getByRole('navigation', { name: lang === 'en' ? 'Gallery categories' : '图库分类' });
    for (const code of ['TK001', 'TK002', 'TK003', 'TK004', 'TK005']) {
      await expect(index.locator(`a[href="#${code}"]`)).toHaveCount(1);
      await expect(page.locator(`section#${code} img`).first()).toBeAttached();
    }
    await index.getByRole('link', { name: new RegExp(ihc) }).click();
    await expect(page).toHaveURL(/#TK003$/);
    await expect(page.locator('section#TK003 h2')).toBeInViewport();
  });

  test(`an image opens in the deep-zoom viewer, loads tiles and links to its goods (${lang})`, async ({ page, request }) => {
    const images = await galleryImages(request, 'TK003', lang);
    const image = images.find((each) => each.goodsId !== null && each.dzi);
    if (!image?.goodsId) throw new Error('no IHC image linked to goods');

    await page.goto(`${prefix}/GallerySecond?id=TK003`);
    await expect(page.getByRole('heading', { level: 1, name: ihc })).toBeVisible();
    const tile = page.waitForResponse((response) => /_files\/\d+\/\d+_\d+\.jpeg$/.test(response.url()) && response.status() === 200);
    await page.getByRole('link', { name: image.title }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/GalleryGoodsDetail\\?id=${image.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: image.title })).toBeVisible();

    const answer = await tile;
    expect(answer.headers()['content-type']).toBe('image/jpeg');
    expect(answer.headers()['cache-control']).toContain('immutable');
    const zoom = page.getByRole('button', { name: zoomIn });
    await expect(zoom).toBeEnabled();
    // The viewer answers the keyboard: the button is reachable and zooms in.
    await zoom.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[role="region"] canvas').first()).toBeVisible();

    if (image.goodsItemno)
      await expect(page.getByText(lang === 'en' ? `Cat. No.: ${image.goodsItemno}` : `货号：${image.goodsItemno}`, { exact: true })).toBeVisible();
    const product = page.getByRole('link', { name: viewProduct });
    await expect(product).toHaveAttribute('href', `${prefix}/goodsdetail?id=${image.goodsId}`);
    await product.click();
    await expect(page).toHaveURL(new RegExp(`/goodsdetail\\?id=${image.goodsId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(image.goodsName ?? '');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML holds the titles, legends, the thumbnail and the goods link', async ({ page, request }) => {
    for (const { prefix, lang } of LANGS) {
      const all = await galleryImages(request, 'TK', lang);
      await page.goto(`${prefix}/LibraryClassification`);
      for (const image of all.slice(0, 20)) await expect(page.getByRole('heading', { name: image.title, exact: true })).toBeVisible();
      const [first] = all;
      if (!first) throw new Error('no gallery images');
      await page.goto(`${prefix}/GalleryGoodsDetail?id=${first.id}`);
      await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
      await expect(page.getByRole('img', { name: first.title })).toHaveJSProperty('complete', true);
      expect(await page.getByRole('img', { name: first.title }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join('')).toContain('"ImageObject"');
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toContain(`${prefix}/GalleryGoodsDetail?id=${first.id}`);
    }
  });

  test('the platform and equipment pages list their images and goods; unknown ids are 404', async ({ page, request }) => {
    const equipment = await galleryImages(request, 'TK005', 'en');
    await page.goto('/GalleryeQuipment');
    for (const image of equipment) await expect(page.getByRole('heading', { name: image.title, exact: true })).toBeVisible();
    await page.goto('/GalleryPlatform');
    await expect(page.getByRole('heading', { level: 2, name: 'Immunofluorescence' })).toBeVisible();
    await expect(page.locator('a[href^="/goodsdetail?id="]').first()).toBeVisible();
    for (const path of [
      '/GalleryGoodsDetail?id=999999',
      '/GalleryGoodsDetail?id=abc',
      '/GallerySecond?id=CP001',
      '/GallerySecond?id=TK003&page=9',
      '/GallerySecond?id=TK0%E0%A4%A',
      '/gallery-image/1',
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });

  test('the gallery sitemap lists the pages in both languages', async ({ request }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('/sitemaps/gallery.xml');
    const xml = await (await request.get('/sitemaps/gallery.xml')).text();
    for (const path of [
      '/LibraryClassification',
      '/zh/LibraryClassification',
      '/GallerySecond?id=TK003',
      '/GalleryPlatform',
      '/GalleryeQuipment',
      '/zh/GalleryGoodsDetail?id=1',
    ]) {
      expect(xml).toContain(`${path.replace('&', '&amp;')}<`);
    }
  });
});

test('the image page fits a 390 px phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [image] = await galleryImages(request, 'TK004', 'en');
  if (!image) throw new Error('no IF image');
  for (const path of ['/LibraryClassification', `/GalleryGoodsDetail?id=${image.id}`, '/GallerySecond?id=TK004', '/GalleryPlatform']) {
    await page.goto(path);
    await noSidewaysScroll(page);
  }
});
