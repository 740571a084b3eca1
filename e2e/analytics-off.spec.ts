import { expect, test } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { sellableGoods } from './support/api';
import { fillInquiryForm } from './support/inquiry-form';
import { analyticsCookies, fakeOutsideServices } from './support/outside-services';

/**
 * A shop built without analytics or WeChat variables (docs/product.md §15.6, §15.5): home, a goods
 * page and the whole inquiry flow load no analytics script, send nothing to an analytics or WeChat
 * host, set no analytics cookie, ask for no consent, and their scripts hold no analytics code.
 */
test('without analytics variables no page loads, sends or stores anything for analytics', async ({ page, context, request }) => {
  await suppressAdvert(page);
  const outside = await fakeOutsideServices(context);
  const scripts = new Set<string>();
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script' && sent.url().startsWith('http://localhost')) scripts.add(sent.url());
  });
  const [goods] = await sellableGoods(request, 1);
  if (!goods) throw new Error('the seed has sellable goods');

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Analytics settings' })).toHaveCount(0);
  await page.goto(`/goodsdetail?id=${goods.id}`);
  const add = page.getByRole('button', { name: 'Add to inquiry list' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Goods successfully added to the inquiry list' })).toBeVisible();
  await page.getByRole('button', { name: 'Inquire now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry' });
  await fillInquiryForm(dialog, page, { name: 'Ada Lovelace', email: `analytics-off-${Date.now()}@example.com`, phone: '+49 30 1234567' });
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'submit success!' })).toBeVisible();
  await page.goto('/inquire-list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(outside.requests).toEqual([]);
  expect(await analyticsCookies(context)).toEqual([]);
  await expect(page.locator('[data-analytics-consent]')).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('nalytics')))).toEqual([]);
  expect(scripts.size).toBeGreaterThan(0);
  for (const script of scripts) {
    const source = await (await request.get(script)).text();
    expect(source, script).not.toMatch(/googletagmanager|hm\.baidu\.com|res\.wx\.qq\.com|pro_analyticsConsent/);
  }
});
