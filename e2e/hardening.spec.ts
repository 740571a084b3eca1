import http from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInByEmailCode, requestCodeInForm, uniqueEmail } from './support/account';

/**
 * Hardening (docs/architecture.md §4 Security, §8) against the real built storefront: what an attacker probing from outside tried.
 * Each test names the issue item it proves (docs/architecture.md §4 security).
 */

test.describe('BFF allow-list (item 1)', () => {
  for (const path of [
    '/api/online/..%2foverseas/login/password',
    '/api/online/..%5coverseas/login/password',
    '/api/online/togoods/..%252f..%252fstaff/inquiries',
    '/api/online/togoods/downLoadInc/..%2f..%2fdev%2foutbox%2flatest',
    '/api/dev/outbox/latest',
  ]) {
    test(`refuses ${path} with the envelope`, async ({ request, baseURL }) => {
      const response = await request.post(`${baseURL}${path}`, {
        headers: { 'content-type': 'application/json', origin: baseURL ?? '' },
        data: { account: 'someone@example.com', password: 'secret123' },
      });
      expect(response.status()).toBe(404);
      const body = await response.json();
      expect(body.code).toBe(3);
      expect(JSON.stringify(body)).not.toContain('token');
    });
  }

  test('still forwards a listed path', async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL}/api/online/toGoodsCar/myCarSize`, { headers: { lang: 'en' } });
    expect(response.status()).toBe(200);
    expect(typeof (await response.json()).code).toBe('number');
  });
});

test.describe('redirect after login (item 2)', () => {
  for (const target of ['/%09/evil.example', '/%0d%0a/evil.example', '/%5cevil.example', '//evil.example']) {
    test(`logging in from /login?redirect=${target} stays on this site`, async ({ page, baseURL }) => {
      const email = uniqueEmail();
      await page.goto(`/login?redirect=${target}`);
      await page.getByRole('tab', { name: 'Email code' }).click();
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await page.getByRole('textbox', { name: 'Verification code' }).fill(await requestCodeInForm(page, email));
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/' || url.hostname === 'evil.example');
      expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    });
  }
});

async function loggedIn(page: Page): Promise<boolean> {
  const answer = await page.request.get('/api/session');
  return Boolean((await answer.json()).data?.loggedIn);
}

const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

test.describe('cross-site requests (items 3 and 4)', () => {
  test('a cross-site text/plain login is refused (login CSRF)', async ({ page }) => {
    const response = await page.request.post('/api/session', {
      headers: { ...EVIL, 'content-type': 'text/plain' },
      data: JSON.stringify({ method: 'password', account: 'attacker@example.com', password: 'attacker123' }),
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ code: 400 });
    expect(await loggedIn(page)).toBe(false);
  });

  test('a same-origin login must be JSON', async ({ page }) => {
    const response = await page.request.post('/api/session', {
      headers: { 'content-type': 'text/plain' },
      data: JSON.stringify({ method: 'password', account: 'someone@example.com', password: 'secret123' }),
    });
    expect(response.status()).toBe(415);
    expect(await response.json()).toMatchObject({ code: 400 });
  });

  test('cross-site logout and token-route posts never clear the cookie (logout CSRF)', async ({ page }) => {
    await logInByEmailCode(page);
    expect(await loggedIn(page)).toBe(true);
    const logout = await page.request.delete('/api/session', { headers: EVIL });
    expect(logout.status()).toBe(403);
    expect(logout.headers()['set-cookie']).toBeUndefined();
    const tokenRoute = await page.request.post('/api/user/overseasUser/my', { headers: { ...EVIL, 'content-type': 'text/plain' }, data: 'x' });
    expect(tokenRoute.status()).toBe(403);
    expect(tokenRoute.headers()['set-cookie']).toBeUndefined();
    expect(await loggedIn(page)).toBe(true);
  });
});

/** Streams up to `totalBytes` to `url` chunked (no Content-Length) until the server answers. */
function chunkedPost(url: string, totalBytes: number): Promise<{ status: number; body: string; sentBytes: number }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sentBytes = 0;
    let answered = false;
    const request = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (body += part));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body, sentBytes });
      });
    });
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && sentBytes < totalBytes) {
        sentBytes += chunk.byteLength;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

test.describe('body size caps (item 8)', () => {
  test('a chunked 50 MB login body is refused with 413 long before it is all sent', async ({ baseURL }) => {
    const { status, body, sentBytes } = await chunkedPost(`${baseURL}/api/session`, 50 * 1024 * 1024);
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ code: 400, msg: 'Request body: larger than 64 KB' });
    expect(sentBytes).toBeLessThan(20 * 1024 * 1024);
  });
});

test.describe('revoked sessions end (item 11)', () => {
  /** The session cookie's value, to replay as a copy taken before logout would be. */
  async function sessionCookie(page: Page): Promise<string> {
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'labshop_session');
    expect(cookie, 'the session cookie').toBeDefined();
    return `labshop_session=${cookie?.value ?? ''}`;
  }

  test('a cookie whose token was revoked answers loggedIn: false', async ({ page, request }) => {
    await logInByEmailCode(page);
    const copy = await sessionCookie(page);
    // Logging out revokes the token at the API; the copy still holds it.
    expect((await page.request.delete('/api/session')).status()).toBe(200);
    const answer = await request.get('/api/session', { headers: { cookie: copy } });
    expect((await answer.json()).data).toEqual({ loggedIn: false });
  });

  test('a cookie cleared after a 401 has its token revoked at the API too', async ({ page, request }) => {
    await logInByEmailCode(page);
    const copy = await sessionCookie(page);
    // A userId that is not the token's makes the API answer 401; the BFF ends the session.
    const mismatch = await page.request.get('/api/online/toGoodsCar/myCarSize', { params: { userId: '999999999' }, headers: { lang: 'en' } });
    expect((await mismatch.json()).code).toBe(401);
    expect(await loggedIn(page)).toBe(false);
    // The copied cookie's token no longer works at the API itself.
    const token = await tokenOf(request, copy);
    expect(token).toBe(401);
  });
});

/** What the API answers the copied cookie's holder through the BFF for a token-checked call. */
async function tokenOf(request: APIRequestContext, cookie: string): Promise<number> {
  const answer = await request.get('/api/online/toGoodsCar/myCarSize', { headers: { cookie, lang: 'en' } });
  return (await answer.json()).code as number;
}
