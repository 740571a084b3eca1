/**
 * Pages given input the database cannot hold: the API refuses a NUL with a 400 naming the field
 * (docs/architecture.md §8), so the search page shows no results instead of failing with 500.
 */
import { expect, test } from '@playwright/test';

for (const path of ['/search-result?search=a%00b', '/zh/search-result?search=a%00b']) {
  test(`${path} answers 200`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
}

// A path whose percent-encoding does not decode: 400 with the security headers, never Next's bare
// 500 (lib/malformed-path.mjs, answered by the server preload scripts/refuse-malformed-paths.mjs).
for (const path of ['/%ff', '/zh/%c0%ae', '/files/%c0%ae%c0%ae/etc/passwd', '/coa-certificates/%ff', '/api/%ff', '/api/file/download/%ff']) {
  test(`${path} answers 400 with the security headers`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(400);
    expect(response.headers()['content-security-policy']).toBeTruthy();
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    if (path.startsWith('/api/')) expect(await response.json()).toEqual({ code: 400, msg: 'path: malformed percent-encoding' });
  });
}

// A one-segment path with a file extension is not rewritten by the proxy, so it reaches the
// [locale] segment as a "locale": a 404 page, never a failed render (lib/page-metadata.ts).
for (const path of ['/wp-login.php', '/apple-touch-icon.png', '/index.html', '/goods-list.html']) {
  test(`${path} answers 404`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });
}

test('/favicon.ico is the shop icon, for browsers and crawlers that ask for it', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect([...(await response.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});
