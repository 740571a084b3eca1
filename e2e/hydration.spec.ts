import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { categoryGoods, findGoods } from './support/api';

/**
 * The islands that read the clock or the device's storage (countdown, latest browsing, search box,
 * inquiry form, medium menus) render on the server what the browser's first render shows; a
 * mismatch is reported by React through the console or as an uncaught error (#418 in production).
 */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const note = (text: string) => {
    if (/hydrat|Minified React error #(418|423|425)/i.test(text)) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') note(message.text());
  });
  page.on('pageerror', (error) => note(error.message));
  return errors;
}

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

test('a limited-time promotion hydrates from its end date, then counts down', async ({ page, request }) => {
  const goods = await findGoods(request, (each) => each.onShelfFlag && each.skus.some((sku) => sku.rules.some((rule) => rule.ruleType === 1000)));
  const errors = hydrationErrors(page);
  const response = await page.goto(`/goodsdetail?id=${goods.id}`);
  expect(await response?.text()).toContain('Limited-time offer until');
  const countdown = page
    .getByRole('table', { name: 'Specifications and prices' })
    .getByText(/^Ends in \d+d \d+h \d+m \d+s$/)
    .first();
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 3_000 });
  expect(errors).toEqual([]);
});

test('latest browsing, the search box and the inquiry form hydrate without a mismatch', async ({ page, request }) => {
  const [goods] = (await categoryGoods(request, 'CP002')).filter((each) => each.onShelfFlag);
  if (!goods) throw new Error('need an antibody');
  const errors = hydrationErrors(page);
  await page.goto(`/goodsdetail?id=${goods.id}`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pro_latestBrowsing') ?? '')).toContain(`"id":${goods.id}`);
  await page.evaluate(() => localStorage.setItem('pro_latelySearch', JSON.stringify(['GAPDH'])));

  // Both stored lists exist before these pages load: the server cannot know them, the browser shows them after hydration.
  await page.goto('/');
  const panel = page.getByRole('complementary', { name: 'Latest browsing' });
  await panel.getByRole('button', { name: 'Show latest browsing' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Search products and articles' }).fill('');
  await expect(page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option')).toHaveText(['GAPDH']);

  await page.goto('/purchase-inquiry');
  await expect(page.getByRole('form', { name: 'Inquiry form' })).toBeVisible();
  await page.goto('/bufferSolution?id=CP001015001165');
  await page.getByRole('button', { name: /^Type$/ }).click();
  await expect(page.getByRole('menuitemcheckbox').first()).toBeFocused();
  expect(errors).toEqual([]);
});
