// The company section (docs/product.md §2.2, §2.4 items 6–7): contact and its offline world map,
// the company pages in server HTML, the data centre's counted downloads, purchase notices.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import type { Attachment } from '../contract/company';
import { API_BASE } from './support/api';

async function attachmentsOf(request: APIRequestContext, category: string): Promise<Attachment[]> {
  const answer = await request.get(`${API_BASE}/online/toAttachment/listByCategory?category=${category}`);
  const envelope = (await answer.json()) as { code: number; data: { list: Attachment[] } };
  expect(envelope.code).toBe(0);
  return envelope.data.list;
}

const MAP_FAILED = { en: 'map load failed, check network', zh: '地图加载失败，请检查网络' };

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

for (const [prefix, lang] of [
  ['', 'en'],
  ['/zh', 'zh'],
] as const) {
  test(`/contact-us leads to /connectionUs in the same language (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/contact-us`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/connectionUs$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Contact us' : '联系我们');
    await expect(page.getByText('+86-21-5080-6600')).toBeVisible();
  });

  test(`the world map draws offline, centred on the head office with its marker (${lang})`, async ({ page, context }) => {
    // Nothing may leave this machine: any request to another host fails the test.
    const outside: string[] = [];
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    // The island renders its loading state on the server and in the browser's first render alike.
    const hydration: string[] = [];
    page.on('pageerror', (error) => hydration.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|Minified React error #(418|423|425)/i.test(message.text())) hydration.push(message.text());
    });
    await page.goto(`${prefix}/connectionUs`);
    const map = page.locator('[data-map-state="ready"] svg');
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('viewBox', '0 0 1000 600');
    expect(await map.locator('path').count()).toBeGreaterThan(5);
    const marker = map.locator('[data-marker="head-office"]');
    await expect(marker).toHaveAttribute('transform', 'translate(500 300)');
    await expect(marker.locator('title')).toHaveText(lang === 'en' ? 'Head office, Shanghai' : '上海总部');
    const box = await map.boundingBox();
    expect(box && Math.round((box.width / box.height) * 10) / 10).toBe(1.7);
    expect(outside).toEqual([]);
    expect(hydration).toEqual([]);
  });

  test(`an unreachable map host shows the failure message (${lang})`, async ({ page }) => {
    await page.route('**/maps/countries-110m.json', (route) => route.abort('connectionrefused'));
    await page.goto(`${prefix}/connectionUs`);
    await expect(page.locator('[data-map-state="failed"]').getByRole('alert')).toHaveText(MAP_FAILED[lang]);
    await expect(page.locator('[data-map-state] svg')).toHaveCount(0);
  });

  test(`a map host answering an error or bad data shows the failure message (${lang})`, async ({ page }) => {
    await page.route('**/maps/countries-110m.json', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto(`${prefix}/connectionUs`);
    await expect(page.locator('[data-map-state="failed"]').getByRole('alert')).toHaveText(MAP_FAILED[lang]);
    await page.unroute('**/maps/countries-110m.json');
    await page.route('**/maps/countries-110m.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"type":"FeatureCollection"}' }),
    );
    await page.reload();
    await expect(page.locator('[data-map-state="failed"]').getByRole('alert')).toHaveText(MAP_FAILED[lang]);
  });
}

const COMPANY_PAGES = [
  ['/labshop-profile', 'About LabShop Life Science', 'Zhangjiang Hi-Tech Park', '关于 LabShop 生命科学', '张江高科技园区'],
  ['/labshopCatalog', 'Product catalogues', 'Antibody catalogue 2026', '产品目录', '2026 抗体产品目录'],
  ['/labshopDistributors', 'Distributors', 'Rhein BioTech GmbH', '经销商', '德国'],
  ['/commonStaining', 'Common staining protocols', 'Masson’s trichrome', '常用染色方法', '天狼星红'],
  ['/saveTransport', 'Storage and transport conditions', 'Foetal bovine serum', '储存与运输条件', '液氮气相'],
] as const;

test.describe('server-rendered company pages', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, title, text, titleZh, textZh] of COMPANY_PAGES) {
    test(`${path} holds its main text in the HTML in both languages`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('main')).toContainText(text);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await page.goto(`/zh${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleZh);
      await expect(page.locator('main')).toContainText(textZh);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    });
  }

  test('the contact page carries Organization JSON-LD with its contact point', async ({ page }) => {
    await page.goto('/connectionUs');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
    expect(ld['@type']).toBe('Organization');
    expect(JSON.stringify(ld.contactPoint)).toContain('+86-21-5080-6600');
    await expect(page.locator('main')).toContainText('within 24 hours');
  });
});

test('the data centre counts a download and sends the file', async ({ page, request }) => {
  const [file] = await attachmentsOf(request, 'manual');
  if (!file) throw new Error('no manual to download');
  await page.goto('/data-center?code=manual');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data centre');
  await expect(page.getByRole('navigation', { name: 'Data centre menu' }).getByRole('link')).toHaveText(['purchase inquiry']);
  const link = page.locator(`[data-attachment-id="${file.attachmentId}"] a`);
  await expect(link).toHaveAttribute('href', `/attachment-download/${file.attachmentId}`);

  const answer = await request.get(`/attachment-download/${file.attachmentId}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const after = (await attachmentsOf(request, 'manual')).find((each) => each.attachmentId === file.attachmentId);
  expect(after?.downloads).toBe(file.downloads + 1);

  // Following the link in the browser counts one more.
  await link.click();
  await expect
    .poll(async () => (await attachmentsOf(request, 'manual')).find((each) => each.attachmentId === file.attachmentId)?.downloads)
    .toBe(file.downloads + 2);
});

test('an unknown download answers 404 and counts nothing', async ({ request }) => {
  const unknown = await request.get('/attachment-download/987654');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toBe('This file does not exist or is no longer available.');
  expect((await request.get('/attachment-download/abc')).status()).toBe(404);
  const zh = await request.get('/zh/attachment-download/987654');
  expect(zh.status()).toBe(404);
  expect(await zh.text()).toBe('该文件不存在或已无法下载。');
});

for (const [prefix, empty] of [
  ['', 'No downloadable attachments'],
  ['/zh', '暂无可下载附件'],
] as const) {
  test(`a category without attachments says so (${prefix || 'en'})`, async ({ page }) => {
    await page.goto(`${prefix}/data-center?code=nothing-here`);
    await expect(page.getByText(empty)).toBeVisible();
  });
}

for (const [prefix, lang] of [
  ['', 'en'],
  ['/zh', 'zh'],
] as const) {
  test(`purchase notices: the list opens a notice with its documents (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/purchase-detail`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Purchase and bidding notices' : '采购与招标公告');
    const title = lang === 'en' ? 'Tender: ultra-low temperature freezers for the Suzhou plant' : '招标公告：苏州工厂超低温冰箱采购';
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/purchase-detail\\?id=\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('LS-ZB-2026-011', { exact: true })).toBeVisible();
    await expect(page.getByText('2026-12-15', { exact: true })).toBeVisible();
    const documents = page.getByRole('region', { name: lang === 'en' ? 'Documents' : '文件' });
    await expect(documents.getByText(lang === 'en' ? 'Technical specification' : '技术规格书')).toBeVisible();
    await page.getByRole('link', { name: lang === 'en' ? 'All notices' : '全部公告' }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/purchase-detail$`));
  });
}

test('an unknown purchase notice answers 404', async ({ request }) => {
  expect((await request.get('/purchase-detail?id=99999')).status()).toBe(404);
});

test('internal company paths are not public', async ({ request }) => {
  for (const path of ['/company/profile', '/data-centre/manual', '/purchase-notices/page~1']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('the company pages fit a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/connectionUs', '/labshopDistributors', '/saveTransport', '/data-center?code=catalog', '/purchase-detail']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto('/connectionUs');
  const map = page.locator('[data-map-state="ready"]');
  await expect(map).toBeVisible();
  const box = await map.boundingBox();
  expect(box && box.width).toBeLessThanOrEqual(390);
  expect(box && Math.round((box.width / box.height) * 10) / 10).toBe(1.7);
});
