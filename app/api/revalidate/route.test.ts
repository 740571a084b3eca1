/** @jest-environment node */
/**
 * The revalidation route with BAIDU_PUSH_TOKEN: it answers without waiting for Baidu, and the pages
 * it named reach Baidu afterwards in bounded batches. Next's cache and `after` are stood in for:
 * `after` keeps the callbacks, which the test runs once the handler has answered, as Next does.
 */
import { startBaiduReceiver, type BaiduReceiver } from '@/lib/test-support/baidu-receiver';

const afterAnswer: (() => Promise<void> | void)[] = [];

jest.mock('next/server', () => ({ ...jest.requireActual<object>('next/server'), after: (task: () => Promise<void>) => afterAnswer.push(task) }));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.mock('@/lib/next-cache/expire-now', () => ({ expireTagsNow: jest.fn(async () => true) }));
jest.mock('@/lib/api/health', () => ({ apiAnswers: jest.fn(async () => true) }));
jest.mock('@/lib/proxy-purge', () => ({ purgeGoodsPages: jest.fn(async () => []) }));
jest.mock('@/lib/api/articles', () => ({
  getSitemapArticles: jest.fn(async () => [
    { id: 7, categoryId: 'CP00501', publishedAt: '2026-11-01T00:00:00.000Z' },
    { id: 8, categoryId: 'CP00501', publishedAt: '2026-11-01T00:00:00.000Z' },
  ]),
}));

const SECRET = 'r'.repeat(40);

function revalidation(body: unknown): Request {
  return new Request('http://127.0.0.1:3000/api/revalidate', {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function loadRoute(env: Record<string, string | undefined>) {
  jest.resetModules();
  afterAnswer.length = 0;
  Object.assign(process.env, { SESSION_SECRET: 's'.repeat(40), REVALIDATE_SECRET: SECRET, SITE_URL: 'https://shop.example' });
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  const route = await import('./route');
  const { baiduPushQueue } = await import('@/lib/baidu-push/push-changed-pages');
  return { POST: route.POST, queue: baiduPushQueue };
}

describe('POST /api/revalidate and Baidu', () => {
  let receiver: BaiduReceiver;
  afterEach(async () => {
    await receiver?.close();
    delete process.env.BAIDU_PUSH_TOKEN;
    delete process.env.BAIDU_PUSH_URL;
  });

  it('answers a revalidation of 1,000 goods before a slow Baidu, which then gets the 2,000 URLs in batches of 2,000 at most', async () => {
    receiver = await startBaiduReceiver([{ status: 200, body: { success: 1000, remain: 50_000 }, delayMs: 4000 }]);
    const { POST, queue } = await loadRoute({ BAIDU_PUSH_TOKEN: 't0ken', BAIDU_PUSH_URL: receiver.endpoint });
    const goodsIds = Array.from({ length: 1000 }, (_, i) => i + 1);

    const started = Date.now();
    const response = await POST(revalidation({ goodsIds }));
    expect(response.status).toBe(200);
    expect(receiver.received).toHaveLength(0);
    // What Next does once the answer is sent; the push itself runs on in the background.
    await Promise.all(afterAnswer.map((task) => task()));
    // Well under the receiver's 4 s, with room for a busy machine.
    expect(Date.now() - started).toBeLessThan(3000);

    await queue()?.idle();
    const lines = receiver.received.flatMap((request) => request.lines);
    expect(receiver.received.every((request) => request.lines.length <= 2000)).toBe(true);
    expect(lines).toHaveLength(2000);
    expect(lines).toContain('https://shop.example/goodsdetail?id=1');
    expect(lines).toContain('https://shop.example/zh/goodsdetail?id=1000');
    expect(receiver.received[0]?.query.get('site')).toBe('https://shop.example');
  }, 20_000);

  it('pushes a named article’s page in both languages, on its category’s route', async () => {
    receiver = await startBaiduReceiver([{ status: 200, body: { success: 2, remain: 10 } }]);
    const { POST, queue } = await loadRoute({ BAIDU_PUSH_TOKEN: 't0ken', BAIDU_PUSH_URL: receiver.endpoint });
    expect((await POST(revalidation({ articleIds: [7, 99] }))).status).toBe(200);
    await Promise.all(afterAnswer.map((task) => task()));
    await queue()?.idle();
    expect(receiver.received.map((request) => request.lines)).toEqual([
      ['https://shop.example/promotion-detail?id=7', 'https://shop.example/zh/promotion-detail?id=7'],
    ]);
  });

  it('pushes nothing, and schedules nothing, without BAIDU_PUSH_TOKEN', async () => {
    receiver = await startBaiduReceiver([{ status: 200, body: { success: 1, remain: 10 } }]);
    const { POST, queue } = await loadRoute({ BAIDU_PUSH_TOKEN: undefined, BAIDU_PUSH_URL: receiver.endpoint });
    expect((await POST(revalidation({ goodsIds: [1] }))).status).toBe(200);
    expect(afterAnswer).toHaveLength(0);
    expect(queue()).toBeNull();
    expect(receiver.received).toHaveLength(0);
  });
});
