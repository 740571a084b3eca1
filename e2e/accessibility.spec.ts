import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { categoryGoods } from './support/api';

/** axe-core's WCAG 2 A/AA rules on the pages crawlers and buyers meet first, in both languages. */
async function violations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')) }));
}

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

for (const prefix of ['', '/zh']) {
  test(`home, listing and 404 have no WCAG A/AA violations (${prefix || 'en'})`, async ({ page }) => {
    for (const path of ['/', '/goods-list?id=CP001&view=3', '/consumables?view=1', '/no-such-page']) {
      await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`);
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
