/** Security headers (docs/architecture.md §4 Security): every API answer carries the security headers, HSTS only when asked for. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { seededApp } from '../testing/seeded-app';

describe('API security headers', () => {
  const seeded = seededApp(null);

  const answers = [
    ['a route', 'GET', '/online/toGoodsCar/myCarSize'],
    ['bad input', 'POST', '/online/togoods/details'],
    ['an unknown path', 'GET', '/nowhere'],
    ['/health', 'GET', '/health'],
    ['/files', 'GET', '/files/none.png'],
  ] as const;

  for (const [name, method, path] of answers) {
    test(`${name} carries nosniff, no framing, a CSP and a Referrer-Policy`, async () => {
      const response = await seeded.app.request(path, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
      assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
      assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'none'/);
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.equal(response.headers.get('strict-transport-security'), null, 'HSTS is opt-in');
    });
  }

  test('HSTS_MAX_AGE turns HSTS on', async () => {
    const response = await seeded.appWith({ hstsMaxAge: 31536000 }).request('/health');
    assert.equal(response.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
  });
});
