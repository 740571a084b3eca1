import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { latestCode, logInByEmailCode, uniqueEmail } from './support/account';
import { API_BASE } from './support/api';
import { STAFF_TOKEN } from './support/staff';
import { hydrated } from './support/hydration';

/**
 * The personal centre of docs/product.md §10: a staff answer reaches the message centre and its
 * unread count, the wallet and invoice requests in both languages, and a password change.
 */

/** The message centre link of the centre header (the side menu links there too, without a count). */
const centreMail = (page: Page) => page.locator('a[data-unread]');

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
  const login = await page.request.post('/api/session', { data: { method: 'password', account: 'demo@labshop.example', password: 'labshop-demo-2026' }, headers: { lang: 'en' } });
  expect((await login.json()).code).toBe(0);

  await page.goto('/my-wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
  // The seeded ledger owes ¥5,280.00 (docs/product.md §10.2): $733.33 at 7.2.
  await expect(page.locator('[data-figure="amountOwed"] dd')).toHaveText('$733.33');
  await expect(page.getByRole('table', { name: 'Debt detail' }).getByText('SO20260112003')).toBeVisible();
  await expect(page.getByText('¥')).toHaveCount(0);

  await page.goto('/zh/my-wallet');
  await expect(page.getByRole('heading', { level: 1, name: '我的钱包' })).toBeVisible();
  await expect(page.locator('[data-figure="amountOwed"] dd')).toHaveText('¥5,280.00');

  await page.goto('/receipts-payments?kind=payment');
  await expect(page.getByText('3 entries')).toBeVisible();
  await expect(page.locator('tbody tr[data-ledger-kind="invoice"]')).toHaveCount(0);
  await page.goto('/receipts-payments?from=2026-02-01&to=2026-01-01');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The start date must not be after the end date.');
});

test('an invoice request with clear field messages, listed in English and Chinese', async ({ page }) => {
  await logInByEmailCode(page);
  await page.goto('/additional-ticket');
  const form = page.getByRole('form', { name: 'Request an invoice' });
  await hydrated(form);
  await form.getByRole('button', { name: 'Request invoice' }).click();
  await expect(form.getByText('Please enter the order number (letters, digits and dashes)')).toBeVisible();
  await expect(form.getByText('Please choose the invoice type')).toBeVisible();

  await form.getByRole('textbox', { name: 'Order number' }).fill('SO20260112003');
  await form.getByRole('textbox', { name: 'Amount in yuan (CNY)' }).fill('720');
  await form.getByRole('textbox', { name: 'Invoice title' }).fill('Example Lab');
  await form.getByRole('textbox', { name: 'Tax number' }).fill('123');
  await form.getByRole('textbox', { name: 'Email for the invoice' }).fill('finance@example.com');
  await form.getByRole('radio', { name: 'VAT special invoice' }).check();
  await form.getByRole('button', { name: 'Request invoice' }).click();
  await expect(form.getByText('Please enter a tax number of 15 to 20 letters and digits')).toBeVisible();
  await form.getByRole('textbox', { name: 'Tax number' }).fill('91310000MA1FL0XX3K');
  await form.getByRole('button', { name: 'Request invoice' }).click();
  await expect(form.getByRole('status')).toHaveText('Your invoice request has been sent.');
  const row = page.locator('tr[data-invoice-state="pending"]');
  await expect(row).toContainText('SO20260112003');
  await expect(row).toContainText('$100.00');

  await page.goto('/zh/additional-ticket');
  await expect(page.locator('tr[data-invoice-state="pending"]')).toContainText('待开票');
  await expect(page.locator('tr[data-invoice-state="pending"]')).toContainText('¥720.00');
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
  await expect(page.getByRole('main').getByRole('alert')).toContainText('the account or password is incorrect');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('centre password 2');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Account menu of Centre Tester' })).toBeVisible();
});
