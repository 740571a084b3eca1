// axe-core's WCAG 2 A/AA rules, in both languages, on the states of pages the route walk
// (e2e/route-walk.spec.ts) does not reach: a listing's other views, a filled inquiry list, open
// dialogs, forms showing their messages, a search with and without results, a map or a viewer once
// ready. Every route at rest is checked there, so it is not checked again here.
import { expect, test } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { violations } from './support/axe';
import { categoryGoods } from './support/api';

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

for (const prefix of ['', '/zh']) {
  test(`a listing's table and image views have no WCAG A/AA violations (${prefix || 'en'})`, async ({ page }) => {
    for (const path of ['/goods-list?id=CP001&view=3', '/consumables?view=1']) {
      await page.goto(`${prefix}${path}`);
      expect(await violations(page), `${prefix}${path}`).toEqual([]);
    }
  });
}

test('a goods detail page has no WCAG A/AA violations', async ({ page, request }) => {
  const [goods] = await categoryGoods(request, 'CP002001');
  if (!goods) throw new Error('no antibody to open');
  await page.goto(`/goodsdetail?id=${goods.id}`);
  expect(await violations(page)).toEqual([]);
});

for (const prefix of ['', '/zh']) {
  test(`the inquiry list, the inquiry dialog and purchase inquiry have no WCAG A/AA violations (${prefix || 'en'})`, async ({ page, request }) => {
    await page.goto(`${prefix}/inquire-list`);
    await expect(page.getByRole('link', { name: prefix ? '返回首页' : 'Back to Home' })).toBeVisible();
    expect(await violations(page), `${prefix}/inquire-list (empty)`).toEqual([]);

    const goods = (await categoryGoods(request, 'CP002')).slice(0, 2);
    await page.evaluate(
      (lines) => window.localStorage.setItem('pro_inquiryList', JSON.stringify(lines)),
      goods.map((item) => ({ id: item.id, skuId: item.skus[0]?.id ?? 0, quantity: 1, addedAt: new Date().toISOString() })),
    );
    await page.reload();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('cell', { name: goods[0]?.itemno })).toBeVisible();
    expect(await violations(page), `${prefix}/inquire-list (lines)`).toEqual([]);

    await page.getByRole('button', { name: prefix ? '提交询价' : 'Submit inquiry' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: prefix ? '提交' : 'Submit', exact: true }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    expect(await violations(page), `${prefix}/inquire-list (dialog with messages)`).toEqual([]);

    await page.goto(`${prefix}/purchase-inquiry`);
    await page.getByRole('button', { name: prefix ? '提交' : 'Submit', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    expect(await violations(page), `${prefix}/purchase-inquiry`).toEqual([]);
  });
}

for (const prefix of ['', '/zh']) {
  test(`an article list and an article page have no WCAG A/AA violations (${prefix || 'en'})`, async ({ page }) => {
    for (const path of ['/experimentalPlanList?id=TJ433', '/experimentalPlanDetail?sort=25']) {
      await page.goto(`${prefix}${path}`);
      expect(await violations(page), `${prefix}${path}`).toEqual([]);
    }
  });
}

for (const prefix of ['', '/zh']) {
  test(`a gallery image page with its viewer ready has no WCAG A/AA violations (${prefix || 'en'})`, async ({ page }) => {
    await page.goto(`${prefix}/GalleryGoodsDetail?id=1`);
    await expect(page.getByRole('button', { name: prefix ? '放大' : 'Zoom in' })).toBeEnabled();
    expect(await violations(page), `${prefix}/GalleryGoodsDetail?id=1`).toEqual([]);
  });
}

for (const prefix of ['', '/zh']) {
  test(`the contact page with its map drawn has no WCAG A/AA violations (${prefix || 'en'})`, async ({ page }) => {
    await page.goto(`${prefix}/connectionUs`);
    await expect(page.locator('[data-map-state="ready"] svg')).toBeVisible();
    expect(await violations(page), `${prefix}/connectionUs`).toEqual([]);
  });
}

for (const prefix of ['', '/zh']) {
  test(`COA and primer searches, with and without results, have no WCAG A/AA violations (${prefix || 'en'})`, async ({ page }) => {
    for (const path of [
      '/coa-reportsearch?batch=&itemno=',
      '/coa-reportsearch?batch=AB10001M-2404C',
      '/coa-reportsearch?batch=ZZ1-0101A',
      '/primer-library?keyword=none-such',
    ]) {
      await page.goto(`${prefix}${path}`);
      expect(await violations(page), `${prefix}${path}`).toEqual([]);
    }
  });
}

for (const prefix of ['', '/zh']) {
  test(`goods compared side by side, and results narrowed by a facet, have no WCAG A/AA violations (${prefix || 'en'})`, async ({ page, request }) => {
    const [first, second, third] = await categoryGoods(request, 'CP002001');
    if (!first || !second || !third) throw new Error('three antibodies to compare');
    for (const path of [`/compare?ids=${first.id},${second.id},${third.id}`, '/search-result?search=antibody&host=rabbit&sort=citations']) {
      await page.goto(`${prefix}${path}`);
      expect(await violations(page), `${prefix}${path}`).toEqual([]);
    }
  });
}
