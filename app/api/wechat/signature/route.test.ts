/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jsapiSignature } from '@/lib/wechat/signature';
import { GET } from './route';

const ask = (url?: string) => GET(new Request(`https://shop.example.com/api/wechat/signature${url === undefined ? '' : `?url=${encodeURIComponent(url)}`}`));

describe('GET /api/wechat/signature', () => {
  const saved = { ...process.env };
  let wechat: http.Server;
  let seen: string[];
  let refuse = false;

  beforeAll(async () => {
    wechat = http.createServer((request, response) => {
      seen.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      if (refuse) return response.end(JSON.stringify({ errcode: 40164, errmsg: 'invalid ip, not in whitelist' }));
      response.end(
        JSON.stringify(
          request.url?.startsWith('/cgi-bin/token')
            ? { access_token: 'the-access-token', expires_in: 7200 }
            : { errcode: 0, errmsg: 'ok', ticket: 'the-jsapi-ticket', expires_in: 7200 },
        ),
      );
    });
    await new Promise<void>((resolve) => wechat.listen(0, '127.0.0.1', resolve));
  });
  beforeEach(() => {
    seen = [];
    refuse = false;
    process.env = { ...saved, SITE_URL: 'https://shop.example.com', WECHAT_API_URL: `http://127.0.0.1:${(wechat.address() as AddressInfo).port}` };
    delete process.env.REDIS_URL;
    delete process.env.WECHAT_APP_ID;
    delete process.env.WECHAT_APP_SECRET;
  });
  afterAll(async () => {
    process.env = saved;
    wechat.closeAllConnections();
    await new Promise((resolve) => wechat.close(resolve));
  });

  const configure = (appId: string) => {
    process.env.WECHAT_APP_ID = appId;
    process.env.WECHAT_APP_SECRET = 'the-app-secret';
  };

  test('is the 404 of any unknown /api path unless WeChat sharing is configured, and asks WeChat nothing', async () => {
    process.env.WECHAT_APP_ID = 'wx-only-the-id';
    const response = await ask('https://shop.example.com/goodsdetail?id=12');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ code: 3, msg: 'No such API route' });
    expect(seen).toEqual([]);
  });

  test('signs a page of this site, naming neither the secret, the token nor the ticket', async () => {
    configure('wx-signs');
    const url = 'https://shop.example.com/zh/goodsdetail?id=12';
    const response = await ask(`${url}#reviews`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    for (const hidden of ['the-app-secret', 'the-access-token', 'the-jsapi-ticket']) expect(text).not.toContain(hidden);
    const { code, data } = JSON.parse(text);
    expect(code).toBe(0);
    expect(Object.keys(data).sort()).toEqual(['appId', 'nonceStr', 'signature', 'timestamp']);
    expect(data.appId).toBe('wx-signs');
    expect(Math.abs(data.timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(data.signature).toBe(jsapiSignature({ ticket: 'the-jsapi-ticket', nonceStr: data.nonceStr, timestamp: data.timestamp, url }));

    // The ticket is kept: the next page costs WeChat nothing.
    await ask('https://shop.example.com/data-detail?id=7');
    expect(seen).toHaveLength(2);
  });

  test('refuses another site’s address, or none', async () => {
    configure('wx-refuses');
    for (const url of [undefined, 'https://evil.example.com/', 'javascript:alert(1)']) {
      const response = await ask(url);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 400, msg: 'url: must be a page of this site' });
    }
    expect(seen).toEqual([]);
  });

  test('answers 503 when WeChat refuses', async () => {
    configure('wx-refused');
    refuse = true;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await ask('https://shop.example.com/');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 500, msg: 'WeChat did not give a ticket' });
    expect(warn.mock.calls.join('\n')).not.toContain('the-app-secret');
    warn.mockRestore();
  });
});
