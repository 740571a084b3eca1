import { expect, test, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { categoryGoods } from './support/api';
import { latestCode, logInByEmailCode, requestCodeInForm, uniqueEmail, uniqueMobile } from './support/account';

/** Customer accounts (docs/product.md §7.1): register, log in three ways, log out, gated pages, the login prompt. */

test.beforeEach(async ({ page }) => {
  await suppressAdvert(page);
});

const header = (page: Page) => page.getByRole('banner');

async function expectLoggedIn(page: Page, name: string | RegExp) {
  await expect(header(page).getByRole('button', { name: typeof name === 'string' ? `Account menu of ${name}` : name })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);
}

async function logOut(page: Page) {
  await header(page)
    .getByRole('button', { name: /^Account menu of / })
    .click();
  // Logging out ends in a full load of home (account-menu.tsx); the next goto must not race it.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await reloaded;
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  const session = await page.request.get('/api/session');
  expect((await session.json()).data).toEqual({ loggedIn: false });
}

test('register by email, log out, log in with the password, log out, log in by mobile code', async ({ page }) => {
  const email = uniqueEmail();
  const password = 'correct horse 42';

  await page.goto('/register');
  await expect(page).toHaveTitle(/^Register \|/);
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  const code = await requestCodeInForm(page, email);
  await expect(page.getByText(`A code has been sent to ${email}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(`${password}!`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Jane Li');
  await page.getByRole('textbox', { name: 'Company (optional)' }).fill('Li Lab');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  // docs/product.md §5: the passwords must match; nothing is sent until they do.
  await expect(page.getByText('Passwords must match and not be empty')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await page.waitForURL((url) => url.pathname === '/');
  await expectLoggedIn(page, 'Jane Li');
  const session = await (await page.request.get('/api/session')).json();
  expect(session.data).toMatchObject({ loggedIn: true, userName: 'Jane Li', companyName: 'Li Lab' });
  expect(JSON.stringify(session)).not.toContain('token');
  await logOut(page);

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByRole('textbox', { name: 'Mobile number or email' }).fill(email.toUpperCase());
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('The account or password is incorrect.');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expectLoggedIn(page, 'Jane Li');
  await logOut(page);

  // Code login is also sign-up: an unknown number gets an account.
  const mobile = uniqueMobile();
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Mobile code' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(`+86 ${mobile.slice(0, 3)} ${mobile.slice(3)}`);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await requestCodeInForm(page, mobile));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expectLoggedIn(page, /^Account menu of /);
  await logOut(page);
});

test('a gated page sends a guest to log in and back afterwards', async ({ page }) => {
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser$/);
  const email = uniqueEmail();
  await page.getByRole('tab', { name: 'Email code' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await requestCodeInForm(page, email));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/user');
  await expectLoggedIn(page, /^Account menu of /);
});

test('a wrong code says so in a sentence (never the API’s msg) and a form mistake is caught before sending', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Email code' }).click();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Please fill in this field')).toHaveCount(2);

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  const code = await requestCodeInForm(page, email);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The verification code is incorrect or has expired. Please request a new one.');
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('the guest inquiry list, footprints and recent searches merge into the account at login', async ({ page, request }) => {
  const [goods] = await categoryGoods(request, 'CP001');
  if (!goods) throw new Error('no goods to keep');
  await page.goto('/');
  await page.evaluate((id) => {
    localStorage.setItem('pro_inquiryList', JSON.stringify([{ id, skuId: 0, quantity: 3, addedAt: new Date().toISOString() }]));
    localStorage.setItem('pro_latestBrowsing', JSON.stringify([{ id, itemno: 'X', title: 'X', cover: null }]));
    localStorage.setItem('pro_latelySearch', JSON.stringify(['merge me at login']));
  }, goods.id);

  const email = uniqueEmail();
  await page.goto('/login?redirect=%2Fgoods-list%3Fid%3DCP001');
  await page.getByRole('tab', { name: 'Email code' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await requestCodeInForm(page, email));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/goods-list' && url.searchParams.get('id') === 'CP001');

  const stored = await page.evaluate(() => ['pro_inquiryList', 'pro_latestBrowsing', 'pro_latelySearch'].map((key) => localStorage.getItem(key)));
  expect(stored).toEqual([null, null, null]);
  const cart = await (await page.request.post('/api/online/toGoodsCar/myCarList', { data: {} })).json();
  expect(cart.page.list).toEqual([expect.objectContaining({ id: goods.id, skuId: 0, quantity: 3 })]);
  const footprints = await (await page.request.post('/api/online/ToGoodsFoot/footprint', { data: {} })).json();
  expect(footprints.page.records.map((record: { id: number }) => record.id)).toEqual([goods.id]);
  const searches = await (await page.request.get('/api/operation/tiContent/getSearchContent')).json();
  expect(searches.data.list.map((entry: { searchTerms: string }) => entry.searchTerms)).toEqual(['merge me at login']);
});

test('an expired session (402) and an action that needs login open the login prompt', async ({ page }) => {
  await page.goto('/goods-list?id=CP001');
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();

  // The BFF answers 402 only for a token past its lifetime, which a journey cannot wait for;
  // the browser side of it is this event, raised by lib/api on every 402.
  const dialog = page.getByRole('dialog', { name: 'Please log in' });
  // The prompt listens once the page has hydrated; until then the event is raised again.
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('labshop:relogin', { detail: { code: 402, msg: 'expired', silent: false } })));
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(dialog).toContainText('Your session has expired; please log in again');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.evaluate(() => window.dispatchEvent(new CustomEvent('labshop:login-required', { detail: { reason: 'Log in to keep favourites' } })));
  await expect(dialog).toContainText('Log in to keep favourites');
  await dialog.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgoods-list%3Fid%3DCP001$/);
});

test('a token revoked elsewhere answers 401 and the BFF ends the session', async ({ browser, page }) => {
  await logInByEmailCode(page, uniqueEmail());
  const mine = await (await page.request.get('/api/user/overseasUser/my')).json();
  expect(mine.code).toBe(0);

  // The same cookie in another browser logs out there, which revokes the token at the API.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  expect((await (await other.request.delete('/api/session')).json()).data).toEqual({ loggedIn: false });
  await other.close();

  const refused = await page.request.get('/api/user/overseasUser/my');
  expect((await refused.json()).code).toBe(401);
  expect((await (await page.request.get('/api/session')).json()).data).toEqual({ loggedIn: false });
});

test('the BFF never forwards the calls that answer a token', async ({ request }) => {
  for (const path of ['/api/overseas/login/email', '/api/overseas/login/password', '/api/overseas/register']) {
    const response = await request.post(path, { data: { email: 'a@example.com', code: '123456' } });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ code: 3, msg: 'use /api/session' });
  }
});

test('the account pages speak Chinese under /zh', async ({ page }) => {
  await page.goto('/zh/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(/^登录 \|/);
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '手机验证码' })).toBeVisible();
  await page.getByRole('link', { name: '注册' }).last().click();
  await expect(page).toHaveURL(/\/zh\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: '注册账号' })).toBeVisible();
  // Read from the page as a crawler gets it: during a client navigation Next briefly keeps the
  // previous page's metadata next to the new one's.
  const html = await (await page.request.get('/zh/register')).text();
  expect(html.match(/<meta name="robots" content="([^"]*)"/g)).toEqual(['<meta name="robots" content="noindex, nofollow"']);
});

test('a code already sent asks for a minute before the next', async ({ page }) => {
  const mobile = uniqueMobile();
  await page.goto('/retrieve-password');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await requestCodeInForm(page, mobile);
  // A second request from another tab meets the API's one-a-minute rule.
  const again = await page.request.post('/api/overseas/login/mobile/getVerificationCode', { data: { mobile, purpose: 'retrieve' } });
  expect(await again.json()).toMatchObject({ code: 429, msg: expect.stringMatching(/^mobile: /) });
  expect(await latestCode(page.request, mobile)).toMatch(/^\d{6}$/);
});

test('a forgotten password is replaced with a code, then logs in', async ({ page }) => {
  test.slow();
  const email = uniqueEmail();
  // An account made by code login has no password yet; retrieving sets one.
  await logInByEmailCode(page, email);
  await page.request.delete('/api/session');

  await page.goto('/retrieve-password');
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  // The login code went out a moment ago: one code a minute per address, and the form says so.
  await page.getByRole('button', { name: 'Get code' }).click();
  const refusal = page.getByRole('main').getByRole('alert');
  await expect(refusal).toContainText('A code was sent a moment ago. Please wait a minute before asking for another.');
  await page.waitForTimeout(60_500);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await requestCodeInForm(page, email));
  await expect(refusal).toBeHidden();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('A password has 8 to 64 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a brand new secret');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('a brand new secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Log in' }).first().click();
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByRole('textbox', { name: 'Mobile number or email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a brand new secret');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expectLoggedIn(page, /^Account menu of /);
});

test('a logged-in customer never sees “Log in / Register” while a page loads, and a guest does', async ({ page }) => {
  await logInByEmailCode(page);
  // The session answer is held back: the cached header's first paint is all there is.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeHidden();
  await expect(header(page).getByRole('link', { name: 'Register' })).toBeHidden();
  release();
  await expectLoggedIn(page, /^Account menu of /);

  // Logged out, the hint goes with the session: the guest links show at once.
  await page.unroute('**/api/session');
  await page.request.delete('/api/session');
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
});
