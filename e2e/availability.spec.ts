import { expect, test, type APIRequestContext } from '@playwright/test';
import type { GoodsSummary } from '../contract/goods';
import { API_BASE, type Lang } from './support/api';

async function listed(request: APIRequestContext, goodsCate: string, lang: Lang = 'en'): Promise<GoodsSummary[]> {
  const answer = await request.post(`${API_BASE}/online/togoods/classifyGoodsList`, { data: { goodsCate, limit: 500 }, headers: { lang } });
  return ((await answer.json()) as { data: { list: GoodsSummary[] } }).data.list;
}

const PRICE = /\$\d[\d,]*\.\d{2}/;

test.describe('availability (docs/product.md §4)', () => {
  for (const lang of ['en', 'zh'] as const) {
    test(`an item no longer sold offers no add button, only "Ask for an alternative" naming it (${lang})`, async ({ page, request }) => {
      const goods = (await listed(request, 'CP002', lang)).find((item) => item.inventoryStatus === -1 || item.inventoryStatus === -2);
      expect(goods, 'the seed has antibodies no longer sold').toBeTruthy();
      if (!goods) return;
      const words =
        lang === 'en'
          ? { add: 'Add to inquiry list', inquire: 'Inquire now', ask: 'Ask for an alternative', label: /^Stop (selling|production)$/ }
          : { add: '加入询价单', inquire: '立即询价', ask: '咨询替代产品', label: /^(停止销售|停产)$/ };
      await page.goto(`${lang === 'en' ? '' : '/zh'}/goodsdetail?id=${goods.id}`);
      const main = page.getByRole('main');
      await expect(main.getByText(words.label).first()).toBeVisible();
      await expect(main.getByRole('button', { name: words.add })).toHaveCount(0);
      await expect(main.getByRole('button', { name: words.inquire })).toHaveCount(0);
      await main.getByRole('button', { name: words.ask }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(goods.title, { exact: false }).first()).toBeVisible();
      await expect(dialog.getByText(goods.itemno, { exact: false }).first()).toBeVisible();
    });
  }

  test('an item in stock says so and shows its lead time', async ({ page, request }) => {
    const goods = (await listed(request, 'CP002')).find((item) => item.inventoryStatus === 1 && item.leadTimeMinDays !== null);
    expect(goods, 'the seed has antibodies in stock with a lead time').toBeTruthy();
    await page.goto(`/goodsdetail?id=${goods?.id}`);
    const main = page.getByRole('main');
    await expect(main.getByText('In stock', { exact: true })).toBeVisible();
    await expect(main.getByText(`Ships in ${goods?.leadTimeMinDays}–${goods?.leadTimeMaxDays} days`)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Add to inquiry list' })).toBeVisible();
  });

  test('every listing view shows prices and availability', async ({ page }) => {
    // Large images, list, and the table a category page opens with (docs/product.md §2.4 item 2).
    for (const view of [1, 2]) {
      await page.goto(`/goods-list?id=CP001&view=${view}`);
      const main = page.getByRole('main');
      await expect(main.getByText(PRICE).first()).toBeVisible();
      await expect(main.getByText('In stock', { exact: true }).first()).toBeVisible();
      await expect(main.getByText(/^Ships in \d+(–\d+)? days?$/).first()).toBeVisible();
    }
    await page.goto('/consumables');
    const table = page.getByRole('table', { name: 'Consumables' });
    await expect(table.getByRole('columnheader', { name: 'Price and availability' })).toBeVisible();
    const offer = table.getByRole('row').nth(1).getByRole('cell').last();
    await expect(offer).toHaveText(PRICE);
    await expect(offer).toHaveText(/Ships in|Stop|No Stock/);

    await page.goto('/zh/consumables');
    const zhTable = page.getByRole('table').first();
    await expect(zhTable.getByRole('columnheader', { name: '价格与供货' })).toBeVisible();
    await expect(zhTable.getByText(/天内发货/).first()).toBeVisible();
  });
});
