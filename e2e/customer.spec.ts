import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { violations } from './support/axe';
import type { GoodsSummary } from '../contract/goods';
import { categoryGoods } from './support/api';
import { logInByEmailCode } from './support/account';

/**
 * A logged-in customer's own lists (docs/product.md §4–§6): favourites with their confirmation,
 * footprints feeding /my-tracks and the latest-browsing panel, recent searches kept on the
 * server, and the personal-centre pages.
 */

async function twoAntibodies(request: Parameters<typeof categoryGoods>[0]): Promise<[GoodsSummary, GoodsSummary]> {
  const [first, second] = await categoryGoods(request, 'CP002');
  if (!first || !second) throw new Error('the seed has at least two antibodies');
  return [first, second];
}

/** Opens a goods page and waits until its heart knows the customer's state. */
async function openGoodsAsCustomer(page: Page, goods: GoodsSummary): Promise<void> {
  const asked = page.waitForResponse((response) => response.url().includes('/api/online/togoodscollection/collectedIds'));
  const viewed = page.waitForResponse((response) => response.url().includes('/api/online/ToGoodsFoot/addFootprint'));
  await page.goto(`/goodsdetail?id=${goods.id}`);
  await Promise.all([asked, viewed]);
}

const heart = (page: Page) => page.getByRole('button', { name: 'Favourite', exact: true });

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

test('a guest clicking the heart is asked to log in', async ({ page, request }) => {
  const [goods] = await twoAntibodies(request);
  const session = page.waitForResponse((response) => response.url().endsWith('/api/session'));
  await page.goto(`/goodsdetail?id=${goods.id}`);
  await session;
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  await heart(page).click();
  const prompt = page.getByRole('dialog', { name: 'Please log in' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText('Log in to save products to your favourites.')).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/goodsdetail?id=${goods.id}`)}`);
});

test('a customer favourites a goods item, finds it in /my-collection and removes it after confirming', async ({ page, request }) => {
  const [goods] = await twoAntibodies(request);
  await logInByEmailCode(page);

  await openGoodsAsCustomer(page, goods);
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  await heart(page).click();
  await expect(page.getByText('goods successfully added to favourites')).toBeVisible();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/my-collection');
  await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible();
  const favourites = page.getByRole('list', { name: 'My favourites' });
  await expect(favourites.getByText(goods.title)).toBeVisible();
  await expect(page.getByText('1 favourite', { exact: true })).toBeVisible();

  // The cached goods page learns after hydration that it is collected; un-favouriting asks first.
  await openGoodsAsCustomer(page, goods);
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await heart(page).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from favourites?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await heart(page).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed from favourites')).toBeVisible();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/my-collection');
  await expect(page.getByText(/^No favourites yet\./)).toBeVisible();

  // Removing from /my-collection asks too.
  await openGoodsAsCustomer(page, goods);
  await heart(page).click();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/my-collection');
  await page.getByRole('button', { name: `Remove “${goods.title}” from favourites` }).click();
  await page.getByRole('dialog', { name: 'Remove from favourites?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed from favourites')).toBeVisible();
  await expect(page.getByText(/^No favourites yet\./)).toBeVisible();
});

test('viewed goods are footprints: /my-tracks and the latest-browsing panel list them newest first', async ({ page, request }) => {
  const [older, newer] = await twoAntibodies(request);
  await logInByEmailCode(page);
  await openGoodsAsCustomer(page, older);
  await openGoodsAsCustomer(page, newer);
  // A customer's views go to the account, not to the device's guest list.
  expect(await page.evaluate(() => window.localStorage.getItem('pro_latestBrowsing'))).toBeNull();

  await page.goto('/my-tracks');
  await expect(page.getByRole('heading', { level: 1, name: 'My footprints' })).toBeVisible();
  const tracks = page.getByRole('list', { name: 'My footprints' }).getByRole('listitem');
  await expect(tracks).toHaveCount(2);
  await expect(tracks.nth(0)).toHaveAttribute('data-goods-id', String(newer.id));
  await expect(tracks.nth(1)).toHaveAttribute('data-goods-id', String(older.id));
  await expect(tracks.nth(0).getByText(/^Viewed /)).toBeVisible();

  await page.goto('/');
  const panel = page.getByRole('complementary', { name: 'Latest browsing' });
  // The panel appears once the footprints have arrived; on a narrow window it starts folded.
  const toggle = panel.getByRole('button', { name: /latest browsing$/ });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const items = panel.getByRole('list', { name: 'Page 1 of 1' }).getByRole('link');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toHaveAttribute('href', `/goodsdetail?id=${newer.id}`);
  await expect(items.nth(1)).toHaveAttribute('href', `/goodsdetail?id=${older.id}`);

  // Removing a footprint takes it off the list.
  await page.goto('/my-tracks');
  await page.getByRole('button', { name: `Remove “${older.title}” from footprints` }).click();
  await expect(page.getByText('Removed from footprints')).toBeVisible();
  await expect(tracks).toHaveCount(1);
  await page.reload();
  await expect(tracks).toHaveCount(1);
});

test("a customer's recent searches are kept on the server", async ({ page }) => {
  await logInByEmailCode(page);
  const saved = page.waitForResponse((response) => response.url().includes('/api/operation/tiContent/saveSearchContent'));
  await page.goto('/search-result?search=GAPDH');
  await saved;

  // Nothing on the device: the list that comes back after a reload is the server's.
  expect(await page.evaluate(() => window.localStorage.getItem('pro_latelySearch'))).toBeNull();
  await page.goto('/');
  await page.reload();
  // The box asks for the list when first used (docs/islands.md), not with every page view.
  const box = page.getByRole('search', { name: 'Search products and articles' }).first().getByRole('combobox');
  const listed = page.waitForResponse((response) => response.url().includes('/api/operation/tiContent/getSearchContent'));
  await box.click();
  await listed;
  await expect(page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option', { name: 'GAPDH' })).toBeVisible();

  const answer = await page.request.get('/api/operation/tiContent/getSearchContent', { params: { size: '10' } });
  expect(((await answer.json()) as { data: { list: { searchTerms: string }[] } }).data.list.map((item) => item.searchTerms)).toEqual(['GAPDH']);
});

test('the personal-centre pages have no WCAG A/AA violations, in both languages', async ({ page, browser, request }) => {
  // Seven pages, each measured by axe: on a loaded two-core CI machine that is more than a minute.
  test.setTimeout(120_000);
  const [goods] = await twoAntibodies(request);
  const customer = await logInByEmailCode(page);
  await openGoodsAsCustomer(page, goods);
  await heart(page).click();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/user');
  await expect(page).toHaveTitle(/^Personal centre/);
  await expect(page.getByRole('navigation', { name: 'Personal centre sections' }).getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(`Hello, ${customer.userName}`)).toBeVisible();
  await expect(page.getByRole('link', { name: /1\s*Favourites/ })).toHaveAttribute('href', '/my-collection');
  await expect(page.getByRole('link', { name: /1\s*Footprints/ })).toHaveAttribute('href', '/my-tracks');
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

  for (const path of ['/user', '/my-collection', '/my-tracks', '/zh/user', '/zh/my-collection', '/zh/my-tracks']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  await expect(page).toHaveTitle(/^我的足迹/);

  // A guest on /my-collection is invited to log in rather than sent away.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await suppressAdvert(guest);
  await guest.goto('/my-collection');
  await expect(guest.getByRole('heading', { name: 'Log in to see your favourites' })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Log in' }).last()).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/my-collection')}`);
  expect(await violations(guest)).toEqual([]);
  await guestContext.close();
});

test('a session whose token no longer works sends the personal pages to log in again', async ({ page, browser }) => {
  await logInByEmailCode(page);
  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal centre' })).toBeVisible();

  // A second browser holding the same cookie; logging out in the first revokes the token.
  const stale = await browser.newContext();
  await stale.addCookies(await page.context().cookies());
  const logout = await page.request.delete('/api/session');
  expect(((await logout.json()) as { code: number }).code).toBe(0);

  const other = await stale.newPage();
  await other.goto('/my-tracks?page=2');
  await expect(other).toHaveURL(/\/login\?redirect=%2Fmy-tracks%3Fpage%3D2$/);
  await stale.close();
});
