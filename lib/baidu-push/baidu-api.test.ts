/** @jest-environment node */
import { startBaiduReceiver, type BaiduReceiver } from '@/lib/test-support/baidu-receiver';
import { pushBatch, readAnswer } from './baidu-api';

describe('readAnswer', () => {
  it('reads the taken, the quota left and the refused URLs', () => {
    expect(readAnswer(200, JSON.stringify({ success: 2, remain: 98, not_valid: ['x'] }))).toEqual({
      kind: 'pushed',
      success: 2,
      remain: 98,
      notSameSite: [],
      notValid: ['x'],
    });
  });

  it('reads a 4xx as refused (over quota when it says so), a 5xx or garbage as failed', () => {
    expect(readAnswer(400, JSON.stringify({ error: 400, message: 'over quota' }))).toEqual({
      kind: 'refused',
      status: 400,
      message: 'over quota',
      overQuota: true,
    });
    expect(readAnswer(401, JSON.stringify({ error: 401, message: 'token is not valid' }))).toMatchObject({ kind: 'refused', overQuota: false });
    expect(readAnswer(503, 'busy')).toEqual({ kind: 'failed', reason: 'HTTP 503' });
    expect(readAnswer(200, '<html>')).toMatchObject({ kind: 'failed' });
  });
});

describe('pushBatch', () => {
  let receiver: BaiduReceiver;
  afterEach(() => receiver.close());

  it('posts the URLs one a line as text/plain to /urls with the site and the token', async () => {
    receiver = await startBaiduReceiver([{ status: 200, body: { success: 2, remain: 8 } }]);
    const urls = ['https://shop.example/goodsdetail?id=12', 'https://shop.example/zh/goodsdetail?id=12'];
    const outcome = await pushBatch({ endpoint: receiver.endpoint, site: 'https://shop.example', token: 't0ken' }, urls);
    expect(outcome).toEqual({ kind: 'pushed', success: 2, remain: 8, notSameSite: [], notValid: [] });
    const [request] = receiver.received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/urls');
    expect(request?.query.get('site')).toBe('https://shop.example');
    expect(request?.query.get('token')).toBe('t0ken');
    expect(request?.contentType).toBe('text/plain');
    expect(request?.lines).toEqual(urls);
  });

  it('gives up on a Baidu that never answers after the timeout, without the token in the reason', async () => {
    receiver = await startBaiduReceiver(['hang']);
    const started = Date.now();
    const outcome = await pushBatch({ endpoint: receiver.endpoint, site: 'https://shop.example', token: 't0ken' }, ['https://shop.example/'], 200);
    expect(outcome).toEqual({ kind: 'failed', reason: 'no answer within 200 ms' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
