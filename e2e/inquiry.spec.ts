import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logInByEmailCode, uniqueEmail } from './support/account';
import { suppressAdvert } from './support/advert';
import type { GoodsSummary } from '../contract/goods';
import { categoryGoods, findGoods, goodsDetail } from './support/api';
import { inquiriesFrom } from './support/staff';

const MESSAGES = [
  'Please Enter Name',
  'Please Enter Company',
  'Please Enter Country/Region',
  'Please Enter Email',
  'Please Enter Phone',
  'Please Enter Message',
];

/** An on-shelf goods item with at least two SKUs, as the seed has among antibodies and instruments. */
async function goodsWithTwoSkus(request: APIRequestContext): Promise<GoodsSummary> {
  for (const category of ['CP002', 'CP014', 'CP001']) {
    const found = (await categoryGoods(request, category)).find((goods) => goods.onShelfFlag !== false && goods.skus.length >= 2);
    if (found) return found;
  }
  throw new Error('the seed has no goods item with two SKUs');
}

/** A unique sender, so each journey finds its own inquiries among everyone else's. */
function sender(journey: string): string {
  return `${journey}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function chooseCountry(form: Locator, page: Page, search: string, name: string): Promise<void> {
  const country = form.getByRole('combobox', { name: 'Country/Region' });
  await country.fill(search);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(country).toHaveValue(name);
}

async function fillForm(form: Locator, page: Page, email: string): Promise<void> {
  await form.getByRole('textbox', { name: 'Name' }).fill('  Ada Lovelace  ');
  await form.getByRole('textbox', { name: 'Company' }).fill('Analytical Engines Ltd');
  await chooseCountry(form, page, 'germ', 'Germany');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('+49 30 1234567');
  await form.getByRole('textbox', { name: 'Message' }).fill('Please quote <b>two</b> vials.');
}

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

test('a guest adds two SKUs, sees merged quantities and submits an inquiry after every validation message', async ({ page, request }) => {
  const goods = await goodsWithTwoSkus(request);
  const [first, second] = goods.skus;
  if (!first || !second) throw new Error('two SKUs expected');

  await page.goto(`/goodsdetail?id=${goods.id}`);
  const add = page.getByRole('button', { name: 'Add to inquiry list' });
  // The SKU choice works once the page is interactive.
  await expect(add).toBeEnabled();
  const toast = page.getByRole('alert').filter({ hasText: 'Goods successfully added to the inquiry list' });
  await page.getByRole('button', { name: first.skuDesc, exact: true }).click();
  await add.click();
  await expect(toast).toBeVisible();
  await add.click();
  await page.getByRole('button', { name: second.skuDesc, exact: true }).click();
  await add.click();
  await expect(toast).toBeVisible();

  // The badge counts lines, not pieces.
  const listLink = page.getByRole('link', { name: 'Inquiry list, 2 items' });
  await expect(listLink).toBeVisible();
  await listLink.click();
  await expect(page).toHaveURL(/\/inquire-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiry list' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const quantity = (sku: string) => page.getByRole('textbox', { name: `Quantity of ${goods.title}, ${sku}` });
  await expect(quantity(first.skuDesc)).toHaveValue('2');
  await expect(quantity(second.skuDesc)).toHaveValue('1');
  await expect(page.getByRole('link', { name: goods.title }).first()).toHaveAttribute('href', `/goodsdetail?id=${goods.id}`);
  await expect(page.getByRole('cell', { name: goods.itemno }).first()).toBeVisible();
  await expect(page.getByText(`$${(first.skuPrice / 7.2).toFixed(2)}`).first()).toBeVisible();

  await page.getByRole('button', { name: 'Submit inquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('within 24 hours')).toBeVisible();
  await expect(dialog.getByText(`${goods.title} · Cat. No. ${goods.itemno} · ${first.skuDesc} × 2`)).toBeVisible();

  // An empty form: every message, and the warning.
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  for (const message of MESSAGES) await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await expect(dialog.getByText('Please improve the information!')).toBeVisible();

  const email = sender('guest-list');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('ada-at-example');
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(dialog.getByText('Please Enter Correct Email', { exact: true })).toBeVisible();
  // A phone number is read by libphonenumber-js in the chosen country: letters are refused.
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('abc');
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(dialog.getByText('Please Enter Correct Phone', { exact: true })).toBeVisible();

  // The country search says so when nothing matches.
  await dialog.getByRole('combobox', { name: 'Country/Region' }).fill('zzqx');
  await expect(page.getByText('No result', { exact: true })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Country/Region' }).fill('');
  await fillForm(dialog, page, email);
  for (const message of [...MESSAGES, 'Please Enter Correct Email', 'Please Enter Correct Phone'])
    await expect(dialog.getByText(message, { exact: true })).toBeHidden();
  await expect(dialog.getByText('Please improve the information!')).toBeHidden();

  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'submit success!' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your inquiry list is empty.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Inquiry list, empty' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('pro_inquiryList'))).toBeNull();

  // The inquiry is stored with its goods, trimmed, the markup kept as typed.
  const [stored, ...more] = await inquiriesFrom(request, email);
  expect(more).toEqual([]);
  expect(stored).toMatchObject({
    source: 'goods',
    name: 'Ada Lovelace',
    company: 'Analytical Engines Ltd',
    country: 'DE',
    phone: '+49301234567',
    message: 'Please quote <b>two</b> vials.',
    tm: null,
  });
  expect(stored?.goods.map(({ goodsId, skuId, quantity: pieces }) => ({ goodsId, skuId, quantity: pieces })).sort((a, b) => a.skuId - b.skuId)).toEqual(
    [
      { goodsId: goods.id, skuId: first.id, quantity: 2 },
      { goodsId: goods.id, skuId: second.id, quantity: 1 },
    ].sort((a, b) => a.skuId - b.skuId),
  );
});

test('quantities change with the stepper, lines can be removed, and unselected lines cannot be submitted', async ({ page, request }) => {
  const goods = await goodsWithTwoSkus(request);
  const [first, second] = goods.skus;
  if (!first || !second) throw new Error('two SKUs expected');
  const offShelf = await findGoods(request, (item) => item.onShelfFlag === false);
  const addedAt = new Date().toISOString();
  // Lines on the device, as goods pages leave them; one goods item went off shelf since, one is gone.
  const lines = [
    ...[first, second].map((sku) => ({ id: goods.id, skuId: sku.id, quantity: 1, addedAt })),
    { id: offShelf.id, skuId: 0, quantity: 3, addedAt },
    { id: 99_999_999, skuId: 0, quantity: 1, addedAt },
  ];
  await page.addInitScript((stored) => window.localStorage.setItem('pro_inquiryList', stored), JSON.stringify(lines));
  await page.goto('/inquire-list');
  await expect(page).toHaveURL(/\/inquire-list$/);
  await expect(page.getByText('No longer available')).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: `Select ${offShelf.title}` })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Select Product 99999999' })).toBeDisabled();
  await expect(page.getByText('2 of 4 selected')).toBeVisible();
  const quantity = page.getByRole('textbox', { name: `Quantity of ${goods.title}, ${first.skuDesc}` });
  await expect(quantity).toHaveValue('1');
  await page.getByRole('button', { name: `One more: Quantity of ${goods.title}, ${first.skuDesc}` }).click();
  await expect(quantity).toHaveValue('2');
  await quantity.fill('250');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('250');
  // Four digits at most: the quantity never passes 9999.
  await quantity.fill('123456');
  await expect(quantity).toHaveValue('1234');
  await quantity.fill('250');
  await quantity.blur();

  await page.getByRole('button', { name: `Remove ${goods.title}, ${second.skuDesc} from the inquiry list` }).click();
  await expect(page.getByRole('textbox', { name: `Quantity of ${goods.title}, ${second.skuDesc}` })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Inquiry list, 3 items' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('pro_inquiryList') ?? '[]') as { quantity: number }[]))
    .toEqual([
      expect.objectContaining({ skuId: first.id, quantity: 250 }),
      expect.objectContaining({ id: offShelf.id, quantity: 3 }),
      expect.objectContaining({ id: 99_999_999 }),
    ]);

  await page.getByRole('checkbox', { name: `Select ${goods.title}, ${first.skuDesc}` }).uncheck();
  await expect(page.getByRole('button', { name: 'Submit inquiry' })).toBeDisabled();
});

test('the purchase inquiry page sends a general inquiry, and a double click sends it once', async ({ page, request }) => {
  const response = await page.goto('/purchase-inquiry');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase inquiry' })).toBeVisible();
  await expect(page.getByText('within 24 hours').first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Inquiry form' });
  await form.getByRole('button', { name: 'Submit' }).click();
  for (const message of MESSAGES) await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expect(form.getByText('Please improve the information!')).toBeVisible();

  const email = sender('purchase');
  await fillForm(form, page, email);
  await form.getByRole('textbox', { name: 'WhatsApp/WeChat' }).fill(' wechat-ada ');
  await form.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(page.getByRole('alert').filter({ hasText: 'submit success!' })).toBeVisible();
  // The form starts again, empty.
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');

  await expect.poll(async () => (await inquiriesFrom(request, email)).length).toBe(1);
  const [stored] = await inquiriesFrom(request, email);
  expect(stored).toMatchObject({ source: 'form', name: 'Ada Lovelace', country: 'DE', tm: 'wechat-ada', goods: [] });
});

test("'Inquire now' asks about the chosen SKU, whose size and quantity the dialog still takes, in Chinese too", async ({ page, request }) => {
  const { id } = await goodsWithTwoSkus(request);
  const goods = await goodsDetail(request, id, 'zh');
  const second = goods?.skus[1];
  if (!goods || !second) throw new Error('two SKUs expected');
  await page.goto(`/zh/goodsdetail?id=${id}`);
  const inquire = page.getByRole('button', { name: '立即询价' });
  // The SKU choice works once the page is interactive.
  await expect(inquire).toBeEnabled();
  await page.getByRole('button', { name: second.skuDesc, exact: true }).click();
  await inquire.click();
  const dialog = page.getByRole('dialog', { name: '询价' });
  await expect(dialog.getByText('24 小时内回复')).toBeVisible();
  await expect(dialog.getByText(`${goods.title} · 货号 ${goods.itemno}`)).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /的规格$/ })).toHaveText(second.skuDesc);
  await dialog.getByRole('spinbutton', { name: /的数量$/ }).fill('3');
  await dialog.getByRole('button', { name: '提交', exact: true }).click();
  await expect(dialog.getByText('请完善信息！')).toBeVisible();
  await expect(dialog.getByText('请选择国家/地区')).toBeVisible();

  const country = dialog.getByRole('combobox', { name: '国家/地区' });
  await country.fill('不存在的地方');
  await expect(page.getByText('无匹配结果')).toBeVisible();
  await country.fill('deguo');
  await page.getByRole('option', { name: /^德国/ }).click();
  await expect(country).toHaveValue('德国');

  const email = sender('inquire-now');
  await dialog.getByRole('textbox', { name: '姓名' }).fill('李雷');
  await dialog.getByRole('textbox', { name: '公司' }).fill('示例生物');
  await dialog.getByRole('textbox', { name: '邮箱' }).fill(email);
  await dialog.getByRole('textbox', { name: '电话' }).fill('13800138000');
  await dialog.getByRole('textbox', { name: '留言' }).fill('请报价。');
  await dialog.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '提交成功！' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const [stored] = await inquiriesFrom(request, email);
  expect(stored).toMatchObject({ source: 'goods', country: 'DE', goods: [expect.objectContaining({ goodsId: id, skuId: second.id, quantity: 3 })] });
  expect(stored?.goods).toHaveLength(1);
});

test('a customer keeps the inquiry list on the server, and submitting it from the list empties it there', async ({ page, request }) => {
  const goods = await goodsWithTwoSkus(request);
  const [first, second] = goods.skus;
  if (!first || !second) throw new Error('two SKUs expected');
  const email = uniqueEmail();
  await page.goto('/');
  await logInByEmailCode(page, email);

  await page.goto(`/goodsdetail?id=${goods.id}`);
  const add = page.getByRole('button', { name: 'Add to inquiry list' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Goods successfully added to the inquiry list' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inquiry list, 1 item' })).toBeVisible();
  await add.click();
  await expect(add).toBeEnabled();
  await page.getByRole('button', { name: second.skuDesc, exact: true }).click();
  await add.click();
  await expect(page.getByRole('link', { name: 'Inquiry list, 2 items' })).toBeVisible();
  // Nothing on the device: the server keeps a customer's list.
  expect(await page.evaluate(() => window.localStorage.getItem('pro_inquiryList'))).toBeNull();

  await page.goto('/inquire-list');
  const quantity = (sku: string) => page.getByRole('textbox', { name: `Quantity of ${goods.title}, ${sku}` });
  await expect(quantity(first.skuDesc)).toHaveValue('2');
  await expect(quantity(second.skuDesc)).toHaveValue('1');
  await page.getByRole('button', { name: `One more: Quantity of ${goods.title}, ${first.skuDesc}` }).click();
  await expect(quantity(first.skuDesc)).toHaveValue('3');
  // The change reached the server.
  await expect
    .poll(async () => {
      await page.reload();
      return quantity(first.skuDesc).inputValue();
    })
    .toBe('3');

  await page.getByRole('button', { name: 'Submit inquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry' });
  await fillForm(dialog, page, email);
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'submit success!' })).not.toHaveCount(0);
  // One success wording for every inquiry (docs/product.md §8): the toast and the emptied list agree.
  await expect(page.getByText(/inquiry has been sent/i)).toHaveCount(0);
  await expect(page.getByText('Your inquiry list is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inquiry list, empty' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your inquiry list is empty.')).toBeVisible();

  const [stored] = await inquiriesFrom(request, email);
  expect(stored?.userId).not.toBeNull();
  expect(stored?.goods.map(({ skuId, quantity: pieces }) => [skuId, pieces]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))).toEqual(
    [
      [first.id, 3],
      [second.id, 1],
    ].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
  );
});
