import { expect, test } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import type { MenuEntry } from '../contract/catalogue';
import { API_BASE } from './support/api';

test.describe('storefront shell', () => {
  test.beforeEach(async ({ page }) => {
    await suppressAdvert(page);
  });

  test('home in English, switch to Chinese, and the choice is kept on the next visit', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Antibodies' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Browse the catalogue' })).toBeVisible();

    // Each button's name starts with its visible text (WCAG 2.5.3: label in name).
    await expect(page.getByRole('button', { name: /^en\s*Current language: English$/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /^中文\s*Switch language to 中文$/ }).click();
    await expect(page).toHaveURL(/\/zh$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '抗体' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '浏览产品目录' })).toBeVisible();

    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('zh');

    await page.goto('/');
    await expect(page).toHaveURL(/\/zh$/);
    await expect(page.getByRole('heading', { name: '浏览产品目录' })).toBeVisible();

    await page.getByRole('button', { name: /^en\s*切换语言为English$/ }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('heading', { name: 'Browse the catalogue' })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test('the nav menus are real links in the server HTML, shown only when opened', async ({ page, request }) => {
    const menus = await request.get(`${API_BASE}/overseas/featuredFirst/getIndexMenuList`, { headers: { lang: 'en' } });
    const antibodies = ((await menus.json()) as { data: { list: MenuEntry[] } }).data.list.find((menu) => menu.id === 'CP002');
    const subCategory = antibodies?.children[0]?.id;
    const featuredGoods = antibodies?.goodsList[0]?.id;
    if (!subCategory || !featuredGoods) throw new Error('no antibody sub-category or featured goods in the featured menus');
    // What a crawler reads: every menu's links, without running a script.
    const html = await (await request.get('/')).text();
    for (const href of [`/antibody?id=${subCategory}`, '/event-promotion?code=XWZX', '/experimentalPlanList?id=TJ', '/connectionUs']) {
      expect(html, href).toContain(`href="${href}"`);
    }
    // The menus' featured goods are not in every page's HTML: they load when a menu first opens.
    expect(html).not.toContain('id="mega-antibodies-goods"');

    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const news = nav.getByRole('button', { name: 'News', exact: true });
    await expect(nav.getByRole('link', { name: 'News center' })).toBeHidden();
    await news.click();
    await expect(news).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'News center' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'News center' })).toBeHidden();
    await expect(news).toBeFocused();
    await news.click();
    await page.getByRole('heading', { name: 'Browse the catalogue' }).click();
    await expect(nav.getByRole('link', { name: 'News center' })).toBeHidden();

    await nav.getByRole('button', { name: 'Show the Antibodies menu' }).click();
    const goods = nav.getByRole('list', { name: 'Featured products' });
    await expect(goods.locator(`a[href="/goodsdetail?id=${featuredGoods}"]`)).toBeVisible();
  });

  test('home shows the real categories from the API', async ({ page }) => {
    await page.goto('/');
    const grid = page.getByRole('region', { name: 'Browse the catalogue' });
    await expect(grid.getByRole('link', { name: 'Reagents' })).toBeVisible();
    await expect(grid.getByRole('link', { name: 'Culture medium' })).toBeVisible();
  });

  test('an unknown path shows the localised 404 page with status 404', async ({ page }) => {
    const english = await page.goto('/no-such-page');
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();

    const chinese = await page.goto('/zh/no-such-page');
    expect(chinese?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();

    const explicit = await page.goto('/404');
    expect(explicit?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('personal pages send a visitor without a session to the login page', async ({ page }) => {
    const response = await page.request.get('/my-order?page=2', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/\/login\?redirect=%2Fmy-order%3Fpage%3D2$/);
  });

  test('a trailing slash is stripped with the query kept', async ({ page }) => {
    const response = await page.request.get('/goods-list/?id=CP001', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/goods-list\?id=CP001$/);
  });
});
