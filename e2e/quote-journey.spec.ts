import { expect, test } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { sellableGoods } from './support/api';
import { logInByEmailCode } from './support/account';
import { hydrated } from './support/hydration';
import { DEMO_ADMIN, logInToConsole } from './support/staff';
import { cnyToUsd } from '../contract/pricing';

/**
 * The whole loop of docs/product.md §6.1 and §11.5–11.6, across both sides and both languages: a
 * buyer inquires about two antibodies; a staff member opens the inquiry in the console, finds the
 * quote form filled in at the pricing rule's net prices, lowers one and sends it; the buyer sees
 * the inquiry quoted on /my-inquiries and the quote in Chinese, accepts it in English, the order
 * charges the quoted prices, and buying the order again fills the inquiry list. The console then
 * shows the quote accepted, with its order.
 */

const usd = (cny: number) => `$${cnyToUsd(cny).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const yuan = (cny: number) => `¥${cny.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('inquiry → a quote from the console at rule prices, one lowered → accepted → the order charges the quote → buy again', async ({
  page,
  browser,
  request,
}) => {
  // Two sides, four pages each, on a machine that may be busy.
  test.setTimeout(180_000);
  await suppressAdvert(page);
  const goods = await sellableGoods(request, 2);

  // The buyer, logged in, with an address, inquires in Chinese.
  const customer = await logInByEmailCode(page);
  const address = await page.request.post('/api/user/tbmailinginfo/addAddress', {
    data: { consignee: 'Wang Fang', mobile: '13800138000', country: 'CN', city: 'Nanjing', detail: '12 Science Park Road' },
    headers: { lang: 'zh' },
  });
  expect((await address.json()).code).toBe(0);
  const company = `Loop Lab ${Date.now()}`;
  const sent = await page.request.post('/api/overseas/goodInquire/submitGoodInquireImmediately', {
    data: {
      name: 'Wang Fang',
      company,
      country: 'CN',
      email: customer.email,
      phone: '+86 25 8000 0000',
      message: 'Please quote both antibodies, three of each.',
      goodsList: goods.map((item) => ({ goodsId: item.id, skuId: item.skuId, quantity: 3 })),
    },
    headers: { lang: 'zh' },
  });
  const inquiry = (await sent.json()) as { code: number; msg: string; data: { inquiryId: number } };
  expect(inquiry, inquiry.msg).toMatchObject({ code: 0 });
  const inquiryId = inquiry.data.inquiryId;

  // The sales team, in a browser of its own: the inquiry from the inbox, the form at the rule's prices.
  const consoleContext = await browser.newContext();
  const staff = await consoleContext.newPage();
  await logInToConsole(staff, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await staff.getByLabel('Customer name, company, email or Cat. No.').fill(company);
  await staff.getByRole('button', { name: 'Search' }).click();
  await staff
    .getByRole('row')
    .filter({ hasText: company })
    .getByRole('link', { name: `#${inquiryId}` })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: `Inquiry #${inquiryId}` })).toBeVisible();
  const form = staff.locator(`form[action="/staff/inquiry/${inquiryId}/quote"]`);
  const quoted: number[] = [];
  for (const item of goods) {
    const price = form.getByLabel(`Unit price of ${item.itemno} in CNY`);
    const net = Number(await price.inputValue());
    expect(net, `${item.itemno} starts at a net price`).toBeGreaterThan(0);
    expect(net).toBeLessThanOrEqual(item.price);
    await expect(form.getByRole('row').filter({ hasText: item.itemno }).locator('[data-list-price]')).toHaveText(yuan(item.price));
    await expect(form.getByLabel(`Quantity of ${item.itemno}`)).toHaveValue('3');
    quoted.push(net);
  }
  // The first line at 80% of its net price; the second stays at the rule's.
  quoted[0] = Math.round(quoted[0]! * 80) / 100;
  await form.getByLabel(`Unit price of ${goods[0]!.itemno} in CNY`).fill(quoted[0].toFixed(2));
  await form.getByLabel('Note to the customer (optional)').fill('Both ship from Nanjing within a week.');
  await form.getByRole('button', { name: 'Send quote' }).click();
  await expect(staff.getByText('The quote was sent to the customer.')).toBeVisible();
  const listed = staff.locator('[data-quote]');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Sent, awaiting the customer');
  await expect(listed).toContainText(DEMO_ADMIN.name);
  const quoteId = Number(await listed.getAttribute('data-quote'));

  // The buyer's inquiries, in Chinese: quoted, with the quote's link; the quote in yuan, from the member.
  await page.goto('/zh/my-inquiries');
  const card = page.locator(`[data-inquiry-id="${inquiryId}"]`);
  await expect(card.locator('[data-state="quoted"]')).toHaveText('已报价');
  await card.getByRole('link', { name: `查看报价 #${quoteId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `报价 #${quoteId}` })).toBeVisible();
  await expect(page.getByText(DEMO_ADMIN.name)).toBeVisible();
  await expect(page.getByText('Both ship from Nanjing within a week.')).toBeVisible();
  await expect(page.locator(`li[data-goods-id="${goods[0]!.id}"] [data-unit-price]`)).toHaveText(yuan(quoted[0]));

  // In English: accepted into an order at the quoted prices.
  await page.goto(`/my-quote?id=${quoteId}`);
  const accept = page.getByRole('button', { name: 'Accept and place the order' });
  await hydrated(accept);
  await accept.click();
  const placed = page.getByRole('status').filter({ hasText: 'was placed at the quoted prices' });
  await expect(placed).toBeVisible();
  const orderNo = /Order (\S+) was placed/.exec((await placed.textContent()) ?? '')?.[1];
  expect(orderNo, 'the confirmation names the order').toBeTruthy();
  await placed.getByRole('link', { name: 'View the order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  for (const [index, item] of goods.entries()) {
    await expect(page.locator(`li[data-goods-id="${item.id}"] [data-unit-price]`)).toHaveText(usd(quoted[index]!));
  }

  // Buying the order again puts both lines back in the inquiry list.
  const buyAgain = page.getByRole('button', { name: `Buy order ${orderNo} again` });
  await hydrated(buyAgain);
  await buyAgain.click();
  await expect(page.getByRole('status').filter({ hasText: '2 lines were added to your inquiry list.' })).toBeVisible();
  await page.goto('/inquire-list');
  for (const item of goods) await expect(page.getByText(item.title).first()).toBeVisible();

  // The console shows the quote accepted, with its order.
  await staff.reload();
  await expect(staff.locator(`[data-quote="${quoteId}"]`)).toContainText('Accepted');
  await expect(staff.locator(`[data-quote="${quoteId}"]`)).toContainText(`order ${orderNo}`);
  await consoleContext.close();
});
