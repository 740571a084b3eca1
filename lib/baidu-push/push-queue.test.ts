/** @jest-environment node */
import { startBaiduReceiver, type BaiduReceiver } from '@/lib/test-support/baidu-receiver';
import { BaiduPushQueue, nextUtcMidnight, type PushQueueOptions } from './push-queue';

const urls = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `https://shop.example/goodsdetail?id=${from + i}`);

describe('BaiduPushQueue', () => {
  let receiver: BaiduReceiver;
  let warnings: string[];
  afterEach(() => receiver.close());

  function queue(options: PushQueueOptions = {}) {
    warnings = [];
    return new BaiduPushQueue(
      { endpoint: receiver.endpoint, site: 'https://shop.example', token: 't0ken' },
      { retryDelaysMs: [10, 10], timeoutMs: 5_000, warn: (message) => warnings.push(message), ...options },
    );
  }

  it('pushes 4,500 URLs as 2,000, 2,000 and 500, one request at a time, a URL still waiting named again once', async () => {
    receiver = await startBaiduReceiver([{ status: 200, body: { success: 2000, remain: 100_000 }, delayMs: 20 }]);
    const pushing = queue();
    pushing.add(urls(4500));
    pushing.add(urls(10, 4001));
    await pushing.idle();
    expect(receiver.received.map((request) => request.lines.length)).toEqual([2000, 2000, 500]);
    expect(new Set(receiver.received.flatMap((request) => request.lines)).size).toBe(4500);
    expect(receiver.mostAtOnce).toBe(1);
  });

  it('retries after a 503 and then succeeds', async () => {
    receiver = await startBaiduReceiver([
      { status: 503, body: {} },
      { status: 200, body: { success: 3, remain: 97 } },
    ]);
    const pushing = queue();
    pushing.add(urls(3));
    await pushing.idle();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.lines).toEqual(urls(3));
    expect(warnings).toEqual([]);
  });

  it('does not retry after a 400, and goes on with the next batch', async () => {
    receiver = await startBaiduReceiver([
      { status: 400, body: { error: 400, message: 'site init fail' } },
      { status: 200, body: { success: 1, remain: 97 } },
    ]);
    const pushing = queue();
    pushing.add(urls(2001));
    await pushing.idle();
    expect(receiver.received.map((request) => request.lines.length)).toEqual([2000, 1]);
    expect(warnings).toEqual(['Baidu refused 2000 URLs (HTTP 400: site init fail); not retried']);
  });

  it('stops for the day once remain reaches 0, and sends no more than the quota left', async () => {
    receiver = await startBaiduReceiver([
      { status: 200, body: { success: 2000, remain: 5 } },
      { status: 200, body: { success: 5, remain: 0 } },
    ]);
    const now = Date.UTC(2026, 10, 28, 20, 0);
    const pushing = queue({ now: () => now });
    pushing.add(urls(3000));
    await pushing.idle();
    pushing.add(urls(10, 5000));
    await pushing.idle();
    expect(receiver.received.map((request) => request.lines.length)).toEqual([2000, 5]);
    expect(warnings[0]).toBe('today’s quota is spent: no push until 2026-11-29T00:00:00.000Z, 995 waiting URLs dropped');
  });

  it('stops for the day after an over-quota refusal, and pushes again the next UTC day', async () => {
    receiver = await startBaiduReceiver([
      { status: 400, body: { error: 400, message: 'over quota' } },
      { status: 200, body: { success: 1, remain: 9 } },
    ]);
    let now = Date.UTC(2026, 10, 28, 23, 0);
    const pushing = queue({ now: () => now });
    pushing.add(urls(1));
    await pushing.idle();
    pushing.add(urls(1, 2));
    await pushing.idle();
    expect(receiver.received).toHaveLength(1);
    now = nextUtcMidnight(now);
    pushing.add(urls(1, 3));
    await pushing.idle();
    expect(receiver.received.map((request) => request.lines)).toEqual([urls(1), urls(1, 3)]);
  });

  it('returns at once while Baidu never answers, and drops the batch after its attempts time out', async () => {
    receiver = await startBaiduReceiver(['hang']);
    const pushing = queue({ timeoutMs: 100 });
    const started = Date.now();
    pushing.add(urls(2));
    expect(Date.now() - started).toBeLessThan(50);
    await pushing.idle();
    expect(receiver.received).toHaveLength(3);
    expect(warnings).toEqual(['2 URLs dropped after 3 attempts: no answer within 100 ms']);
  });

  it('keeps at most maxWaiting URLs, dropping the oldest with a warning', async () => {
    receiver = await startBaiduReceiver([{ status: 200, body: { success: 1, remain: 99 }, delayMs: 50 }]);
    const pushing = queue({ maxWaiting: 3 });
    pushing.add(urls(1));
    pushing.add(urls(5, 10));
    await pushing.idle();
    expect(receiver.received.map((request) => request.lines)).toEqual([urls(1), urls(3, 12)]);
    expect(warnings).toEqual(['2 URLs dropped, the oldest waiting: more than 3 wait for Baidu']);
  });
});
