import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { violations } from './support/axe';
import { logInByEmailCode } from './support/account';
import { answerExchange, completeOrder } from './support/approvals';
import { hydrated } from './support/hydration';

/**
 * The points mall (docs/product.md §2.11): points from a completed order, an exchange through
 * /exchange1 → /exchange2 → /exchange3, pending until the staff approve it; a rejected exchange
 * returns its points.
 */

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

async function exchangeFirstItem(
  page: Page,
  prefix: '' | '/zh',
  labels: { exchange: string; next: string; consignee: string; mobile: string; address: string; confirm: string },
): Promise<number> {
  await page.goto(`${prefix}/integral-mall`);
  await page.getByTestId('points-items').getByRole('link', { name: labels.exchange }).first().click();
  await expect(page).toHaveURL(/\/exchange1\?id=\d+$/);
  await page.getByRole('button', { name: labels.next }).click();
  await expect(page).toHaveURL(/\/exchange2\?id=\d+&quantity=1$/);
  const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await hydrated(page.getByTestId('exchange-form'));
  await field(labels.consignee).fill('Mei Chen');
  await field(labels.mobile).fill('13800138000');
  await field(labels.address).fill('320 Yueyang Road, Shanghai');
  await page.getByRole('button', { name: labels.confirm }).click();
  await expect(page).toHaveURL(/\/exchange3\?id=\d+$/);
  return Number(new URL(page.url()).searchParams.get('id'));
}

const EN = { exchange: 'Exchange', next: 'Next', consignee: 'Consignee', mobile: 'Mobile', address: 'Shipping address', confirm: 'Confirm exchange' };
const ZH = { exchange: '兑换', next: '下一步', consignee: '收货人', mobile: '手机号', address: '收货地址', confirm: '确认兑换' };

test('points from a completed order buy an exchange that waits for approval, then shows approved', async ({ page, request }) => {
  const customer = await logInByEmailCode(page);
  await completeOrder(request, customer.userId, `E2E-${customer.userId}-1`, 1000.8);
  await page.goto('/integral-mall');
  await expect(page.getByTestId('points-balance')).toHaveText('Your points: 1000');

  const id = await exchangeFirstItem(page, '', EN);
  await expect(page.getByTestId('points-order').getByText('Pending approval')).toBeVisible();

  await page.goto('/integral-exchange');
  await expect(page.getByTestId('points-balance')).toHaveText('Your points: 700');
  await expect(page.locator(`[data-exchange-id="${id}"]`)).toContainText('Pending approval');

  await answerExchange(request, id, 'approve');
  await page.reload();
  await expect(page.locator(`[data-exchange-id="${id}"]`)).toContainText('Approved');
  await page.goto(`/integralOrder-details?id=${id}`);
  await expect(page.getByTestId('points-order').getByText('Approved')).toBeVisible();
});

test('a rejected exchange returns its points (in Chinese)', async ({ page, request }) => {
  const customer = await logInByEmailCode(page);
  await completeOrder(request, customer.userId, `E2E-${customer.userId}-2`, 300);
  const id = await exchangeFirstItem(page, '/zh', ZH);
  await page.goto('/zh/exchange-detail');
  await expect(page.getByTestId('points-balance')).toHaveText('我的积分：0');

  await answerExchange(request, id, 'reject');
  await page.reload();
  await expect(page.getByTestId('points-balance')).toHaveText('我的积分：300');
  await expect(page.getByTestId('points-ledger').locator('tbody tr').first()).toHaveAttribute('data-reason', 'refund');
  await page.goto('/zh/integral-exchange');
  await expect(page.locator(`[data-exchange-id="${id}"]`)).toContainText('已驳回');
});

test('an exchange the balance does not cover is refused before the form', async ({ page }) => {
  await logInByEmailCode(page);
  await page.goto('/integral-mall');
  await page.getByTestId('points-items').getByRole('link', { name: 'Exchange' }).first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('main').getByRole('alert')).toContainText('Not enough points: 0 available');
  await expect(page.getByTestId('exchange-form')).toHaveCount(0);
});

test('the points pages answer in both languages, /integral-exchange is gated, and axe passes', async ({ page, request }) => {
  await page.goto('/integral-exchange');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fintegral-exchange$/);
  const customer = await logInByEmailCode(page);
  await completeOrder(request, customer.userId, `E2E-${customer.userId}-3`, 500);
  const id = await exchangeFirstItem(page, '', EN);
  const paths = [
    '/integral-mall',
    '/IntegralDetails?id=1',
    '/exchange1?id=1',
    '/exchange2?id=1&quantity=1',
    `/exchange3?id=${id}`,
    `/integralOrder-details?id=${id}`,
    '/integral-exchange',
    '/exchange-detail',
  ];
  for (const path of [...paths, ...paths.map((path) => `/zh${path}`)]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
  for (const path of ['/integral-mall', '/exchange2?id=1&quantity=1', '/integral-exchange']) {
    await page.goto(path);
    expect(await violations(page), path).toEqual([]);
  }
});
