import { expect, test } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { API_BASE, sellableGoods } from './support/api';
import { logInByEmailCode } from './support/account';
import { STAFF_TOKEN } from './support/staff';
import { hydrated } from './support/hydration';
import { PHONE } from './support/walk';
import { cnyToUsd } from '../contract/pricing';
import type { Quote } from '../contract/quotes';

/**
 * Quotes (docs/product.md §11.5): a buyer inquires about two goods items, the sales team sends a
 * quote through the staff token API with one price of its own, the buyer opens the quote in
 * Chinese and in English (and on a 390 px phone), accepts it, and the order detail shows the
 * quoted prices.
 */

const usd = (cny: number) => `$${cnyToUsd(cny).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const yuan = (cny: number) => `¥${cny.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

test('a buyer opens the quote the sales team sent, in Chinese and English, accepts it and the order carries the quoted prices', async ({ page, request }) => {
  const goods = await sellableGoods(request, 2);
  const customer = await logInByEmailCode(page);
  const address = await page.request.post('/api/user/tbmailinginfo/addAddress', {
    data: { consignee: 'Jane Quote', mobile: '13800138000', country: 'CN', city: 'Nanjing', detail: '12 Science Park Road' },
    headers: { lang: 'en' },
  });
  expect((await address.json()).code).toBe(0);

  const inquiry = await page.request.post('/api/overseas/goodInquire/submitGoodInquireImmediately', {
    data: {
      name: 'Jane Quote',
      company: 'Example Lab',
      country: 'GB',
      email: customer.email,
      phone: '+44 20 7946 0000',
      message: 'Please quote both antibodies.',
      goodsList: goods.map((item) => ({ goodsId: item.id, skuId: item.skuId, quantity: 2 })),
    },
    headers: { lang: 'zh' },
  });
  const inquiryAnswer = (await inquiry.json()) as { code: number; msg: string; data: { inquiryId: number } };
  expect(inquiryAnswer, inquiryAnswer.msg).toMatchObject({ code: 0 });

  // The sales team quotes the first item at half its list price; the second keeps the goods page's net price.
  const quotedPrice = Math.round(goods[0]!.price * 50) / 100;
  const sent = await request.post(`${API_BASE}/staff/quotes/send`, {
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    data: {
      inquiryId: inquiryAnswer.data.inquiryId,
      validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      note: 'Ships from Nanjing within a week.',
      lines: [{ goodsId: goods[0]!.id, unitPrice: quotedPrice }, { goodsId: goods[1]!.id }],
    },
  });
  const sentAnswer = (await sent.json()) as { code: number; msg: string; data: Quote };
  expect(sentAnswer, sentAnswer.msg).toMatchObject({ code: 0 });
  const quote = sentAnswer.data;
  expect(quote.lines.find((line) => line.goodsId === goods[0]!.id)?.unitPrice).toBe(quotedPrice);

  // Chinese: the quote in yuan, on a phone too.
  await page.goto(`/zh/my-quote?id=${quote.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `报价 #${quote.id}` })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByText('待您答复')).toBeVisible();
  await expect(page.getByText('Ships from Nanjing within a week.')).toBeVisible();
  await expect(page.locator('[data-quote-total]')).toHaveText(yuan(quote.totalAmount));
  await expect(page.getByRole('button', { name: '接受并下单' })).toBeVisible();
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // English: the same quote in dollars; accepting places the order.
  await page.goto(`/my-quote?id=${quote.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Quote #${quote.id}` })).toBeVisible();
  await expect(page.getByText('Awaiting your answer')).toBeVisible();
  await expect(page.locator('[data-quote-total]')).toHaveText(usd(quote.totalAmount));
  const lineA = page.locator(`li[data-goods-id="${goods[0]!.id}"]`);
  await expect(lineA.locator('[data-unit-price]')).toHaveText(usd(quotedPrice));
  const accept = page.getByRole('button', { name: 'Accept and place the order' });
  await hydrated(accept);
  await accept.click();
  const placed = page.getByRole('status').filter({ hasText: 'was placed at the quoted prices' });
  await expect(placed).toBeVisible();
  await placed.getByRole('link', { name: 'View the order' }).click();

  await expect(page).toHaveURL(/\/order-details\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  for (const line of quote.lines) {
    await expect(page.locator(`li[data-goods-id="${line.goodsId}"] [data-unit-price]`)).toHaveText(usd(line.unitPrice));
  }

  // Back on the quote: accepted, with the order's link; no second order can come of it.
  await page.goto(`/my-quote?id=${quote.id}`);
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept and place the order' })).toHaveCount(0);
});
