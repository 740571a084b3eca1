/** Visitor address (docs/architecture.md §4 Security): the API derives the visitor by TRUST_PROXY_HOPS over a real socket. */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { clientAddress, clientAddressOf } from './client-address';

describe('clientAddress over a socket', () => {
  let server: ServerType;
  let base = '';
  const hopsOf = (c: { req: { header: (name: string) => string | undefined } }) => Number(c.req.header('x-test-hops') ?? 0);

  before(async () => {
    const app = new Hono();
    app.get('/who', (c) => c.text(clientAddress(c, hopsOf(c)) ?? 'none'));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  const who = async (headers: Record<string, string>) => (await fetch(`${base}/who`, { headers })).text();

  test('with no proxy before the storefront, the entry the storefront appended (its socket peer), never what the client wrote', async () => {
    assert.equal(await who({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7' }), '198.51.100.7');
  });

  test('with one proxy, the entry that proxy appended', async () => {
    assert.equal(await who({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.9', 'x-test-hops': '1' }), '198.51.100.7');
  });

  test('a direct caller with no header is its socket peer', async () => {
    assert.match(await who({}), /127\.0\.0\.1$/);
  });
});

test('clientAddressOf reads n from the right, the last when the chain is short', () => {
  assert.equal(clientAddressOf(['a', 'b', 'c'], 1), 'b');
  assert.equal(clientAddressOf(['a'], 3), 'a');
  assert.equal(clientAddressOf([], 0), undefined);
});
