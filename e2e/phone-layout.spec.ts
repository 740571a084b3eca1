// The shell on a phone (390 x 844): no page scrolls sideways, the header stays a slim bar, and
// the search row and the nav open on demand.
import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { categoryGoods } from './support/api';

const PHONE = { width: 390, height: 844 };
/** The most of the screen the closed header may take. */
const HEADER_MAX_PX = 120;

test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

/** How wide the page is (anything over the viewport scrolls sideways) and how tall the header is. */
function measure(page: Page): Promise<{ scrollWidth: number; header: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    header: document.querySelector('header')?.getBoundingClientRect().height ?? Number.POSITIVE_INFINITY,
  }));
}

for (const prefix of ['', '/zh']) {
  test(`home, listing, goods, antibody and inquiry-list pages fit a phone (${prefix || 'en'})`, async ({ page, request }) => {
    const [goods] = await categoryGoods(request, 'CP002001');
    if (!goods) throw new Error('no antibody to open');
    const menuLabel = prefix ? '菜单' : 'Menu';
    for (const path of ['/', '/goods-list?id=CP001', `/goodsdetail?id=${goods.id}`, '/antibody', '/inquire-list']) {
      const url = path === '/' && prefix ? prefix : `${prefix}${path}`;
      await page.goto(url);
      await expect(page.getByRole('banner').getByRole('button', { name: menuLabel, exact: true }), url).toBeVisible();
      const { scrollWidth, header } = await measure(page);
      expect(scrollWidth, `${url} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
      expect(header, `${url} header height`).toBeLessThanOrEqual(HEADER_MAX_PX);
    }
  });
}

test('the phone header opens the nav as a drawer and the search row on demand', async ({ page }) => {
  await page.goto('/goods-list?id=CP001');
  const header = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const menu = header.getByRole('button', { name: 'Menu', exact: true });
  await expect(nav).toBeHidden();
  await expect(header.getByRole('link', { name: 'Inquiry list, empty' })).toBeVisible();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Antibodies', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Purchase inquiry' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Switch language to 中文' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();

  // A category's menu expands in place as a list of its sub-categories.
  const toggle = nav.getByRole('button', { name: 'Show the Antibodies menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('list', { name: 'Antibodies categories' }).getByRole('link').first()).toBeVisible();
  expect((await measure(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
  const box = await toggle.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

  await menu.click();
  await expect(nav).toBeHidden();

  const search = header.getByRole('button', { name: 'Show the search box' });
  await expect(header.getByRole('search')).toBeHidden();
  await search.click();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('search').locator('input')).toBeFocused();
  expect((await measure(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
});
