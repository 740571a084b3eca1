// Pages on a phone (390 x 844), logged in as the demo customer where the page is personal: the
// page's heading is on the first screen, nothing scrolls sideways, and the controls a buyer needs
// are on screen (docs/product.md §9).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { categoryGoods } from './support/api';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

async function logInAsDemo(page: Page): Promise<void> {
  const login = await page.request.post('/api/session', {
    data: { method: 'password', account: 'demo@labshop.example', password: 'labshop-demo-2026' },
    headers: { lang: 'en' },
  });
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
    const paths = ['/user', '/my-order', '/mail', '/my-wallet', '/experimental-progress', '/additional-ticket', '/receiving-address'].map(
      (path) => `${prefix}${path}`,
    );
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

test('centre tables on a phone keep words whole: the Withdraw button is one line, the table scrolls in its own box', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto('/additional-ticket');
  const withdraw = page.getByRole('button', { name: /^Withdraw the request for order/ }).first();
  await expect(withdraw).toBeVisible();
  const box = await withdraw.boundingBox();
  // A small text button is 30 px tall; a label broken in two ('WITHD RAW') doubles it.
  expect(box?.height ?? 0).toBeLessThan(40);
  expect((await measure(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);

  await page.goto('/experimental-progress');
  const project = page.getByRole('columnheader', { name: 'Project' });
  const cell = page.getByRole('row').nth(1).getByRole('cell').nth(1);
  // The project column is as wide as its longest word at least, not 5 letters.
  expect((await cell.boundingBox())?.width ?? 0).toBeGreaterThan(100);
  await expect(project).toBeVisible();
  expect((await measure(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
});

test('the search-result pager sits right under the products, before the articles', async ({ page }) => {
  await page.goto('/search-result?search=antibody');
  const pager = page.getByRole('navigation', { name: 'Result pages' });
  const articles = page.getByRole('region', { name: 'Articles' });
  await expect(pager).toBeVisible();
  const [pagerBox, articlesBox] = await Promise.all([pager.boundingBox(), articles.boundingBox()]);
  expect(pagerBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(articlesBox?.y ?? 0);
});

test('on a phone goods page the latest-browsing button leaves the Favourite button free', async ({ page, request }) => {
  const [older, newer] = (await categoryGoods(request, 'CP002001')).filter((goods) => goods.onShelfFlag);
  if (!older || !newer) throw new Error('need two antibodies');
  for (const goods of [older, newer]) {
    await page.goto(`/goodsdetail?id=${goods.id}`);
    await expect.poll(() => page.evaluate((id) => (localStorage.getItem('pro_latestBrowsing') ?? '').includes(`"id":${id}`), goods.id)).toBe(true);
  }
  await page.reload();
  const tab = page.getByRole('complementary', { name: 'Latest browsing' }).getByRole('button', { name: 'Show latest browsing' });
  const favourite = page.getByRole('button', { name: 'Favourite' });
  await expect(tab).toBeVisible();
  await expect(favourite).toBeVisible();
  const [a, b] = await Promise.all([tab.boundingBox(), favourite.boundingBox()]);
  if (!a || !b) throw new Error('both buttons are laid out');
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, 'the latest-browsing button covers the Favourite button').toBe(false);
  expect(a.width).toBeGreaterThanOrEqual(44);
});

test('a desktop listing table shows its price column whole beside both side columns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/goods-list?id=CP002');
  const table = page.locator('table').first();
  await expect(table).toBeVisible();
  const [tableWidth, boxWidth] = await table.evaluate((element) => [
    element.getBoundingClientRect().width,
    element.parentElement?.getBoundingClientRect().width ?? 0,
  ]);
  expect(tableWidth).toBeLessThanOrEqual(boxWidth);
});

test('the points exchange and the trial application start from the default receiving address', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto('/receiving-address');
  const book = page.getByRole('list', { name: 'Receiving addresses' });
  const defaultCard = book.getByRole('listitem').filter({ hasText: 'Default' }).first();
  await expect(defaultCard).toBeVisible();
  const cardText = await defaultCard.innerText();

  for (const [path, form] of [
    ['/exchange2?id=1&quantity=1', 'exchange-form'],
    ['/grinder-apply', 'trial-apply-form'],
  ] as const) {
    await page.goto(path);
    const fields = page.getByTestId(form);
    const consignee = await fields.getByRole('textbox', { name: /^Consignee/ }).inputValue();
    const mobile = await fields.getByRole('textbox', { name: /^Mobile/ }).inputValue();
    const address = await fields.getByRole('textbox', { name: /^Shipping address/ }).inputValue();
    expect(consignee, `${path} consignee`).not.toBe('');
    expect(cardText, `${path} consignee`).toContain(consignee);
    expect(cardText, `${path} mobile`).toContain(mobile);
    expect(cardText, `${path} address`).toContain(address);
  }
});

for (const prefix of ['', '/zh']) {
  test(`centre pages: links in text are underlined and the two search landmarks are told apart (${prefix || 'en'})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInAsDemo(page);
    for (const path of ['/user', '/my-order']) {
      await page.goto(`${prefix}${path}`);
      const results = await new AxeBuilder({ page }).withRules(['link-in-text-block', 'landmark-unique']).analyze();
      expect(
        results.violations.map((violation) => violation.id),
        `${prefix}${path}`,
      ).toEqual([]);
    }
  });
}
