import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { findGoods, sellableGoods, type SellableGoods } from './support/api';
import { logInByEmailCode } from './support/account';
import { hydrated } from './support/hydration';

/**
 * Quick order and buy again (docs/product.md §11.6), in both languages: a customer pastes good,
 * unknown and off-shelf Cat. Nos. and reads what became of each row, and the inquiry list holds
 * the good ones; an order bought again, whole and by one line, fills the inquiry list. The pages
 * fit a 390 px phone.
 */

const WORDS = {
  en: {
    prefix: '',
    heading: 'Quick order',
    paste: 'Cat. Nos. and quantities',
    submit: 'Add to inquiry list',
    didYouMean: 'Did you mean',
    added: /2 rows added, 2 rows not added/,
    buyOrder: (orderNo: string) => `Buy order ${orderNo} again`,
    buyLine: (itemno: string) => `Buy ${itemno} again`,
    orderAdded: '2 lines were added to your inquiry list.',
    lineAdded: '1 line was added to your inquiry list.',
  },
  zh: {
    prefix: '/zh',
    heading: '快速下单',
    paste: '货号与数量',
    submit: '加入询价单',
    didYouMean: '您是否要找',
    added: /已加入 2 行，未加入 2 行/,
    buyOrder: (orderNo: string) => `再次购买订单 ${orderNo}`,
    buyLine: (itemno: string) => `再次购买 ${itemno}`,
    orderAdded: '已将 2 行加入询价单。',
    lineAdded: '已将 1 行加入询价单。',
  },
} as const;

/** The customer's inquiry list as quantities by "goods:sku". */
async function listQuantities(page: Page): Promise<Record<string, number>> {
  const answer = await page.request.post('/api/online/toGoodsCar/myCarList', { data: {}, headers: { lang: 'en' } });
  const { page: list } = (await answer.json()) as { page: { list: { id: number; skuId: number; quantity: number }[] } };
  return Object.fromEntries(list.list.map((line) => [`${line.id}:${line.skuId}`, line.quantity]));
}

async function fitsPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeEach(async ({ page }) => {
  // Each journey logs in, opens three or four pages and waits for islands: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await suppressAdvert(page);
});

for (const lang of ['en', 'zh'] as const) {
  const words = WORDS[lang];

  test(`${lang}: pasted Cat. Nos. answer row by row and the good ones land in the inquiry list`, async ({ page, request }) => {
    const [first, second] = (await sellableGoods(request, 2, lang)) as [SellableGoods, SellableGoods];
    const offShelf = await findGoods(request, (goods) => !goods.onShelfFlag);
    // A look-alike slip of the first Cat. No.: its first 0 typed as the letter O.
    const slip = first.itemno.replace('0', 'O');
    expect(slip).not.toBe(first.itemno);
    await logInByEmailCode(page);

    await page.goto(`${words.prefix}/quick-order`);
    await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
    const box = page.getByLabel(words.paste);
    await hydrated(box);
    await box.fill([`${first.itemno} 2`, slip, `${offShelf.itemno}\t1`, `${second.itemno}, 3`].join('\n'));
    await page.getByRole('button', { name: words.submit }).click();

    await expect(page.getByRole('status').filter({ hasText: words.added })).toBeVisible();
    const row = (n: number) => page.locator(`tr[data-row="${n}"]`);
    await expect(row(1)).toHaveAttribute('data-outcome', 'added');
    await expect(row(1)).toContainText(first.title);
    await expect(row(2)).toHaveAttribute('data-outcome', 'unknown');
    await expect(row(2)).toContainText(words.didYouMean);
    await expect(row(2).getByRole('link', { name: first.itemno })).toBeVisible();
    await expect(row(3)).toHaveAttribute('data-outcome', 'offShelf');
    await expect(row(3).locator('[data-alternatives] a').first()).toBeVisible();
    await expect(row(4)).toHaveAttribute('data-outcome', 'added');
    await fitsPhone(page);

    // A row without a size takes the goods item's first size: one line each.
    const lines = Object.entries(await listQuantities(page)).map(([key, quantity]) => [key.split(':')[0], quantity]);
    expect(lines.sort()).toEqual(
      [
        [String(first.id), 2],
        [String(second.id), 3],
      ].sort(),
    );
    await page.goto(`${words.prefix}/inquire-list`);
    await expect(page.getByText(first.title).first()).toBeVisible();
    await expect(page.getByText(second.title).first()).toBeVisible();
  });

  test(`${lang}: buying an order again, whole and by one line, fills the inquiry list`, async ({ page, request }) => {
    const [first, second] = (await sellableGoods(request, 2, lang)) as [SellableGoods, SellableGoods];
    await logInByEmailCode(page);
    // The order is made as the settlement page makes it: lines in the list, an address, a submit.
    for (const [line, quantity] of [
      [first, 2],
      [second, 1],
    ] as const) {
      const added = await page.request.post('/api/online/toGoodsCar/addCar', { data: { id: line.id, skuId: line.skuId, quantity }, headers: { lang } });
      expect((await added.json()).code).toBe(0);
    }
    const address = await page.request.post('/api/user/tbmailinginfo/addAddress', {
      data: {
        consignee: 'Jane E2E',
        mobile: '13800138000',
        country: 'CN',
        province: 'Jiangsu',
        city: 'Nanjing',
        district: 'Jiangning',
        detail: '12 Science Park Road',
        postcode: '211100',
      },
      headers: { lang },
    });
    const addressAnswer = (await address.json()) as { code: number; msg: string; data: { id: number } };
    expect(addressAnswer, addressAnswer.msg).toMatchObject({ code: 0 });
    const submitted = await page.request.post('/api/online/toGoodsOrder/submit', {
      data: { goods: [first, second].map(({ id, skuId }) => ({ id, skuId })), addressId: addressAnswer.data.id, invoiceType: 'none' },
      headers: { lang, 'idempotency-key': `e2e-buy-again-${lang}-${Date.now()}` },
    });
    const order = (await submitted.json()) as { code: number; msg: string; data: { orderId: number; orderNo: string } };
    expect(order, order.msg).toMatchObject({ code: 0 });
    expect(await listQuantities(page)).toEqual({});

    await page.goto(`${words.prefix}/my-order`);
    const card = page.locator(`[data-order-no="${order.data.orderNo}"]`);
    const buyOrder = card.getByRole('button', { name: words.buyOrder(order.data.orderNo) });
    await hydrated(buyOrder);
    await buyOrder.click();
    await expect(card.getByRole('status').filter({ hasText: words.orderAdded })).toBeVisible();
    expect(await listQuantities(page)).toEqual({ [`${first.id}:${first.skuId}`]: 2, [`${second.id}:${second.skuId}`]: 1 });

    await page.goto(`${words.prefix}/order-details?id=${order.data.orderId}`);
    const buyLine = page.getByRole('button', { name: words.buyLine(first.itemno) });
    await hydrated(buyLine);
    await buyLine.click();
    await expect(page.getByRole('status').filter({ hasText: words.lineAdded })).toBeVisible();
    await fitsPhone(page);
    expect(await listQuantities(page)).toEqual({ [`${first.id}:${first.skuId}`]: 4, [`${second.id}:${second.skuId}`]: 1 });

    await page.goto(`${words.prefix}/inquire-list`);
    await expect(page.getByText(first.title).first()).toBeVisible();
  });
}

test('a guest is sent to log in from the quick order', async ({ page }) => {
  await page.goto('/quick-order');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fquick-order/);
});
