import { expect, test } from '@playwright/test';
import { suppressAdvert } from './support/advert';

/**
 * Every personal-centre route of docs/product.md §2.2, for the seeded demo customer (its orders,
 * after-sales requests, messages, wallet, points and trials make each page show records), in both
 * languages: none is a 404 or an error, each has its heading, and English pages carry no Chinese
 * outside the customer's own data.
 */
const CENTRE_ROUTES = [
  '/user',
  '/my-order',
  '/experimental-progress',
  '/my-evaluate',
  '/my-wallet',
  '/my-collection',
  '/integral-exchange',
  '/exchange-detail',
  '/return-refund',
  '/my-complaint',
  '/my-advice',
  '/mail',
  '/account-information',
  '/account-security',
  '/receipts-payments',
  '/additional-ticket',
  '/receiving-address',
  '/my-tracks',
  '/user-level',
  '/my-coupon',
  '/scan-detection',
  '/grinder-record',
  '/promotionTrial-order',
  '/my-inquiries',
];

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
  const login = await page.request.post('/api/session', {
    data: { method: 'password', account: 'demo@labshop.example', password: 'labshop-demo-2026' },
    headers: { lang: 'en' },
  });
  expect((await login.json()).code).toBe(0);
});

for (const prefix of ['', '/zh']) {
  test(`every personal-centre route answers the demo customer with its page (${prefix || 'en'})`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of CENTRE_ROUTES) {
      const response = await page.goto(`${prefix}${route}`);
      expect(response?.status(), route).toBe(200);
      expect(new URL(page.url()).pathname, `${route} stays put (no login, no 404)`).toBe(`${prefix}${route}`);
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
      await expect(page.getByRole('navigation', { name: prefix ? /个人中心/ : 'Personal centre sections' }), route).toBeVisible();
    }
  });
}

test('the detail pages of the demo customer open from their lists: an order, an after-sales request, a points order, a trial', async ({ page }) => {
  for (const [list, detail] of [
    ['/my-order', '/order-details?id='],
    ['/return-refund', '/afterDetail?id='],
    ['/integral-exchange', '/integralOrder-details?id='],
    ['/promotionTrial-order', '/promotionTrialOrder-details?id='],
  ] as const) {
    await page.goto(list);
    const link = page.getByRole('main').locator(`a[href^="${detail}"]`).first();
    await expect(link, `${list} links a ${detail} page`).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
  }
});
