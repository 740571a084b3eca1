/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { goodsPagePaths, proxyPurgeOrigins, purgeGoodsPages } from './proxy-purge';

describe('proxy purge', () => {
  it('names every public page of a goods item in both languages', () => {
    expect(goodsPagePaths(12)).toEqual([
      '/goodsdetail?id=12',
      '/promotionTrialDetail?id=12',
      '/goods-citations?id=12',
      '/zh/goodsdetail?id=12',
      '/zh/promotionTrialDetail?id=12',
      '/zh/goods-citations?id=12',
    ]);
  });

  it('reads comma-separated origins and refuses anything but http(s)', () => {
    expect(proxyPurgeOrigins(' http://10.0.0.10:8080 , https://p2.example ').map(String)).toEqual(['http://10.0.0.10:8080/', 'https://p2.example/']);
    expect(proxyPurgeOrigins(undefined)).toEqual([]);
    expect(() => proxyPurgeOrigins('ftp://x')).toThrow('PROXY_PURGE_URLS');
  });

  it('sends PURGE for each page to each proxy with the site’s host, and reports the proxies that fail', async () => {
    const seen: string[] = [];
    const proxy = http.createServer((request, response) => {
      seen.push(`${request.method} ${request.headers.host} ${request.url}`);
      response.statusCode = request.url?.includes('citations') ? 404 : 200;
      response.end();
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    process.env.SITE_URL = 'https://shop.example.com';
    try {
      const failures = await purgeGoodsPages([7], proxyPurgeOrigins(`http://127.0.0.1:${port},http://127.0.0.1:1`));
      expect(seen.sort()).toEqual(
        goodsPagePaths(7)
          .map((path) => `PURGE shop.example.com /.proxy-purge${path}`)
          .sort(),
      );
      // 404 (not cached) is as good as purged; the closed port is reported, page by page.
      expect(failures).toHaveLength(6);
      expect(failures.every((failure) => failure.proxy === 'http://127.0.0.1:1')).toBe(true);
    } finally {
      delete process.env.SITE_URL;
      proxy.close();
    }
  });

  it('purges an import-sized revalidation with a bounded number of requests in flight', async () => {
    let inFlight = 0;
    let most = 0;
    let purged = 0;
    const proxy = http.createServer((_request, response) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        purged += 1;
        response.end();
      }, 1);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    try {
      const goodsIds = Array.from({ length: 500 }, (_, index) => index + 1);
      expect(await purgeGoodsPages(goodsIds, proxyPurgeOrigins(`http://127.0.0.1:${port}`))).toEqual([]);
      expect(purged).toBe(500 * 6);
      expect(most).toBeLessThanOrEqual(32);
    } finally {
      proxy.close();
    }
    // 3,000 real HTTP requests: the test is about the bound in flight, not speed, so a busy machine gets time.
  }, 30_000);
});
