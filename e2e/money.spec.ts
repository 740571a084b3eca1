import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { API_BASE } from './support/api';
import { logInByEmailCode } from './support/account';
import { hydrated } from './support/hydration';
import { fenToUsdCents, priceLine, toYuan, type LinePrice, type PriceRule } from '../contract/pricing';
import type { GoodsDetail } from '../contract/goods';

/**
 * The money path (docs/product.md §11.4): for a goods item of each promotion rule type, the net
 * price its goods page shows is the unit price of its inquiry-list line, its settlement line and
 * its order line, in both languages, each in its language's one currency (§9); the line amounts
 * and the order total are the pricing rule's.
 */

type Lang = 'en' | 'zh';
const RULE_TYPES = [1000, 2000, 3000, 4000] as const;

interface Promoted {
  ruleType: number;
  goods: GoodsDetail;
  sku: GoodsDetail['skus'][number];
  quantity: number;
  price: LinePrice;
}

/** What a page of `lang` shows for an amount in fen: dollars on English pages, yuan on Chinese ones. */
function shown(fen: number, lang: Lang): string {
  return lang === 'en'
    ? new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(fenToUsdCents(fen) / 100)
    : new Intl.NumberFormat('zh', { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 }).format(fen / 100);
}

/** A quantity that lets the rule act: spend-and-reduce's threshold reached, a gift set earned. */
function quantityFor(rule: PriceRule, listPrice: number): number {
  if (rule.ruleType === 3000) {
    const unit = listPrice;
    return Math.min(9999, Math.max(1, Math.ceil((rule.cashBackPrice ?? 0) / unit)));
  }
  if (rule.ruleType === 4000) return Math.max(1, rule.presentNum ?? 1);
  return 2;
}

/** The first sellable goods item of each rule type, with the SKU it is on (the seed decides which). */
async function oneOfEachRuleType(request: APIRequestContext): Promise<Promoted[]> {
  const found = new Map<number, Promoted>();
  for (let id = 1; id <= 1500 && found.size < RULE_TYPES.length; id += 1) {
    const response = await request.post(`${API_BASE}/online/togoods/details`, { data: { id }, headers: { lang: 'en' } });
    const envelope = (await response.json()) as { code: number; data: GoodsDetail };
    const goods = envelope.data;
    if (envelope.code !== 0 || !goods.onShelfFlag || [-1, -2, -4].includes(goods.inventoryStatus)) continue;
    for (const sku of goods.skus) {
      for (const rule of sku.rules) {
        if (found.has(rule.ruleType) || (rule.ruleType === 4000 && rule.presentType === 1 && !rule.preGoodsSkus?.length)) continue;
        if (sku.rules.length > 1) continue; // one rule, so the line shows that rule alone
        const quantity = quantityFor(rule, sku.skuPrice);
        const price = priceLine({ goodsId: goods.id, skuId: sku.id, listPrice: sku.skuPrice, quantity, rules: sku.rules, at: Date.now() });
        found.set(rule.ruleType, { ruleType: rule.ruleType, goods, sku, quantity, price });
      }
    }
  }
  expect([...found.keys()].sort(), 'the demo catalogue has goods of every rule type').toEqual([...RULE_TYPES]);
  return RULE_TYPES.map((type) => found.get(type) as Promoted);
}

const prefix = (lang: Lang) => (lang === 'en' ? '' : '/zh');

async function netPriceOnGoodsPage(page: Page, item: Promoted, lang: Lang): Promise<string> {
  await page.goto(`${prefix(lang)}/goodsdetail?id=${item.goods.id}`);
  const cell = page.locator(`tr[data-sku-id="${item.sku.id}"] [data-net-price]`);
  await expect(cell).toBeVisible();
  return (await cell.getAttribute('data-net-price')) ?? '';
}

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

test('for each rule type the goods page’s net price is the inquiry list’s, the settlement’s and the order’s, in both languages', async ({ page, request }) => {
  test.setTimeout(180_000);
  const items = await oneOfEachRuleType(request);
  await logInByEmailCode(page);
  const address = await page.request.post('/api/user/tbmailinginfo/addAddress', {
    data: { consignee: 'Money E2E', mobile: '13800138000', country: 'CN', detail: '1 Pricing Road' },
    headers: { lang: 'en' },
  });
  expect((await address.json()).code).toBe(0);

  // The first item is added from its goods page with the quantity field; the others through the BFF.
  const [first, ...rest] = items as [Promoted, ...Promoted[]];
  await page.goto(`/goodsdetail?id=${first.goods.id}`);
  if (first.goods.skus.length > 1) await page.getByRole('button', { name: first.sku.skuDesc, exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(first.quantity));
  const add = page.getByRole('button', { name: 'Add to inquiry list' });
  await hydrated(add);
  await add.click();
  await expect(page.getByText('Goods successfully added to the inquiry list')).toBeVisible();
  for (const item of rest) {
    const added = await page.request.post('/api/online/toGoodsCar/addCar', {
      data: { id: item.goods.id, skuId: item.sku.id, quantity: item.quantity },
      headers: { lang: 'en' },
    });
    expect((await added.json()).code).toBe(0);
  }
  const settleQuery = items.map((item) => `${item.goods.id}:${item.sku.id}`).join(',');

  for (const lang of ['en', 'zh'] as const) {
    const net = new Map<number, string>();
    for (const item of items) {
      const text = await netPriceOnGoodsPage(page, item, lang);
      expect(text, `rule ${item.ruleType}: the goods page's net price`).toBe(shown(item.price.unitNetFen, lang));
      net.set(item.ruleType, text);
    }

    await page.goto(`${prefix(lang)}/inquire-list`);
    for (const item of items) {
      const row = page.locator(`[data-line="${item.goods.id}:${item.sku.id}"]`);
      await expect(row.locator('[data-net-price]')).toHaveAttribute('data-net-price', net.get(item.ruleType) ?? '');
      await expect(row.locator(`[data-amount]`)).toContainText(shown(item.price.amountFen, lang));
    }

    await page.goto(`${prefix(lang)}/order-info?goods=${settleQuery}`);
    for (const item of items) {
      const line = page.locator(`li[data-goods-id="${item.goods.id}"][data-sku-id="${item.sku.id}"]`);
      await expect(line.locator('[data-unit-price]'), `rule ${item.ruleType}: the settlement's unit price`).toHaveText(net.get(item.ruleType) ?? '');
      await expect(line.locator('[data-line-amount]')).toHaveText(shown(item.price.amountFen, lang));
    }
    const gift = items.find((item) => item.ruleType === 4000)?.price.gifts[0];
    if (gift) await expect(page.locator(`li[data-gift-goods-id="${gift.goodsId}"]`)).toBeVisible();
  }

  // Submitted from the English settlement: the order charges exactly what it showed.
  const expectedFen = items.reduce((sum, item) => sum + item.price.amountFen, 0);
  await page.goto(`/order-info?goods=${settleQuery}`);
  const subtotal = page.locator('[data-subtotal]');
  await expect(subtotal).toHaveText(shown(expectedFen, 'en'));
  const total = (await page.locator('[data-total]').textContent()) ?? '';
  const submit = page.getByRole('button', { name: 'Submit order' });
  await hydrated(submit);
  await submit.click();
  await expect(page).toHaveURL(/\/submit-order\?id=\d+/);
  const orderId = new URL(page.url()).searchParams.get('id');

  for (const lang of ['en', 'zh'] as const) {
    await page.goto(`${prefix(lang)}/order-details?id=${orderId}`);
    for (const item of items) {
      const line = page.locator(`li[data-goods-id="${item.goods.id}"][data-sku-id="${item.sku.id}"]:not([data-gift])`);
      await expect(line.locator('[data-unit-price]'), `rule ${item.ruleType}: the order's unit price`).toHaveText(shown(item.price.unitNetFen, lang));
      await expect(line.locator('[data-line-amount]')).toHaveText(shown(item.price.amountFen, lang));
    }
    await expect(page.locator('[data-subtotal]')).toHaveText(shown(expectedFen, lang));
    if (lang === 'en') await expect(page.locator('[data-total]')).toHaveText(total);
    const gift = items.find((item) => item.ruleType === 4000)?.price.gifts[0];
    if (gift) await expect(page.locator(`li[data-gift][data-goods-id="${gift.goodsId}"]`)).toBeVisible();
  }
  expect(toYuan(expectedFen)).toBeGreaterThan(0);
});
