// Article lists and pages (docs/product.md §2.5) in both languages: list → article → back, paging,
// the plan numbering, search results, server HTML, stored hostile bodies and the phone width.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import type { ArticleDetail } from '../contract/articles';
import { API_BASE, type Lang } from './support/api';
import { STAFF_TOKEN } from './support/staff';

/** Mirrors contract/article-constants.ts: plan N is article N − 1 + 4485; the promotion article. */
const PLAN_ARTICLE_OFFSET = 4485;
const PROMOTION_ARTICLE_ID = 4480;

async function articleOf(request: APIRequestContext, id: number, lang: Lang = 'en'): Promise<ArticleDetail> {
  const response = await request.get(`${API_BASE}/operation/tiContent/detail/${id}`, { headers: { lang } });
  const envelope = (await response.json()) as { code: number; msg: string; data: ArticleDetail };
  if (envelope.code !== 0) throw new Error(`article ${id}: ${envelope.msg}`);
  return envelope.data;
}

/** Stores an article as the back office would, body as authored. */
async function storeArticle(request: APIRequestContext, body: Record<string, unknown>): Promise<number> {
  const response = await request.post(`${API_BASE}/staff/articles`, { data: body, headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
  const envelope = (await response.json()) as { code: number; msg: string; data: { id: number } };
  if (envelope.code !== 0) throw new Error(`/staff/articles: ${envelope.msg}`);
  return envelope.data.id;
}

/** The page scrolls sideways by no more than a pixel of rounding. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

const LANGS = [
  {
    prefix: '',
    events: 'Events & promotions',
    back: 'Back to Events & promotions',
    pager: 'Article pages',
    page2: 'Go to page 2',
    plans: 'Experimental plans',
  },
  { prefix: '/zh', events: '活动促销', back: '返回活动促销', pager: '文章分页', page2: '转到第2页', plans: '实验方案' },
];

for (const lang of LANGS) {
  test(`list → article → back to the list (${lang.prefix || 'en'})`, async ({ page }) => {
    await page.goto(`${lang.prefix}/event-promotion?code=HDCX`);
    await expect(page.getByRole('heading', { level: 1, name: lang.events })).toBeVisible();
    const menu = page.getByRole('navigation', { name: new RegExp(lang.events) });
    await expect(menu.getByRole('link', { name: lang.events })).toHaveAttribute('aria-current', 'page');
    const first = page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link');
    const title = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/promotion-detail\\?id=\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: lang.prefix ? '面包屑导航' : 'Breadcrumb' }).getByRole('link', { name: lang.events })).toBeVisible();
    await page.getByRole('link', { name: lang.back }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/event-promotion\\?code=HDCX$`));
    await expect(page.getByRole('heading', { level: 1, name: lang.events })).toBeVisible();
  });

  test(`experimental plans page with server links; plan N opens article N − 1 + 4485 (${lang.prefix || 'en'})`, async ({ page, request }) => {
    await page.goto(`${lang.prefix}/experimentalPlanList?id=TJ`);
    await expect(page.getByRole('heading', { level: 1, name: lang.plans })).toBeVisible();
    const cards = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(10);
    const firstOnPage1 = await cards.first().innerText();
    const pager = page.getByRole('navigation', { name: lang.pager });
    await pager.getByRole('link', { name: lang.page2, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/experimentalPlanList\\?id=TJ&page=2$`));
    await expect(page.getByRole('navigation', { name: lang.pager }).getByRole('link', { name: lang.page2, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await cards.first().innerText()).not.toBe(firstOnPage1);

    const plan = await articleOf(request, PLAN_ARTICLE_OFFSET + 1, lang.prefix ? 'zh' : 'en');
    await page.goto(`${lang.prefix}/experimentalPlanDetail?sort=2`);
    await expect(page.getByRole('heading', { level: 1, name: plan.title })).toBeVisible();
    // One canonical page per article, whichever URL showed it.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${lang.prefix}/experimentalPlanDetail\\?id=${plan.id}$`));
  });
}

test('a page past the last one, an unknown article and a non-content category answer 404', async ({ request }) => {
  expect((await request.get('/experimentalPlanList?id=TJ&page=99')).status()).toBe(404);
  expect((await request.get('/data-detail?id=999999')).status()).toBe(404);
  expect((await request.get('/zh/promotion-detail?id=abc')).status()).toBe(404);
  expect((await request.get('/experimentalPlanList?id=CP001')).status()).toBe(404);
  expect((await request.get('/article/data-detail/id~1')).status()).toBe(404);
});

test('learning support lists its articles with the tree, and a sub-category narrows the list', async ({ page }) => {
  await page.goto('/learning-support');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning support' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Learning support: categories' });
  await menu.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/learning-support\?id=XXPT002$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  const first = page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link');
  await first.click();
  await expect(page).toHaveURL(/\/data-detail\?id=\d+$/);
});

test('a search result opens its article', async ({ page }) => {
  await page.goto('/search-result?search=protocol');
  const articles = page.getByRole('region', { name: 'Articles' });
  const link = articles.getByRole('link').first();
  const title = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/(experimentalPlanDetail|data-detail|promotion-detail)\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('without JavaScript the lists and the article are in the HTML, with JSON-LD, canonical and hreflang', async ({ browser, request }) => {
  const promotion = await articleOf(request, PROMOTION_ARTICLE_ID);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/promotion-detail');
  await expect(page.getByRole('heading', { level: 1, name: promotion.title })).toBeVisible();
  const firstParagraph = /<p>([^<]+)<\/p>/.exec(promotion.content)?.[1] ?? '';
  await expect(page.getByRole('article')).toContainText(firstParagraph.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'NewsArticle');
  expect(article?.headline).toBe(promotion.title);
  expect(article?.inLanguage).toBe('en');
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', /\/zh\/promotion-detail\?id=4480$/);

  await page.goto('/zh/event-promotion?code=XWZX');
  await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.goto('/information');
  for (const name of ['News', 'Events & promotions', 'Catalogues', 'Experimental plans', 'Learning support']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await context.close();

  const sitemap = await (await request.get('/sitemaps/articles.xml')).text();
  expect(sitemap).toContain(`/promotion-detail?id=${PROMOTION_ARTICLE_ID}`);
  expect(sitemap).toContain(`/experimentalPlanDetail?id=${PLAN_ARTICLE_OFFSET}`);
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/sitemaps/articles.xml');
});

test('the double-eleven page shows its rich article above the offers', async ({ page }) => {
  await page.goto('/promotionTrialList?id=CS0112');
  const section = page.getByRole('region', { name: 'About this promotion' });
  await expect(section.getByRole('heading', { name: 'Double Eleven shopping festival' })).toBeVisible();
  await expect(section.getByRole('table')).toBeVisible();
});

test('a stored hostile article renders clean in both languages', async ({ page, request }) => {
  const hostile = [
    '<p>Safe text survives</p>',
    '<script>window.__pwned = 1</script>',
    '<img src="x" onerror="window.__pwned = 2">',
    '<svg onload="window.__pwned = 3"></svg>',
    '<iframe src="javascript:window.__pwned = 4"></iframe>',
    '<a href="jav&#x09;ascript:window.__pwned = 5">click</a>',
    '<p style="background:url(javascript:window.__pwned = 6)">styled</p>',
    '<form action="https://evil.example"><input name="password"></form>',
  ].join('');
  const id = await storeArticle(request, { categoryId: 'XWZX', titleEn: 'A hostile article', titleZh: '恶意文章', contentEn: hostile, contentZh: hostile });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const prefix of ['', '/zh']) {
    await page.goto(`${prefix}/promotion-detail?id=${id}`);
    const body = page.getByRole('article');
    await expect(body).toContainText('Safe text survives');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await body.locator('script, svg, iframe, form, input, [onerror], [onload], [style]').count()).toBe(0);
    expect(await body.locator('a[href^="javascript" i], a[href*="script:" i]').count()).toBe(0);
    await body.getByText('click').click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
});

test('list and article pages fit a 390 px phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [plan] = [await articleOf(request, PLAN_ARTICLE_OFFSET + 25)];
  for (const path of ['/experimentalPlanList?id=TJ433', `/experimentalPlanDetail?id=${plan?.id}`, '/zh/event-promotion?code=catalog', '/information']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});
