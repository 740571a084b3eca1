import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { categoryGoods } from './support/api';

/** Console errors and failed requests (4xx/5xx, prefetches included) from now on. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A prefetch the router abandons when the page changes is not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  });
  return problems;
}

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

test('switching Chinese → English and back logs no console error and no failed request', async ({ page, request }) => {
  const [antibody] = await categoryGoods(request, 'CP002');
  const paths = ['/', '/goods-list?id=CP001', `/goodsdetail?id=${antibody?.id}`, '/search-result?search=antibody', '/antibody', '/testingService?flag=all'];
  const problems = watchProblems(page);
  for (const path of paths) {
    await page.goto(`/zh${path === '/' ? '' : path}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /^en\b/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).pathname.startsWith('/zh')).toBe(false);
    await page.waitForLoadState('networkidle');

    await page.getByRole('button', { name: /^中文/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.waitForLoadState('networkidle');
    expect(problems, path).toEqual([]);
  }
});
