import { expect, test, type Page } from '@playwright/test';
import { API_BASE, categoryGoods } from './support/api';

/**
 * docs/architecture.md §4 Security: the security headers on every kind of answer, and a Content-Security-Policy
 * that Next's own scripts, the islands and MUI pass: any violation on these pages fails.
 */

function expectSecurityHeaders(headers: Record<string, string>, where: string): void {
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy'], where).toMatch(/frame-ancestors 'none'/);
  expect(headers['content-security-policy'], where).toMatch(/object-src 'none'|default-src 'none'/);
}

test('pages, BFF answers, /files and the API carry the security headers', async ({ request, baseURL }) => {
  const answers = [
    ['home', `${baseURL}/`],
    ['a listing', `${baseURL}/goods-list?id=CP001`],
    ['a 404 page', `${baseURL}/no-such-page`],
    ['the BFF', `${baseURL}/api/online/toGoodsCar/myCarSize`],
    ['a refused BFF path', `${baseURL}/api/staff/inquiries`],
    ['the session route', `${baseURL}/api/session`],
    ['/files', `${baseURL}/files/categories/1.svg`],
    ['an asset', `${baseURL}/robots.txt`],
    ['the API', `${API_BASE}/online/toGoodsCar/myCarSize`],
    ['the API /files', `${API_BASE}/files/categories/1.svg`],
  ] as const;
  for (const [where, url] of answers) {
    const response = await request.get(url, { maxRedirects: 0 });
    expectSecurityHeaders(response.headers(), where);
  }
  // Files (SVG among them) never run scripts, even opened on their own.
  const file = await request.get(`${baseURL}/files/categories/1.svg`);
  expect(file.headers()['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
});

/** Watches a page for CSP violations: the console report and the DOM event both count. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test.describe('no CSP violation', () => {
  const pages: Array<[string, (page: Page) => Promise<string>]> = [
    ['home', async () => '/'],
    ['a listing', async () => '/goods-list?id=CP001'],
    [
      'a goods page',
      async (page) => {
        const [goods] = await categoryGoods(page.request, 'CP001');
        return `/goodsdetail?id=${goods?.id ?? 1}`;
      },
    ],
    ['login', async () => '/login'],
    ['the inquiry list', async () => '/inquire-list'],
    ['a Chinese page', async () => '/zh'],
  ];

  for (const [name, pathOf] of pages) {
    test(name, async ({ page }) => {
      const violations = await watchViolations(page);
      const path = await pathOf(page);
      const response = await page.goto(path);
      expect(response?.status()).toBeLessThan(400);
      expect(response?.headers()['content-security-policy']).toBeTruthy();
      // Let the islands hydrate and load their data.
      await page.waitForLoadState('networkidle');
      // Open the interactive parts that load on first use (MUI's styles arrive then).
      const search = page.getByRole('combobox').first();
      if (await search.isVisible().catch(() => false)) await search.click();
      await page.waitForTimeout(500);
      expect(violations, violations.join('\n')).toEqual([]);
    });
  }
});

test('a path with malformed percent-encoding answers 400 with the security headers, not a bare 500', async ({ request, baseURL }) => {
  for (const path of ['/%ff', '/zh/%ff', '/files/%c0%ae%c0%ae/secret', '/api/%ff', '/api/session%ff']) {
    const response = await request.get(`${baseURL}${path}`);
    expect(response.status(), path).toBe(400);
    expectSecurityHeaders(response.headers(), path);
    if (path.startsWith('/api/')) expect(await response.json(), path).toMatchObject({ code: 400 });
    else expect(await response.text(), path).toContain(path.startsWith('/zh') ? '无法识别此网址' : 'This web address cannot be read');
  }
});
