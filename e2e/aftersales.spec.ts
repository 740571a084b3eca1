import { expect, test, type APIRequestContext } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { latestCode, uniqueEmail } from './support/account';
import type { Envelope } from '../contract/envelope';
import type { GoodsSummary } from '../contract/goods';
import { API_BASE, categoryGoods } from './support/api';
import { STAFF_TOKEN } from './support/staff';
import { hydrated } from './support/hydration';

/**
 * After-sales and evaluations (docs/product.md §12): a customer with a delivered order (made
 * through the API and the staff endpoints) asks for more than the line allows (refused in the
 * API's words), then for what it allows, sees the request in /return-refund, evaluates the line,
 * and the goods page shows the evaluation; the Chinese pages read in Chinese.
 */

const PASSWORD = 'correct horse 42';

async function apiCall<T>(
  request: APIRequestContext,
  path: string,
  body: object,
  headers: Record<string, string> = {},
  method: 'get' | 'post' = 'post',
): Promise<T> {
  const response =
    method === 'get'
      ? await request.get(`${API_BASE}${path}`, { params: body as Record<string, string>, headers: { lang: 'en', ...headers } })
      : await request.post(`${API_BASE}${path}`, { data: body, headers: { lang: 'en', ...headers } });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data as T;
}

/** A registered customer (password login for the browser) and its API token. */
async function registeredCustomer(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const email = uniqueEmail();
  const since = Date.now() - 1000;
  await apiCall(request, '/overseas/login/email/getVerificationCode', { email, purpose: 'register' });
  const code = await latestCode(request, email, since);
  const { token } = await apiCall<{ token: string }>(request, '/overseas/register', {
    account: email,
    code,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    userName: 'Rita Evans',
    companyName: 'Evans Lab',
  });
  return { email, token };
}

/** A delivered order of 2 × a sellable antibody; answers the order id, its line and the goods. */
async function deliveredOrder(request: APIRequestContext, token: string): Promise<{ orderId: number; lineId: number; goods: GoodsSummary }> {
  const candidates = await categoryGoods(request, 'CP002');
  const goods = candidates.find((item) => item.skus.some((sku) => sku.skuPrice > 0) && ![-1, -2, -4].includes(item.inventoryStatus));
  if (!goods) throw new Error('the seed has a sellable antibody');
  const sku = goods.skus.find((candidate) => candidate.skuPrice > 0)!;
  const auth = { token };
  await apiCall(request, '/online/toGoodsCar/addCar', { id: goods.id, skuId: sku.id, quantity: 2 }, auth);
  const address = await apiCall<{ id: number }>(
    request,
    '/user/tbmailinginfo/addAddress',
    {
      consignee: 'Rita Evans',
      mobile: '13800138000',
      country: 'CN',
      province: 'Jiangsu',
      city: 'Nanjing',
      district: 'Jiangning',
      detail: '12 Science Park Road',
    },
    auth,
  );
  const { orderId } = await apiCall<{ orderId: number }>(
    request,
    '/online/toGoodsOrder/submit',
    { goods: [{ id: goods.id, skuId: sku.id }], addressId: address.id },
    auth,
  );
  const delivered = await apiCall<{ lines: { id: number }[] }>(
    request,
    '/staff/orders/deliver',
    { id: orderId, lotBatch: 'E2E-LOT-1' },
    { authorization: `Bearer ${STAFF_TOKEN}` },
  );
  return { orderId, lineId: delivered.lines[0]!.id, goods };
}

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

/** A 1×1 PNG: the server checks an upload's real type, so it must be a real image. */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a return over the allowed quantity is refused, within it accepted; the line is evaluated and the goods page shows it', async ({ page, request }) => {
  const customer = await registeredCustomer(request);
  const { orderId, lineId, goods } = await deliveredOrder(request, customer.token);
  const login = await page.request.post('/api/session', { data: { method: 'password', account: customer.email, password: PASSWORD }, headers: { lang: 'en' } });
  expect((await login.json()).code).toBe(0);

  // /my-evaluate lists the delivered line, with the way to a return.
  await page.goto('/my-evaluate');
  await expect(page.getByRole('heading', { name: 'My evaluations' })).toBeVisible();
  await page.locator(`a[href*="lineId=${lineId}"]`).click();

  await expect(page.getByText('You can request up to 2 (delivered 2, already requested 0).')).toBeVisible();
  const form = page.getByRole('form', { name: 'Request a return or refund' });
  await hydrated(form);
  await form.getByLabel('Reason').selectOption('damaged');
  await form.getByLabel('Quantity').fill('3');
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(form.getByRole('alert')).toHaveText('The request was not accepted. A quantity is more than this order allows. Please check the quantities.');

  await form.getByLabel('Quantity').fill('2');
  await form.getByLabel('Description (optional)').fill('The box arrived crushed.');
  // A photo of the damage goes through the resumable uploader and is named on the request.
  await form.getByTestId('attachment-input').setInputFiles({ name: 'crushed-box.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(form.getByRole('list', { name: 'Attachments' })).toContainText('crushed-box.png');
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(page).toHaveURL(/\/afterDetail\?id=\d+/);
  await expect(page.getByRole('link', { name: 'crushed-box.png' })).toHaveAttribute('href', /^\/api\/file\/download\//);
  await expect(page.getByRole('heading', { name: 'After-sales request' })).toBeVisible();
  await expect(page.getByText('Damaged in transit')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel request' })).toBeVisible();

  await page.goto('/return-refund');
  await expect(page.getByRole('link', { name: 'Pending review (1)' })).toBeVisible();
  await expect(page.getByText(goods.itemno, { exact: false }).first()).toBeVisible();
  // Nothing is left to ask for on that line now.
  await page.goto(`/return-refund?orderId=${orderId}&lineId=${lineId}`);
  await expect(page.getByText('Nothing is left to request for this line.')).toBeVisible();

  // Evaluate the line with the MUI Rating.
  await page.goto(`/modifyEvaluate?id=${lineId}`);
  const evaluation = page.getByRole('form', { name: 'Evaluate a product' });
  await hydrated(evaluation);
  await evaluation.locator('label').filter({ hasText: '4 Stars' }).click();
  await expect(evaluation.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  const text = `Sharp bands, low background ${Date.now()}`;
  await evaluation.getByLabel('Your evaluation').fill(text);
  await evaluation.getByRole('button', { name: 'Save evaluation' }).click();
  await expect(page).toHaveURL(/\/my-evaluate\?state=given/);
  await expect(page.getByText(text)).toBeVisible();

  // The goods page (cached, its tag expired by the save) shows it.
  await page.goto(`/goodsdetail?id=${goods.id}`);
  const section = page.getByRole('region', { name: 'Customer evaluations' });
  await expect(section.getByText(text)).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((script) => script.includes('"aggregateRating"'))).toBe(true);
});

test('the Chinese after-sales and evaluation pages read in Chinese', async ({ page, request }) => {
  const customer = await registeredCustomer(request);
  await deliveredOrder(request, customer.token);
  const login = await page.request.post('/api/session', { data: { method: 'password', account: customer.email, password: PASSWORD }, headers: { lang: 'zh' } });
  expect((await login.json()).code).toBe(0);
  await page.goto('/zh/return-refund');
  await expect(page.getByRole('heading', { name: '退换/售后' })).toBeVisible();
  await expect(page.getByRole('link', { name: '待审核 (0)' })).toBeVisible();
  await page.goto('/zh/my-evaluate');
  await expect(page.getByRole('heading', { name: '我的评价' })).toBeVisible();
  await expect(page.getByRole('link', { name: '评价', exact: true })).toBeVisible();
});
