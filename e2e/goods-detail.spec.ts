import { expect, test, type Page } from '@playwright/test';
import type { GoodsSummary } from '../contract/goods';
import { categoryGoods, findGoods, goodsDetail } from './support/api';

/** The Chinese wording of docs/product.md §8, and its English equivalent on English pages. */

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text): Record<string, unknown>[] => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

async function firstAntibody(request: Parameters<typeof categoryGoods>[0]): Promise<GoodsSummary> {
  const [goods] = await categoryGoods(request, 'CP002');
  expect(goods, 'the seed has antibodies').toBeTruthy();
  return goods as GoodsSummary;
}

test.describe('goods detail', () => {
  test('shows an on-shelf goods item in English with its price, JSON-LD and hreflang links', async ({ page, request }) => {
    const goods = await firstAntibody(request);
    const response = await page.goto(`/goodsdetail?id=${goods.id}`);
    expect(response?.status()).toBe(200);

    await expect(page).toHaveTitle(new RegExp(`Cat\\. No\\. ${goods.itemno}`));
    await expect(page.getByRole('heading', { level: 1, name: goods.title })).toBeVisible();
    await expect(page.getByRole('main').getByText(`Cat. No.: ${goods.itemno}`)).toBeVisible();
    const skus = page.getByRole('table', { name: 'Specifications and prices' });
    await expect(skus.getByText(/^\$\d[\d,]*\.\d{2}$/).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Antibodies', exact: true })).toHaveAttribute(
      'href',
      '/antibody?id=CP002',
    );
    await expect(page.getByRole('button', { name: 'Add to inquiry list' })).toHaveAttribute('data-goods-id', String(goods.id));
    await expect(page.getByRole('button', { name: 'Inquire now' })).toHaveAttribute('data-sku-id', /^\d+$/);

    const data = await structuredData(page);
    const product = data.find((item) => item['@type'] === 'Product');
    expect(product).toMatchObject({ name: goods.title, sku: goods.itemno });
    const offers = product?.offers as { price: string; priceCurrency: string }[];
    expect(offers[0]?.priceCurrency).toBe('USD');
    expect(offers[0]?.price).toBe(((goods.skus[0]?.skuPrice ?? 0) / 7.2).toFixed(2));
    expect(data.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/goodsdetail\\?id=${goods.id}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`:\\d+/goodsdetail\\?id=${goods.id}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', new RegExp(`/zh/goodsdetail\\?id=${goods.id}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`:\\d+/goodsdetail\\?id=${goods.id}$`));

    // The view is recorded for the latest-browsing panel.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('pro_latestBrowsing'))).toContain(`"id":${goods.id}`);
  });

  test('shows the same goods item in Chinese', async ({ page, request }) => {
    const { id } = await firstAntibody(request);
    const goods = await goodsDetail(request, id, 'zh');
    expect(goods).not.toBeNull();
    const response = await page.goto(`/zh/goodsdetail?id=${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: goods?.title })).toBeVisible();
    await expect(page.getByRole('main').getByText(`货号: ${goods?.itemno}`)).toBeVisible();
    // Chinese pages show yuan (docs/product.md §9), offers too.
    await expect(
      page
        .getByRole('table', { name: '规格与价格' })
        .getByText(/^¥\d[\d,]*\.\d{2}$/)
        .first(),
    ).toBeVisible();
    const product = (await structuredData(page)).find((item) => item['@type'] === 'Product');
    expect((product?.offers as { priceCurrency: string }[])[0]?.priceCurrency).toBe('CNY');
    expect(product).toMatchObject({ name: goods?.title, sku: goods?.itemno, url: expect.stringMatching(new RegExp(`/zh/goodsdetail\\?id=${id}$`)) });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/zh/goodsdetail\\?id=${id}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`:\\d+/goodsdetail\\?id=${id}$`));
  });

  test('is served from the cache on the second request', async ({ request }) => {
    const { id } = await firstAntibody(request);
    const first = await request.get(`/goodsdetail?id=${id}`);
    expect(first.status()).toBe(200);
    const second = await request.get(`/goodsdetail?id=${id}`);
    expect(second.headers()['x-nextjs-cache']).toBe('HIT');
  });

  test('an off-shelf or invalid id answers the localised 404 page', async ({ page, request }) => {
    const offShelf = await findGoods(request, (goods) => !goods.onShelfFlag);
    const english = await page.goto(`/goodsdetail?id=${offShelf.id}`);
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    const chinese = await page.goto(`/zh/goodsdetail?id=${offShelf.id}`);
    expect(chinese?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();

    const invalid = await page.goto('/goodsdetail?id=abc');
    expect(invalid?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a goods item links its datasheet in both languages (docs/product.md §2.6: every goods item has one)', async ({ page, request }) => {
    const goods = await findGoods(request, (item) => item.onShelfFlag);
    const datasheet = goods.documents.find((document) => document.fileName.endsWith('-datasheet.pdf'));
    expect(datasheet, `${goods.itemno} has a datasheet`).toBeTruthy();
    await page.goto(`/goodsdetail?id=${goods.id}`);
    const english = page.getByRole('region', { name: 'Documents and downloads' });
    await expect(english.getByRole('link', { name: datasheet?.fileName })).toHaveAttribute('href', /-datasheet\.pdf$/);
    await expect(english.getByRole('link', { name: 'Chinese edition' })).toHaveAttribute('href', /-datasheet-zh\.pdf$/);
    await page.goto(`/zh/goodsdetail?id=${goods.id}`);
    const chinese = page.getByRole('region', { name: '资料下载' });
    await expect(chinese.getByRole('link', { name: datasheet?.fileName })).toHaveAttribute('href', /-datasheet-zh\.pdf$/);
    await expect(chinese.getByRole('link', { name: '英文版' })).toHaveAttribute('href', /-datasheet\.pdf$/);
  });

  test('a document click counts the download and opens the file', async ({ page, context, request }) => {
    const goods = await findGoods(request, (item) => item.onShelfFlag && item.documents.length > 0);
    const [document] = goods.documents;
    await page.goto(`/goodsdetail?id=${goods.id}`);
    const link = page.getByRole('region', { name: 'Documents and downloads' }).getByRole('link', { name: document?.fileName });
    await expect(link).toBeVisible();
    const [counted, opened] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/api/online/togoods/downLoadInc/${document?.attachmentId}`)),
      context.waitForEvent('page'),
      link.click(),
    ]);
    expect(((await counted.json()) as { code: number }).code).toBe(0);
    expect(opened.url()).toContain(document?.fileName ?? '');
  });

  test('a discount shows as percent off in English and as folds in Chinese', async ({ page, request }) => {
    const goods = await findGoods(request, (item) => item.onShelfFlag && item.skus.some((sku) => sku.rules.some((rule) => rule.ruleType === 2000)));
    const rate = goods.skus.flatMap((sku) => sku.rules).find((rule) => rule.ruleType === 2000)?.discountRate ?? 0;
    await page.goto(`/goodsdetail?id=${goods.id}`);
    await expect(
      page
        .getByRole('table', { name: 'Specifications and prices' })
        .getByText(`${100 - rate}% off`)
        .first(),
    ).toBeVisible();
    await page.goto(`/zh/goodsdetail?id=${goods.id}`);
    await expect(
      page
        .getByRole('table', { name: '规格与价格' })
        .getByText(`${rate / 10}折`)
        .first(),
    ).toBeVisible();
  });

  test('the gallery switches the main image', async ({ page, request }) => {
    const goods = await findGoods(request, (item) => item.onShelfFlag && (JSON.parse(item.imgContent) as unknown[]).length > 1);
    await page.goto(`/goodsdetail?id=${goods.id}`);
    const gallery = page.getByRole('group', { name: 'Product images' });
    const main = gallery.getByRole('img', { name: `${goods.title}, image 1` });
    await expect(main).toBeVisible();
    const second = gallery.getByRole('button', { name: /^Show image 2 of \d+$/ });
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(gallery.getByRole('img', { name: `${goods.title}, image 2` })).toBeVisible();
  });
});
