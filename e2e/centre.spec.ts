import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { latestCode, logInByEmailCode, uniqueEmail } from './support/account';
import { API_BASE } from './support/api';
import { STAFF_TOKEN } from './support/staff';
import { hydrated } from './support/hydration';
import { cnyToUsd } from '../contract/pricing';

/**
 * The personal centre of docs/product.md §10: a staff answer reaches the message centre and its
 * unread count, the wallet, invoice requests, coupons and member level in both languages (one
 * currency a page, docs/product.md §9), and a password change.
 */

/** The message centre link of the centre header (the side menu links there too, without a count). */
const centreMail = (page: Page) => page.locator('a[data-unread]');

/** A CNY amount as the English pages show it (USD at 7.2) and as the Chinese ones do. */
const dollars = (cny: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cnyToUsd(cny));
const yuan = (cny: number) => new Intl.NumberFormat('zh', { style: 'currency', currency: 'CNY' }).format(cny);
/** An amount in yuan written out (a rate such as ¥7.2 = $1 is not one). */
const YUAN_AMOUNT = /¥\s?\d[\d,]*\.\d\d/;
const RATE_NOTE = 'Prices in US dollars, converted from Chinese yuan at ¥7.2 = $1. Orders are charged and invoiced in yuan.';

/** The demo customer's own figures, asked of the API through the storefront's BFF with the page's session. */
async function centreData<T>(page: Page, path: string): Promise<T> {
  const answer = (await (await page.request.get(`/api${path}`, { headers: { lang: 'en' } })).json()) as { code: number; data?: T; page?: T };
  expect(answer.code).toBe(0);
  return (answer.data ?? answer.page) as T;
}

async function logInAsDemo(page: Page): Promise<void> {
  const login = await page.request.post('/api/session', {
    data: { method: 'password', account: 'demo@labshop.example', password: 'labshop-demo-2026' },
    headers: { lang: 'en' },
  });
  expect((await login.json()).code).toBe(0);
}

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

test('a staff answer to an inquiry reaches the message centre; reading it lowers the unread count', async ({ page, request }) => {
  const customer = await logInByEmailCode(page);
  const sent = await page.request.post('/api/overseas/form/submit', {
    data: { name: 'Centre Buyer', company: 'Example Lab', country: 'GB', email: customer.email, phone: '+44 20 7946 0000', message: 'Please quote GAPDH.' },
  });
  const inquiry = (await sent.json()) as { code: number; data: { inquiryId: number } };
  expect(inquiry.code).toBe(0);

  await page.goto('/user');
  await expect(centreMail(page)).toHaveAttribute('data-unread', '0');

  const answered = await request.post(`${API_BASE}/staff/inquiries/answer`, {
    data: { id: inquiry.data.inquiryId, reply: 'In stock, ships in 3 days.' },
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });
  expect((await answered.json()).code).toBe(0);

  await page.reload();
  await expect(centreMail(page)).toHaveAccessibleName('Message centre, 1 unread message');
  await expect(centreMail(page)).toHaveAttribute('data-unread', '1');
  await centreMail(page).click();
  await page.waitForURL((url) => url.pathname === '/mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Message centre' })).toBeVisible();
  await expect(page.getByTestId('mail-unread')).toHaveText('1 unread message');

  const subject = `Your inquiry #${inquiry.data.inquiryId} has been answered`;
  const message = page.locator('button[aria-controls^="message-"]').filter({ hasText: subject });
  await expect(message).toHaveAttribute('aria-expanded', 'false');
  await message.click();
  await expect(page.getByText('Our sales team replied: In stock, ships in 3 days.')).toBeVisible();
  await expect(centreMail(page)).toHaveAttribute('data-unread', '0');
  await expect(page.getByTestId('mail-unread')).toHaveText('No unread messages');

  // Deleting asks first; keeping it changes nothing, confirming removes it.
  await page.getByRole('button', { name: `Delete the message “${subject}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
  await dialog.getByRole('button', { name: 'Keep' }).click();
  await expect(message).toBeVisible();
  await page.getByRole('button', { name: `Delete the message “${subject}”` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No messages here.')).toBeVisible();
});

test('the demo wallet in English shows USD, in Chinese yuan', async ({ page }) => {
  await logInAsDemo(page);
  // The seeded ledger names the demo customer's own orders and owes what they charged (docs/product.md §10.2).
  const account = await centreData<{ amountOwed: number }>(page, '/erp/getAccountInfo');
  const ledger = await centreData<{ list: { orderNo: string; kind: string; amount: number }[] }>(page, '/erp/getDebtDetail?limit=10');
  const payments = await centreData<{ totalCount: number }>(page, '/erp/getDebtDetail?kind=payment&limit=1');
  const newest = ledger.list[0];
  expect(account.amountOwed).toBeGreaterThan(0);
  expect(newest).toBeDefined();

  await page.goto('/my-wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
  await expect(page.locator('[data-figure="amountOwed"] dd')).toHaveText(dollars(account.amountOwed));
  const table = page.getByRole('table', { name: 'Debt detail' });
  await expect(table.locator('tbody tr').first()).toContainText(newest?.orderNo ?? '');
  await expect(table.locator('tbody tr').first()).toContainText(dollars(newest?.kind === 'invoice' ? -(newest?.amount ?? 0) : (newest?.amount ?? 0)));
  await expect(page.getByText(RATE_NOTE)).toHaveCount(1);
  await expect(page.getByRole('main').getByText(YUAN_AMOUNT)).toHaveCount(0);

  await page.goto('/zh/my-wallet');
  await expect(page.getByRole('heading', { level: 1, name: '我的钱包' })).toBeVisible();
  await expect(page.locator('[data-figure="amountOwed"] dd')).toHaveText(yuan(account.amountOwed));
  await expect(page.getByRole('main').getByText('$')).toHaveCount(0);

  await page.goto('/receipts-payments?kind=payment');
  await expect(page.getByText(`${payments.totalCount} ${payments.totalCount === 1 ? 'entry' : 'entries'}`)).toBeVisible();
  await expect(page.locator('tbody tr[data-ledger-kind="invoice"]')).toHaveCount(0);
  await page.goto('/receipts-payments?from=2026-02-01&to=2026-01-01');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The start date must not be after the end date.');
});

test('an invoice request with clear field messages, for the customer’s own orders only, listed in English and Chinese', async ({ page }) => {
  await logInAsDemo(page);
  // The demo customer's newest order is pending and not yet invoiced (server/orders/demo-orders.ts).
  await page.goto('/my-order');
  const orderNo = /SO\d+/.exec(
    (await page
      .getByRole('list', { name: 'My orders' })
      .getByText(/^Order no\. SO\d+$/)
      .first()
      .textContent()) ?? '',
  )?.[0];
  if (!orderNo) throw new Error('the demo customer lists no order');
  await page.goto('/additional-ticket');
  const form = page.getByRole('form', { name: 'Request an invoice' });
  await hydrated(form);
  await form.getByRole('button', { name: 'Request invoice' }).click();
  await expect(form.getByText('Please enter the order number (letters, digits and dashes)')).toBeVisible();
  await expect(form.getByText('Please choose the invoice type')).toBeVisible();

  await form.getByRole('textbox', { name: 'Order number' }).fill('SO20260112003');
  await form.getByRole('textbox', { name: 'Amount in yuan (CNY)' }).fill('7.2');
  await expect(form.getByText('Invoices are issued in yuan: that is $1.00.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Invoice title' }).fill('Example Lab');
  await form.getByRole('textbox', { name: 'Tax number' }).fill('123');
  await form.getByRole('textbox', { name: 'Email for the invoice' }).fill('finance@example.com');
  await form.getByRole('radio', { name: 'VAT special invoice' }).check();
  await form.getByRole('button', { name: 'Request invoice' }).click();
  await expect(form.getByText('Please enter a tax number of 15 to 20 letters and digits')).toBeVisible();
  await form.getByRole('textbox', { name: 'Tax number' }).fill('91310000MA1FL0XX3K');
  await form.getByRole('button', { name: 'Request invoice' }).click();
  // Another customer's (or no) order: said under the field, in a sentence.
  await expect(form.getByText('This is not one of your orders. Please check the order number.').first()).toBeVisible();

  await form.getByRole('textbox', { name: 'Order number' }).fill(orderNo);
  await form.getByRole('button', { name: 'Request invoice' }).click();
  await expect(form.getByRole('status')).toHaveText('Your invoice request has been sent.');
  const row = page.locator('tr[data-invoice-state="pending"]').filter({ hasText: orderNo }).first();
  await expect(row).toContainText('$1.00');
  // The heading names no currency: its cells are in the page's.
  await expect(page.getByRole('columnheader', { name: 'Amount', exact: true })).toBeVisible();
  await expect(page.getByText(RATE_NOTE)).toHaveCount(1);

  await page.goto('/zh/additional-ticket');
  const zhRow = page.locator('tr[data-invoice-state="pending"]').filter({ hasText: orderNo }).first();
  await expect(zhRow).toContainText('待开票');
  await expect(zhRow).toContainText('¥7.20');
  await expect(page.getByRole('columnheader', { name: '金额', exact: true })).toBeVisible();
});

test('coupons are said from their numbers, in the page’s currency', async ({ page }) => {
  await logInAsDemo(page);
  // The demo customer used its loyalty coupon: ¥100 off orders over ¥1,000 (server/orders/demo-orders.ts).
  await page.goto('/my-coupon?state=used');
  const loyalty = page.locator('[data-coupon-id]').filter({ hasText: 'Loyalty coupon' });
  await expect(loyalty).toContainText(`${dollars(100)} off orders over ${dollars(1000)}`);
  await expect(page.getByText(RATE_NOTE)).toHaveCount(1);
  await page.goto('/my-coupon');
  await expect(page.locator('[data-coupon-id]').first()).toBeVisible();
  await expect(page.getByRole('main').getByText(YUAN_AMOUNT)).toHaveCount(0);

  await page.goto('/zh/my-coupon?state=used');
  await expect(page.locator('[data-coupon-id]').filter({ hasText: '老客优惠券' })).toContainText(`满${yuan(1000)}减${yuan(100)}`);
  await expect(page.getByRole('main').getByText('$')).toHaveCount(0);
});

test('the member level shows amounts, not code, and promises only the discount it applies', async ({ page }) => {
  await logInAsDemo(page);
  const level = await centreData<{ spent: number; discount: number; next: { threshold: number; remaining: number } | null }>(page, '/user/overseasUser/level');

  await page.goto('/user-level');
  const main = page.getByRole('main');
  await expect(main).toContainText(`Completed spending: ${dollars(level.spent)}`);
  if (level.next) await expect(main).toContainText(`${dollars(level.next.remaining)} more to reach`);
  await expect(main).toContainText(`From ${dollars(200_000)}`);
  await expect(main).toContainText('8% off every order (taken off the subtotal at checkout)');
  await expect(main).not.toContainText('=>');
  await expect(main).not.toContainText(/shipping|payment terms/i);
  await expect(page.getByText(RATE_NOTE)).toHaveCount(1);

  await page.goto('/zh/user-level');
  await expect(page.getByRole('main')).toContainText(`累计消费：${yuan(level.spent)}`);
  await expect(page.getByRole('main')).toContainText(`累计 ${yuan(200_000)} 起`);
  await expect(page.getByRole('main')).not.toContainText('=>');
  await expect(page.getByRole('main').getByText('$')).toHaveCount(0);
});

test('a password change needs matching passwords; afterwards the new password logs in', async ({ page }) => {
  const email = uniqueEmail();
  const since = Date.now() - 1000;
  const sent = await page.request.post('/api/overseas/login/email/getVerificationCode', { data: { email, purpose: 'register' }, headers: { lang: 'en' } });
  expect((await sent.json()).code).toBe(0);
  const code = await latestCode(page.request, email, since);
  const registered = await page.request.post('/api/session', {
    data: { method: 'register', account: email, code, password: 'centre password 1', confirmPassword: 'centre password 1', userName: 'Centre Tester' },
    headers: { lang: 'en' },
  });
  expect((await registered.json()).code).toBe(0);

  await page.goto('/account-security');
  const form = page.getByRole('form', { name: 'Change password' });
  await hydrated(form);
  await form.getByRole('textbox', { name: 'Current password' }).fill('centre password 1');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('centre password 2');
  await form.getByRole('textbox', { name: 'Confirm new password' }).fill('centre password 3');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Passwords must match and not be empty')).toBeVisible();
  await form.getByRole('textbox', { name: 'Confirm new password' }).fill('centre password 2');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password has been changed. Other devices have been logged out.');

  await page.request.delete('/api/session');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByRole('textbox', { name: 'Mobile number or email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('centre password 1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The account or password is incorrect.');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('centre password 2');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Account menu of Centre Tester' })).toBeVisible();
});
