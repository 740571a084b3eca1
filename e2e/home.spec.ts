import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADVERT_STORAGE_KEY } from '../lib/catalogue/advert-schedule';
import { ADVERT_REAPPEAR_MS } from '../lib/catalogue/constants';
import { suppressAdvert } from './support/advert';
import type { MenuEntry } from '../contract/catalogue';
import { API_BASE, categoryGoods, type Lang } from './support/api';

/** The featured menus as the API answers them, to know which sub-categories to expect. */
async function featuredMenu(request: APIRequestContext, id: string, lang: Lang): Promise<MenuEntry> {
  const response = await request.get(`${API_BASE}/overseas/featuredFirst/getIndexMenuList`, { headers: { lang } });
  const envelope = (await response.json()) as { code: number; data: { list: MenuEntry[] } };
  const entry = envelope.data.list.find((menu) => menu.id === id);
  if (!entry) throw new Error(`no featured menu ${id}`);
  return entry;
}

const mainNav = (page: Page, lang: Lang) => page.getByRole('navigation', { name: lang === 'en' ? 'Main navigation' : '主导航' });

test.describe('home page chrome', () => {
  test.beforeEach(async ({ page }) => {
    await suppressAdvert(page);
  });

  test('a nav category opens its mega-menu after a short hover and its sub-category opens the listing', async ({ page, request }) => {
    const antibodies = await featuredMenu(request, 'CP002', 'en');
    const [first] = antibodies.children;
    if (!first) throw new Error('CP002 has no sub-categories');
    await page.goto('/');
    const nav = mainNav(page, 'en');
    // Code asked for after the first load (the featured goods' island) arrives late, as on a slow
    // line: the menu opens before it.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });

    await nav.getByRole('link', { name: 'Antibodies', exact: true }).hover();
    const subCategories = nav.getByRole('list', { name: 'Antibodies categories' });
    // The menu waits for the pointer to rest (500 ms) before it opens.
    await expect(subCategories).toBeHidden();
    await expect(subCategories).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Show the Antibodies menu' })).toHaveAttribute('aria-expanded', 'true');
    const firstLink = subCategories.getByRole('link', { name: first.dictValue, exact: true });
    const openedAt = await firstLink.boundingBox();
    await expect(nav.getByRole('list', { name: 'Featured products' }).getByRole('listitem')).toHaveCount(Math.min(antibodies.goodsList.length, 6));
    // The featured goods load into a column kept from the opening: the links beside it stay put.
    expect(await firstLink.boundingBox()).toEqual(openedAt);

    await firstLink.click();
    await expect(page).toHaveURL(new RegExp(`/antibody\\?id=${first.id}$`));
    await expect(subCategories).toBeHidden();
  });

  test('the mega-menu closes when the page scrolls', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page, 'en');
    await nav.getByRole('link', { name: 'Instruments', exact: true }).hover();
    const subCategories = nav.getByRole('list', { name: 'Instruments categories' });
    await expect(subCategories).toBeVisible();
    await subCategories.hover();
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect(subCategories).toBeHidden();
  });

  test('the mega-menu works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page, 'en');
    const toggle = nav.getByRole('button', { name: 'Show the Consumables menu' });
    const subCategories = nav.getByRole('list', { name: 'Consumables categories' });

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(subCategories).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(subCategories).toBeHidden();
    await expect(toggle).toBeFocused();

    await nav.getByRole('link', { name: 'Consumables', exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(subCategories).toBeVisible();
    await expect(subCategories.getByRole('link').first()).toBeFocused();
  });

  test('the header sticks to the top once the page has scrolled past 190 px', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page, 'en');
    // Below the 190 px threshold the header scrolls away with the page.
    await page.evaluate(() => window.scrollTo(0, 180));
    await expect(nav).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(nav).toBeInViewport();
    const box = await nav.boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(150);
  });

  test('the banner carousel has several slides and moves on with its buttons', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured', exact: true });
    const dots = carousel.getByRole('button', { name: /^Show slide \d+$/ });
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    await expect(carousel.getByRole('group', { name: `1 of ${count}`, exact: true })).toBeVisible();

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('group', { name: `2 of ${count}`, exact: true })).toBeVisible();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel.getByRole('group', { name: `1 of ${count}`, exact: true })).toBeVisible();
  });

  test('the latest-browsing panel lists viewed goods newest first', async ({ page, request }) => {
    const [older, newer] = (await categoryGoods(request, 'CP002')).filter((goods) => goods.onShelfFlag);
    if (!older || !newer) throw new Error('need two antibodies');
    const panel = page.getByRole('complementary', { name: 'Latest browsing' });

    for (const goods of [older, newer]) {
      await page.goto(`/goodsdetail?id=${goods.id}`);
      await expect(page.getByRole('heading', { level: 1, name: goods.title })).toBeVisible();
      // The view is recorded by a client island after hydration: wait for it before leaving.
      await expect.poll(() => page.evaluate((id) => (localStorage.getItem('pro_latestBrowsing') ?? '').includes(`"id":${id}`), goods.id)).toBe(true);
    }
    await expect(panel.getByRole('button', { name: 'Show latest browsing' })).toBeVisible();

    await page.goto('/');
    await panel.getByRole('button', { name: 'Show latest browsing' }).click();
    const items = panel.getByRole('list', { name: 'Page 1 of 1' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(newer.title);
    await expect(items.nth(1)).toContainText(older.title);
    await expect(panel.getByRole('button', { name: 'Older items' })).toBeDisabled();
    await panel.getByRole('button', { name: 'Hide latest browsing' }).click();
    await expect(items).toHaveCount(0);
  });

  const navLabels = {
    en: {
      items: ['Products', 'Consumables', 'Antibodies', 'Instruments', 'Culture Medium'],
      toggle: (name: string) => `Show the ${name} menu`,
      categories: (name: string) => `${name} categories`,
    },
    zh: { items: ['产品', '耗材', '抗体', '仪器', '培养基'], toggle: (name: string) => `展开${name}菜单`, categories: (name: string) => `${name}分类` },
  };

  for (const lang of ['en', 'zh'] as const) {
    test(`every category item has a mega-menu (${lang})`, async ({ page, request }) => {
      const { items, toggle, categories } = navLabels[lang];
      const [products = '', , antibodyLabel = ''] = items;
      const antibodies = await featuredMenu(request, 'CP002', lang);
      await page.goto(lang === 'en' ? '/' : '/zh');
      const nav = mainNav(page, lang);
      for (const name of items) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
        await expect(nav.getByRole('button', { name: toggle(name) })).toHaveAttribute('aria-expanded', 'false');
      }

      await nav.getByRole('link', { name: antibodyLabel, exact: true }).hover();
      await expect(
        nav.getByRole('list', { name: categories(antibodyLabel) }).getByRole('link', { name: antibodies.children[0]?.dictValue, exact: true }),
      ).toBeVisible();
      // Leaving the item closes its menu; Products lists the level-2 categories themselves.
      await page.mouse.move(5, 5);
      await expect(nav.getByRole('button', { name: toggle(antibodyLabel) })).toHaveAttribute('aria-expanded', 'false');
      await nav.getByRole('link', { name: products, exact: true }).hover();
      await expect(nav.getByRole('list', { name: categories(products) }).getByRole('link', { name: antibodies.dictValue, exact: true })).toBeVisible();
    });
  }
});

test.describe('home advert dialog', () => {
  test('opens on a first visit, closes, stays shut on reload and returns after 5 minutes', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'News and offers' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Show advert \d+$/ }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    // Once the carousel answers its buttons the page is interactive and the dialog had its chance.
    const carousel = page.getByRole('region', { name: 'Featured', exact: true });
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
    await expect(dialog).toBeHidden();

    await page.evaluate(([key, age]) => localStorage.setItem(key, String(Date.now() - age)), [ADVERT_STORAGE_KEY, ADVERT_REAPPEAR_MS + 1000] as const);
    await page.reload();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
