/**
 * Input the API cannot use answers the 400 envelope naming the field, never a 500
 * (docs/architecture.md §3): NUL characters PostgreSQL cannot store, broken multipart and
 * JSON bodies, 10,000-level nesting, malformed percent-encoding in paths and queries, and bodies over the 1 MB cap
 * whether sent with a Content-Length or chunked.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { MAX_BODY_BYTES } from '../app';
import { seededApp } from '../testing/seeded-app';

const seeded = seededApp(100);

async function raw(path: string, init: RequestInit): Promise<{ status: number; code: number; msg: string }> {
  const response = await seeded.app.request(path, init);
  const envelope = (await response.json()) as { code: number; msg: string };
  return { status: response.status, code: envelope.code, msg: envelope.msg };
}

describe('NUL characters', () => {
  test('in a JSON search term: 400 naming the field', async () => {
    const { status, envelope } = await seeded.request('POST', '/online/toUserSearchTerms/list', { body: { searchTerms: 'a\u0000b' } });
    assert.equal(status, 200);
    assert.equal(envelope.code, 400);
    assert.equal(envelope.msg, 'searchTerms: must not contain a NUL character');
  });

  test('in a query string (goods code, medium search): 400 naming the field', async () => {
    for (const [path, field] of [
      ['/online/togoods/getDocumentByGoodsCode?goodsCode=a%00b', 'goodsCode'],
      ['/online/toCultureMedium/recommendList?meduimSearch=a%00b', 'meduimSearch'],
      ['/sys/sysdict/list?dictType=a%00b', 'dictType'],
    ] as const) {
      const answer = await raw(path, { method: path.startsWith('/sys') ? 'POST' : 'GET' });
      assert.deepEqual(answer, { status: 200, code: 400, msg: `${field}: must not contain a NUL character` }, path);
    }
  });

  test('in a search body and in a nested field', async () => {
    const search = await seeded.request('POST', '/online/togoods/searchGoods', { body: { search: 'anti\u0000body' } });
    assert.equal(search.envelope.msg, 'search: must not contain a NUL character');
    const nested = await seeded.request('POST', '/overseas/goodInquire/submitGoodInquireImmediately', {
      body: { name: 'A', goodsList: [{ goodsId: 1, note: 'x\u0000' }] },
    });
    assert.equal(nested.envelope.msg, 'goodsList.0.note: must not contain a NUL character');
  });
});

describe('broken bodies', () => {
  const formRoute = '/online/tihotpro/list';

  test('multipart without a boundary: 400', async () => {
    const answer = await raw(formRoute, { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: '{}' });
    assert.equal(answer.status, 200);
    assert.equal(answer.code, 400);
    assert.match(answer.msg, /^Request body: not a valid form/);
  });

  test('multipart with the wrong boundary, or cut short: 400', async () => {
    for (const [contentType, body] of [
      ['multipart/form-data; boundary=expected', '--wrong\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--wrong--\r\n'],
      ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="page"\r\n\r\n1'],
    ] as const) {
      const answer = await raw(formRoute, { method: 'POST', headers: { 'content-type': contentType }, body });
      assert.equal(answer.code, 400, `${contentType}: ${answer.msg}`);
    }
  });

  test('malformed JSON, a JSON array, a text/plain body: 400', async () => {
    const path = '/online/togoods/searchGoods';
    for (const body of ['{"search":', '[1,2]', '"text"']) {
      const answer = await raw(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      assert.equal(answer.code, 400, body);
      assert.match(answer.msg, /^Request body: /);
    }
  });

  test('JSON nested 10,000 levels deep: 400 naming the field', async () => {
    const deep = `{"search":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const answer = await raw('/online/togoods/searchGoods', { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
    assert.deepEqual(answer, {
      status: 200,
      code: 400,
      msg: 'search.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0: nested deeper than 32 levels',
    });
  });

  test('a file path that is not valid percent-encoding: 400', async () => {
    const answer = await raw('/files/%E0%A4%A.png', { method: 'GET' });
    assert.deepEqual(answer, { status: 400, code: 400, msg: 'URL: the path has malformed percent-encoding' });
  });
});

describe('malformed percent-encoding over HTTP', () => {
  let server: ServerType;
  let port: number;

  before(async () => {
    server = serve({ fetch: seeded.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });

  after(() => {
    server.close();
  });

  /** The request line exactly as written: no client re-encodes it. */
  function get(path: string, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        agent: false,
        method,
        path,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      });
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      });
      request.on('error', reject);
      request.end(method === 'POST' ? '{}' : undefined);
    });
  }

  test('in the path or the query: 400 with the envelope and the security headers, never a bare 500', async () => {
    for (const [path, part, method] of [
      ['/%ff', 'path', 'GET'],
      ['/files/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', 'path', 'GET'],
      ['/file/download/%ff', 'path', 'GET'],
      ['/online/toGoodsClassify/info/%E0%A4%A', 'path', 'GET'],
      ['/online/togoods/getDocumentByGoodsCode?goodsCode=%ff', 'query', 'GET'],
      ['/online/toCultureMedium/recommendList?meduimSearch=%zz', 'query', 'GET'],
      ['/online/togoods/searchGoods?x=%E0%A4%A', 'query', 'POST'],
    ] as const) {
      const { status, headers, body } = await get(path, method);
      assert.equal(status, 400, path);
      assert.deepEqual(JSON.parse(body), { code: 400, msg: `URL: the ${part} has malformed percent-encoding` }, path);
      assert.match(String(headers['content-security-policy']), /default-src 'none'/, path);
      assert.equal(headers['x-content-type-options'], 'nosniff', path);
      assert.equal(headers['x-frame-options'], 'DENY', path);
    }
  });

  test('well-formed escapes, + and an encoded % are read as before', async () => {
    for (const path of ['/health?q=100%25', '/health?q=a+b%20c', '/online/togoods/getDocumentByGoodsCode?goodsCode=%E6%8A%97%E4%BD%93']) {
      assert.equal((await get(path)).status, 200, path);
    }
  });
});

describe('the 1 MB body cap over HTTP', () => {
  let server: ServerType;
  let port: number;

  before(async () => {
    server = serve({ fetch: seeded.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });

  after(() => {
    server.close();
  });

  /** Sends `chunks` chunks of 64 kB with Transfer-Encoding: chunked (no Content-Length). */
  function sendChunked(chunks: number): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        agent: false,
        method: 'POST',
        path: '/online/togoods/searchGoods',
        headers: { 'content-type': 'application/json' },
      });
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      // The server may answer and close before every chunk is written.
      request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
      request.write('{"search":"');
      const chunk = 'a'.repeat(64 * 1024);
      for (let sent = 0; sent < chunks; sent += 1) request.write(chunk);
      request.end('"}');
    });
  }

  test('a chunked body over the cap is refused with 413 and the envelope', async () => {
    const chunks = Math.ceil((2 * MAX_BODY_BYTES) / (64 * 1024));
    const { status, body } = await sendChunked(chunks);
    assert.equal(status, 413);
    assert.deepEqual(JSON.parse(body), { code: 400, msg: 'Request body: larger than 1 MB' });
  });

  test('a chunked body under the cap is read', async () => {
    const { status, body } = await sendChunked(2);
    assert.equal(status, 200);
    assert.equal((JSON.parse(body) as { code: number }).code, 400, 'a 128 kB search term is parsed and refused by its schema');
  });
});
