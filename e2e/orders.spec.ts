import { expect, test, type APIRequestContext } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { API_BASE, categoryGoods } from './support/api';
import { logInByEmailCode } from './support/account';
import { STAFF_TOKEN } from './support/staff';
import { hydrated } from './support/hydration';
import { addDeliveryAddress } from './support/settlement';

/**
 * Settlement and orders (docs/product.md §11): a customer settles two inquiry-list lines with a
 * new address and a coupon, submits, finds the order in /my-order and cancels it; the Chinese
 * pages say the same in Chinese, and the pages fit a 390 px phone.
 */

/** Two goods still sold, each with a priced SKU. */
async function twoSellableGoods(request: APIRequestContext): Promise<{ id: number; skuId: number; title: string }[]> {
  const goods = await categoryGoods(request, 'CP002');
  const picked = goods
    .filter((item) => item.onShelfFlag && ![-1, -2, -4].includes(item.inventoryStatus))
    .flatMap((item) => {
      const sku = item.skus.find((candidate) => candidate.skuPrice > 0);
      return sku ? [{ id: item.id, skuId: sku.id, title: item.title }] : [];
    })
    .slice(0, 2);
  if (picked.length < 2) throw new Error('the seed has two sellable antibodies with priced SKUs');
  return picked;
}

async function giveCoupon(request: APIRequestContext, userId: string, title: string): Promise<void> {
  const response = await request.post(`${API_BASE}/staff/coupons/give`, {
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    data: { userId: Number(userId), title, amountOff: 10 },
  });
  const envelope = (await response.json()) as { code: number; msg: string };
  expect(envelope, envelope.msg).toMatchObject({ code: 0 });
}

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

test('a customer settles two inquiry-list lines with a new address and a coupon, submits, and cancels the order', async ({ page, request }) => {
  const goods = await twoSellableGoods(request);
  const customer = await logInByEmailCode(page);
  const couponTitle = `E2E coupon ${Date.now()}`;
  await giveCoupon(request, customer.userId, couponTitle);
  for (const line of goods) {
    const added = await page.request.post('/api/online/toGoodsCar/addCar', { data: { id: line.id, skuId: line.skuId, quantity: 2 }, headers: { lang: 'en' } });
    expect((await added.json()).code).toBe(0);
  }

  await page.goto('/inquire-list');
  for (const line of goods) await expect(page.getByText(line.title).first()).toBeVisible();
  await page.getByRole('button', { name: 'Settle', exact: true }).click();
  await expect(page).toHaveURL(/\/order-info\?goods=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
  for (const line of goods) await expect(page.getByRole('link', { name: line.title })).toBeVisible();
  await expect(page.getByText('Add a receiving address to continue.')).toBeVisible();

  // A new address, added in the dialog, becomes the delivery address.
  await addDeliveryAddress(page, 'Jane E2E');

  // The coupon takes 10 CNY off: the total drops.
  const total = page.locator('[data-total]');
  const before = await total.textContent();
  await page.getByLabel('Coupon').click();
  await page.getByRole('option', { name: new RegExp(couponTitle) }).click();
  await expect(total).not.toHaveText(before ?? '');
  await expect(page.locator('[data-coupon-discount]')).toBeVisible();

  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/submit-order\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order submitted' })).toBeVisible();
  const orderNo = (await page.locator('[data-order-no]').getAttribute('data-order-no')) ?? '';
  expect(orderNo).toMatch(/^SO\d{14,}$/);

  // The ordered lines left the inquiry list.
  const size = await page.request.get('/api/online/toGoodsCar/myCarSize', { headers: { lang: 'en' } });
  expect((await size.json()).data).toBe(0);

  await page.goto('/my-order');
  await expect(page.getByRole('link', { name: /Pending delivery \(1\)/ })).toBeVisible();
  const card = page.locator(`[data-order-no="${orderNo}"]`);
  await expect(card.getByText('Pending delivery', { exact: true })).toBeVisible();
  await expect(card.getByText(goods[0]?.title ?? '')).toBeVisible();

  // The detail fits a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await expect(page.getByText('Jane E2E')).toBeVisible();
  await expect(page.getByText(couponTitle)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/my-order');
  await card.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(`Cancel order ${orderNo}?`, { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText('Canceled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Delete order' })).toBeVisible();

  // The coupon came back.
  await page.goto('/my-coupon');
  await expect(page.getByText(couponTitle)).toBeVisible();

  // The message centre was told of both changes, newest first; opening one leads to the order.
  await page.goto('/mail');
  const messages = page.locator('button[aria-controls^="message-"]');
  await expect(messages).toHaveText([/Order canceled/, /Order received/]);
  await hydrated(messages.first());
  await messages.first().click();
  await expect(page.getByText(`Order ${orderNo} has been canceled.`, { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();

  // The Chinese pages.
  await page.goto('/zh/my-order');
  await expect(page.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
  await expect(page.locator(`[data-order-no="${orderNo}"]`).getByText('已取消', { exact: true })).toBeVisible();
  await page.goto('/zh/receiving-address');
  await expect(page.getByRole('heading', { level: 1, name: '收货地址' })).toBeVisible();
  await expect(page.getByText('Jane E2E')).toBeVisible();
  await expect(page.getByText('默认', { exact: true })).toBeVisible();
});

test('a guest is sent to log in from the order pages', async ({ page }) => {
  await page.goto('/my-order');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-order/);
});
