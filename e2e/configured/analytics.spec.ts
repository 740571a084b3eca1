import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from '../support/advert';
import { sellableGoods } from '../support/api';
import { logInByEmailCode } from '../support/account';
import { fillInquiryForm } from '../support/inquiry-form';
import { addDeliveryAddress } from '../support/settlement';
import { violations } from '../support/axe';
import { analyticsCookies, fakeOutsideServices, type TagHit } from '../support/outside-services';

/**
 * Analytics with both tags configured (docs/product.md §15.6): nothing loads or is stored before
 * the visitor agrees; after consent every shop event reaches GA4 and Baidu Tongji once each, with
 * the charged amount on a purchase and nothing personal anywhere; a withdrawal in the footer stops
 * them and clears their cookies.
 */

const COMMERCE_EVENTS = ['search', 'view_item', 'view_item_list', 'add_to_inquiry_list', 'begin_inquiry', 'generate_lead', 'purchase'] as const;

const count = (hits: readonly TagHit[], tag: TagHit['tag'], event: string) => hits.filter((hit) => hit.tag === tag && hit.event === event).length;

/** Waits until each tag has counted `event` `times` times. */
async function reachedBoth(hits: readonly TagHit[], event: string, times = 1): Promise<void> {
  await expect.poll(() => [count(hits, 'ga4', event), count(hits, 'tongji', event)], { message: `${event} reached both tags` }).toEqual([times, times]);
}

const banner = (page: Page, name = 'Help us improve the catalogue') => page.getByRole('region', { name });

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

test('nothing loads before consent; after it each shop event reaches both tags once, without personal data', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const outside = await fakeOutsideServices(context);
  const [goods] = await sellableGoods(request, 1);
  if (!goods) throw new Error('the seed has sellable goods');

  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('Google Analytics and Baidu Tongji');
  // Idle and more: the tags would have loaded by now had the page not waited for the visitor.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  expect(outside.requests).toEqual([]);
  expect(await analyticsCookies(context)).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  await reachedBoth(outside.hits, 'page_view');

  // A search from the box: a page view of the results and the search with its term and count.
  const box = page.getByRole('combobox', { name: 'Search products and articles' });
  await box.fill('anti');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “anti”' })).toBeVisible();
  await reachedBoth(outside.hits, 'search');
  await reachedBoth(outside.hits, 'page_view', 2);
  const search = outside.hits.find((hit) => hit.tag === 'ga4' && hit.event === 'search');
  expect(search?.params.get('ep.search_term')).toBe('anti');
  expect(Number(search?.params.get('ep.result_count'))).toBeGreaterThan(0);
  expect(search?.params.get('dl')).toMatch(/\/search-result\?search=anti$/);

  await page.goto('/goods-list?id=CP002');
  await reachedBoth(outside.hits, 'view_item_list');
  expect(outside.hits.find((hit) => hit.tag === 'ga4' && hit.event === 'view_item_list')?.params.get('ep.item_list_id')).toBe('CP002');

  // A goods page, its inquiry list button and an inquiry sent from it.
  await page.goto(`/goodsdetail?id=${goods.id}`);
  await reachedBoth(outside.hits, 'view_item');
  const add = page.getByRole('button', { name: 'Add to inquiry list' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Goods successfully added to the inquiry list' })).toBeVisible();
  await reachedBoth(outside.hits, 'add_to_inquiry_list');
  await page.getByRole('button', { name: 'Inquire now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry' });
  await reachedBoth(outside.hits, 'begin_inquiry');
  const sender = { name: 'Grace Hopper', email: `analytics-${Date.now()}@example.com`, phone: '+49 30 7654321' };
  await fillInquiryForm(dialog, page, sender);
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'submit success!' })).toBeVisible();
  await reachedBoth(outside.hits, 'generate_lead');

  // An order: the purchase carries the total the page showed, in its currency.
  const customer = await logInByEmailCode(page);
  const added = await page.request.post('/api/online/toGoodsCar/addCar', { data: { id: goods.id, skuId: goods.skuId, quantity: 2 }, headers: { lang: 'en' } });
  expect((await added.json()).code).toBe(0);
  await page.goto('/inquire-list');
  await page.getByRole('button', { name: 'Settle', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
  await addDeliveryAddress(page, 'Jane Analytics');
  const shownTotal = Number(((await page.locator('[data-total]').textContent()) ?? '').replace(/[^\d.]/g, ''));
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order submitted' })).toBeVisible();
  const orderNo = await page.locator('[data-order-no]').getAttribute('data-order-no');
  await reachedBoth(outside.hits, 'purchase');
  const purchase = outside.hits.find((hit) => hit.tag === 'ga4' && hit.event === 'purchase');
  expect(purchase?.params.get('ep.transaction_id')).toBe(orderNo);
  expect(purchase?.params.get('ep.currency')).toBe('USD');
  expect(Number(purchase?.params.get('ep.value'))).toBe(shownTotal);
  const tongjiPurchase = outside.hits.find((hit) => hit.tag === 'tongji' && hit.event === 'purchase');
  expect(tongjiPurchase?.params.get('ep')).toBe(`purchase*${orderNo}*USD*${shownTotal}`);

  // Each event once per tag, and nothing that names the buyer in any hit.
  for (const event of COMMERCE_EVENTS) expect([event, count(outside.hits, 'ga4', event), count(outside.hits, 'tongji', event)]).toEqual([event, 1, 1]);
  const personal = [
    sender.name,
    sender.email,
    sender.phone,
    customer.email,
    customer.userName,
    encodeURIComponent(sender.email),
    encodeURIComponent(customer.email),
  ].filter(Boolean);
  for (const hit of outside.hits) for (const text of personal) expect(decodeURIComponent(hit.url)).not.toContain(text);
});

test('in Chinese the banner asks in Chinese; a refusal loads nothing and a withdrawal clears the tags’ cookies', async ({ page, context }) => {
  const outside = await fakeOutsideServices(context);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/zh');
  const zhBanner = banner(page, '帮助我们改进产品目录');
  await expect(zhBanner).toContainText('Google Analytics 和百度统计');
  // At 390 px the banner fits the phone's width, and the page with it passes axe.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await violations(page)).toEqual([]);
  await zhBanner.getByRole('button', { name: '拒绝' }).click();
  await expect(zhBanner).toBeHidden();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(zhBanner).toBeHidden();
  expect(outside.requests).toEqual([]);

  // Changed from the footer: consent loads the tags and they set their cookies…
  await page.getByRole('button', { name: '统计设置' }).click();
  await zhBanner.getByRole('button', { name: '同意' }).click();
  await reachedBoth(outside.hits, 'page_view');
  await expect.poll(() => analyticsCookies(context)).toEqual(expect.arrayContaining(['_ga', 'Hm_lvt_0123456789abcdef0123456789abcdef']));

  // …and a withdrawal stops them and clears the cookies; a later search reaches neither tag.
  await page.getByRole('button', { name: '统计设置' }).click();
  await zhBanner.getByRole('button', { name: '拒绝' }).click();
  await expect.poll(() => analyticsCookies(context)).toEqual([]);
  const before = outside.hits.length;
  await page.goto('/zh/search-result?search=anti');
  await page.waitForLoadState('networkidle');
  expect(outside.hits.length).toBe(before);
  expect(outside.requests.filter((url) => url.includes('gtag/js') || url.includes('hm.js'))).toHaveLength(2);
});
