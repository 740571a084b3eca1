// Pages on a phone (390 x 844), logged in as the demo customer where the page is personal: the
// page's heading is on the first screen, nothing scrolls sideways, and the controls a buyer needs
// are on screen (docs/product.md §9).
import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { categoryGoods } from './support/api';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

async function logInAsDemo(page: Page): Promise<void> {
  const login = await page.request.post('/api/session', { data: { method: 'password', account: 'demo@labshop.example', password: 'labshop-demo-2026' }, headers: { lang: 'en' } });
  expect((await login.json()).code).toBe(0);
}

/** Where the page's h1 starts and how wide the page is (anything over the viewport scrolls sideways). */
function measure(page: Page): Promise<{ h1Top: number; scrollWidth: number }> {
  return page.evaluate(() => ({
    h1Top: document.querySelector('h1')?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
    scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
  }));
}

/** The first order's detail page, as the order list links it (with the page's language prefix). */
async function firstOrderHref(page: Page, prefix: string): Promise<string> {
  await page.goto(`${prefix}/my-order`);
  const href = await page.getByRole('main').locator('a[href*="/order-details?id="]').first().getAttribute('href');
  if (!href) throw new Error('the demo customer has no order');
  return href;
}

for (const prefix of ['', '/zh']) {
  test(`centre pages start with their heading on a phone, the menu folded (${prefix || 'en'})`, async ({ page }) => {
    await logInAsDemo(page);
    const paths = ['/user', '/my-order', '/mail', '/my-wallet', '/experimental-progress', '/additional-ticket', '/receiving-address'].map((path) => `${prefix}${path}`);
    paths.push(await firstOrderHref(page, prefix));
    for (const url of paths) {
      await page.goto(url);
      const { h1Top, scrollWidth } = await measure(page);
      expect(h1Top, `${url}: heading on the first screen`).toBeLessThan(PHONE.height);
      expect(scrollWidth, `${url} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
    }
  });
}

test('the phone centre menu opens on demand and names the current section', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto('/my-order');
  const menu = page.getByRole('navigation', { name: 'Personal centre sections' });
  const toggle = menu.getByRole('button', { name: 'Centre menu: My orders' });
  await expect(menu.getByRole('link', { name: 'My wallet' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'My wallet' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
});

test('desktop keeps the centre side menu open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsDemo(page);
  await page.goto('/my-order');
  const menu = page.getByRole('navigation', { name: 'Personal centre sections' });
  await expect(menu.getByRole('button')).toBeHidden();
  await expect(menu.getByRole('link', { name: 'My wallet' })).toBeVisible();
});

for (const prefix of ['', '/zh']) {
  test(`each inquiry-list line is a card on a phone: its price, quantity, amount and Remove on screen (${prefix || 'en'})`, async ({ page, request }) => {
    const [goods] = await categoryGoods(request, 'CP002001');
    const sku = goods?.skus?.[0];
    if (!goods || !sku) throw new Error('no antibody with a size to list');
    const lines = [{ id: goods.id, skuId: sku.id, quantity: 2, addedAt: new Date().toISOString() }];
    await page.addInitScript((stored) => window.localStorage.setItem('pro_inquiryList', stored), JSON.stringify(lines));
    await page.goto(`${prefix}/inquire-list`);
    const line = page.locator(`[data-line="${goods.id}:${sku.id}"]`);
    await expect(line.getByRole('link').first()).toBeVisible();
    await expect(line.locator('[data-net-price]')).toBeVisible();
    for (const part of [line.getByRole('textbox'), line.locator('[data-amount]'), line.getByRole('button', { name: prefix ? /删除/ : /^Remove / })]) {
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    expect((await measure(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
  });
}
