/** Security headers (docs/architecture.md §4 Security): every API answer carries the security headers, HSTS only when asked for. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApp } from '../app';
import { openTestDatabase, type TestDatabase } from '../testing/database';

describe('API security headers', () => {
  let database: TestDatabase;
  let app: OpenAPIHono;
  let withHsts: OpenAPIHono;

  before(async () => {
    database = await openTestDatabase();
    app = createApp({ db: database.db, dataDir: '/nonexistent' });
    withHsts = createApp({ db: database.db, dataDir: '/nonexistent', settings: { hstsMaxAge: 31536000 } });
  });
  after(() => database.dispose());

  const answers = [
    ['a route', 'GET', '/online/toGoodsCar/myCarSize'],
    ['bad input', 'POST', '/online/togoods/details'],
    ['an unknown path', 'GET', '/nowhere'],
    ['/health', 'GET', '/health'],
    ['/files', 'GET', '/files/none.png'],
  ] as const;

  for (const [name, method, path] of answers) {
    test(`${name} carries nosniff, no framing, a CSP and a Referrer-Policy`, async () => {
      const response = await app.request(path, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
      assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
      assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'none'/);
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.equal(response.headers.get('strict-transport-security'), null, 'HSTS is opt-in');
    });
  }

  test('HSTS_MAX_AGE turns HSTS on', async () => {
    const response = await withHsts.request('/health');
    assert.equal(response.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
  });
});
