// A sweep of 30 pages in each language (docs/architecture.md §9): no console error, no failed
// request and no answer of 400 or more for anything a page loads, once it has settled.
import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { categoryGoods } from './support/api';

const PAGES = [
  '/',
  '/product?flag=all',
  '/goods-list?id=CP001',
  '/goods-list?id=CP001&view=3',
  '/consumables?view=1',
  '/antibody',
  '/antibody?order=cited',
  '/instrument',
  '/bufferSolution?id=CP001015001164',
  '/mediumRecommendation',
  '/testingService?flag=all',
  '/search-result?search=CD44',
  '/event-promotion?code=XWZX',
  '/promotion-detail',
  '/experimentalPlanList?id=TJ430',
  '/experimentalPlanDetail?sort=1',
  '/learning-support',
  '/information',
  '/LibraryClassification',
  '/GallerySecond?id=TK003',
  '/GalleryGoodsDetail?id=1',
  '/connectionUs',
  '/labshop-profile',
  '/data-center?code=manual',
  '/purchase-detail',
  '/coa-reportsearch',
  '/primer-library',
  '/inquire-list',
  '/login',
];

interface Problem {
  page: string;
  what: string;
}

/**
 * `leaving` is true while the sweep opens the next page: a request of the page before that the
 * browser cuts short then (ERR_ABORTED; on a loaded machine an island's chunk asked for when the
 * page went idle) is the sweep's doing, not a failure of that page.
 */
function watch(page: Page, problems: Problem[], current: () => string, leaving: () => boolean): void {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push({ page: current(), what: `console: ${message.text()}` });
  });
  page.on('pageerror', (error) => problems.push({ page: current(), what: `page error: ${error.message}` }));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (leaving() && error === 'net::ERR_ABORTED') return;
    problems.push({ page: current(), what: `failed: ${request.url()} ${error}` });
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push({ page: current(), what: `${response.status()}: ${response.url()}` });
  });
}

for (const prefix of ['', '/zh']) {
  test(`30 pages load without console errors or failed requests (${prefix || 'en'})`, async ({ page, request }) => {
    test.setTimeout(10 * 60_000);
    await suppressAdvert(page);
    const [goods] = await categoryGoods(request, 'CP002001');
    if (!goods) throw new Error('no antibody to open');
    const paths = [...PAGES, `/goodsdetail?id=${goods.id}`].map((path) => (prefix && path === '/' ? prefix : `${prefix}${path}`));
    expect(paths).toHaveLength(30);

    const problems: Problem[] = [];
    let current = '';
    let leaving = false;
    watch(
      page,
      problems,
      () => current,
      () => leaving,
    );
    for (const path of paths) {
      current = path;
      leaving = true;
      const response = await page.goto(path);
      leaving = false;
      expect(response?.status(), path).toBe(200);
      // Settled: hydration done and the islands' own requests answered, before the next page aborts them.
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
}
