/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { hasMalformedPath, malformedPathAnswer } from './malformed-url.mjs';
import '../scripts/socket-address.mjs';

describe('a path whose percent-encoding does not decode', () => {
  test.each(['/%ff', '/zh/%c0%ae', '/files/%c0%ae%c0%ae/etc/passwd', '/api/file/download/%ff', '/api/%E0%A4%A?x=1'])('%s is malformed', (target) => {
    expect(hasMalformedPath(target)).toBe(true);
  });

  test.each(['/', '/search-result?search=100%', '/files/a%20b.png', '/zh/goods/%E6%8A%97%E4%BD%93', '/goods-list?id=%zz'])('%s is not', (target) => {
    expect(hasMalformedPath(target)).toBe(false);
  });

  test('the BFF answers the envelope, /files its own policy, pages a sentence; all with the security headers', () => {
    const api = malformedPathAnswer('/api/%ff', {});
    expect(api?.status).toBe(400);
    expect(JSON.parse(api?.body ?? '')).toEqual({ code: 400, msg: 'URL: the path has malformed percent-encoding' });
    expect(api?.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' });
    expect(api?.headers['Content-Security-Policy']).toContain("default-src 'self'");
    expect(malformedPathAnswer('/files/%c0%ae', {})?.headers['Content-Security-Policy']).toContain('sandbox');
    const page = malformedPathAnswer('/%ff', {});
    expect(page?.headers['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(page?.body).toMatch(/^Bad request/);
  });
});

describe('the storefront server preload', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((_request, response) => response.end('next'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string) =>
    new Promise<{ status: number; body: string; csp: string | undefined }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body, csp: response.headers['content-security-policy'] as string | undefined }));
        })
        .on('error', reject);
    });

  test('answers a malformed path itself with 400 and the headers; Next gets every other request', async () => {
    const refused = await get('/api/%ff');
    expect(refused.status).toBe(400);
    expect(refused.csp).toBeTruthy();
    expect(JSON.parse(refused.body)).toEqual({ code: 400, msg: 'URL: the path has malformed percent-encoding' });
    expect(await get('/api/health?x=%zz')).toMatchObject({ status: 200, body: 'next' });
  });
});
