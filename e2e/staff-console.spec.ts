import { expect, test, type Page } from '@playwright/test';
import { logInByEmailCode, uniqueEmail } from './support/account';
import { API_BASE } from './support/api';
import { DEMO_ADMIN, logInToConsole, STAFF_TOKEN } from './support/staff';

/**
 * The staff console of docs/product.md §6.1, as the sales team uses it: nothing without a console
 * login, its own headers (noindex, no-store, a nonce CSP Next's scripts pass), the seeded demo admin
 * and a member invited from the command line logging in, a fresh inquiry in the inbox, a reply that
 * joins the thread under the member's name and reaches the customer's message centre.
 */

/** Records CSP violations on a page: the console report and the DOM event both count. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}

test('without a console login, /staff answers the login page: noindex, never cached, its own strict CSP', async ({ page, request }) => {
  for (const path of ['/staff', '/staff/team', '/staff/inquiry/1']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(303);
    expect(new URL(answer.headers().location ?? '', 'http://x').pathname, path).toBe('/staff/login');
    expect(answer.headers()['x-robots-tag'], path).toMatch(/noindex/);
  }
  // The console's API operations need a console session too; the command line's STAFF_TOKEN is none.
  const inbox = await request.get(`${API_BASE}/staff/console/inbox`, { headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
  expect((await inbox.json()).code).toBe(401);

  const violations = await watchViolations(page);
  const response = await page.goto('/staff');
  expect(new URL(page.url()).pathname).toBe('/staff/login');
  const headers = response?.headers() ?? {};
  expect(headers['x-robots-tag']).toMatch(/noindex/);
  expect(headers['cache-control']).toMatch(/no-store/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/default-src 'none'/);
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to the staff console' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Disallow: \/staff$/m);
});

test('a wrong password is refused in words; the seeded admin logs in, answers a fresh inquiry, and the customer reads the reply with the name', async ({
  page,
  browser,
}) => {
  // A customer sends an inquiry from the shop, in a browser of their own.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const customer = await logInByEmailCode(customerPage);
  const company = `Console Lab ${Date.now()}`;
  const sent = await customerPage.request.post('/api/overseas/form/submit', {
    data: { name: 'Console Buyer', company, country: 'GB', email: customer.email, phone: '+44 20 7946 0000', message: 'Please quote GAPDH.' },
  });
  const inquiry = (await sent.json()) as { code: number; data: { inquiryId: number } };
  expect(inquiry.code).toBe(0);

  await page.goto('/staff/login');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  // Next's route announcer is an alert of every page too: the refusal is the one saying it.
  await expect(page.getByRole('alert').filter({ hasText: 'The email or password is not right.' })).toBeVisible();

  await logInToConsole(page, DEMO_ADMIN.email.toUpperCase(), DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${DEMO_ADMIN.name} (admin)`)).toBeVisible();

  // The fresh inquiry is open, found by its company.
  await page.getByLabel('Customer name, company, email or Cat. No.').fill(company);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Open');
  await row.getByRole('link', { name: `#${inquiry.data.inquiryId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Inquiry #${inquiry.data.inquiryId}` })).toBeVisible();
  await expect(page.getByText('Please quote GAPDH.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quote' })).toBeVisible();

  await page.getByLabel('Your reply (the customer sees it with your name)').fill('GAPDH is in stock; ships in 3 days.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Your reply was sent.')).toBeVisible();
  const thread = page.getByRole('list', { name: 'Conversation' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread).toContainText(DEMO_ADMIN.name);
  await expect(thread).toContainText('GAPDH is in stock; ships in 3 days.');

  // The customer's message centre carries the reply with the member's name.
  const messages = (await (await customerPage.request.post('/api/operation/topmsg/listmsg', { data: {}, headers: { lang: 'en' } })).json()) as {
    code: number;
    page?: { list: { body: string }[] };
  };
  expect(messages.code).toBe(0);
  expect(messages.page?.list.map((message) => message.body)).toContain(`${DEMO_ADMIN.name} of our sales team replied: GAPDH is in stock; ships in 3 days.`);
  await customerContext.close();

  // The audit log names who replied.
  await page.getByRole('link', { name: 'Staff and audit log' }).click();
  const audit = page.getByRole('row').filter({ hasText: `Inquiry #${inquiry.data.inquiryId}` });
  await expect(audit.first()).toContainText('Replied to an inquiry');
  await expect(audit.first()).toContainText(DEMO_ADMIN.name);
});

test('a member invited from the command line sets a password with the link and is refused at once once disabled', async ({ page, request }) => {
  const email = uniqueEmail();
  const invited = await request.post(`${API_BASE}/staff/accounts/invite`, {
    data: { name: 'Ivy Invited', email, role: 'sales' },
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });
  const answer = (await invited.json()) as { code: number; data: { link: string } };
  expect(answer.code).toBe(0);
  // The same link was mailed: in the journeys' API it lands in the outbox.
  const mail = (await (await request.get(`${API_BASE}/dev/outbox/latest`, { params: { recipient: email } })).json()) as { data?: { body: string } };
  expect(mail.data?.body).toContain(answer.data.link);

  const link = new URL(answer.data.link);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await page.getByLabel('Password').fill('ivy-password-2026');
  await page.getByRole('button', { name: 'Set password and log in' }).click();
  await page.waitForURL((url) => url.pathname === '/staff');
  await expect(page.getByText('Signed in as Ivy Invited (sales)')).toBeVisible();

  // A sales account reads the audit log but cannot manage staff.
  await page.goto('/staff/team');
  await expect(page.getByText('Only an admin can manage staff accounts.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);

  const disabled = await request.post(`${API_BASE}/staff/accounts/disable`, { data: { email }, headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
  expect((await disabled.json()).code).toBe(0);
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/login\?ended=1$/);
  await expect(page.getByText('Your login has ended. Please log in again.')).toBeVisible();
});

test('the console reads in Chinese after the switch, at phone width without sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInToConsole(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Switch the console to 中文' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '收件箱' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: '将控制台切换为English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
});
