/** @jest-environment node */
import { ApiError, API_CODE, TRANSPORT_CODE } from './errors';
import { createApiClient, type ApiClientConfig, type FetchFn } from './transport';
import { sendJson, sleep, startLocalServer, type LocalServer, type Route } from './test-support/local-server';
import { rejection } from './test-support/rejection';
import type { OperationRef } from './contract';

const echo: Route = ({ hit }) => ({ code: 0, msg: 'success', data: hit });
const answerCode =
  (code: number): Route =>
  () => ({ code, msg: `message for ${code}` });
const html =
  (status: number): Route =>
  ({ res }) => {
    res.writeHead(status, { 'content-type': 'text/html' });
    res.end('<html><body>Bad Gateway</body></html>');
  };
const drop: Route = ({ req }) => {
  req.socket.destroy();
};
const hang: Route = () => undefined;
const dropFirst: Route = ({ req, count }) => {
  if (count === 1) req.socket.destroy();
  else return { code: 0, msg: 'success', data: { attempt: count } };
};

const primaryRoutes: Record<string, Route> = {
  '/echo': echo,
  '/code/0': () => ({ code: 0, msg: 'success', data: { id: 7 } }),
  '/code/3': answerCode(3),
  '/code/400': () => ({ code: 400, msg: 'email is invalid' }),
  '/code/401': answerCode(401),
  '/code/402': answerCode(402),
  '/code/500-on-http-500': ({ res }) => sendJson(res, 500, { code: 500, msg: 'internal error' }),
  '/list/data': () => ({ code: 0, msg: 'success', data: { list: [{ id: 1 }, { id: 2 }], totalCount: 42 } }),
  '/list/page': () => ({ code: 0, msg: 'success', page: { list: [{ id: 3 }], totalCount: 9, totalPage: 9 } }),
  '/list/records': () => ({ code: 0, msg: 'success', page: { records: [{ id: 4 }, { id: 5 }], pages: 3, total: 6 } }),
  '/list/total': () => ({ code: 0, msg: 'success', page: { total: 12 } }),
  '/drop-first': dropFirst,
  '/drop': drop,
  '/hang': hang,
  '/html502': html(502),
  '/html200': html(200),
  '/not-an-envelope': () => ({ ok: true, id: 7 }),
  '/whoami': () => ({ code: 0, msg: 'success', data: 'primary' }),
};

const fallbackRoutes: Record<string, Route> = {
  '/hang': () => ({ code: 0, msg: 'success', data: 'fallback' }),
  '/whoami': () => ({ code: 0, msg: 'success', data: 'fallback' }),
  '/echo': echo,
};

let primary: LocalServer;
let fallback: LocalServer;

beforeAll(async () => {
  [primary, fallback] = await Promise.all([startLocalServer(primaryRoutes), startLocalServer(fallbackRoutes)]);
});
afterAll(async () => {
  await Promise.all([primary.close(), fallback.close()]);
});
beforeEach(() => {
  primary.reset();
  fallback.reset();
});

const en = { locale: 'en' } as const;

function client(overrides: Partial<ApiClientConfig> = {}) {
  return createApiClient({ baseUrl: primary.url, retryDelayMs: 80, fallbackAfterMs: 200, ...overrides });
}

interface EchoedHit {
  method: string;
  query: string;
  body: string;
  headers: Record<string, string | undefined>;
}

describe('modes and headers on the wire', () => {
  test('get sends the parameters as a query string and no body', async () => {
    const hit = await client().request({ mode: 'get', path: '/echo' } as OperationRef<EchoedHit>, { a: 1, ids: [1, 2], s: 'x y', skip: undefined }, en);
    expect(hit.method).toBe('GET');
    expect(hit.query).toBe('a=1&ids=1&ids=2&s=x+y');
    expect(hit.body).toBe('');
    expect(hit.headers.lang).toBe('en');
    expect(hit.headers.token).toBeUndefined();
  });

  test('postd is a POST with the fields in the query string and an empty body', async () => {
    const hit = await client().request({ mode: 'postd', path: 'echo' } as OperationRef<EchoedHit>, { id: 'CP001', hierarchy: 7 }, { locale: 'zh' });
    expect(hit.method).toBe('POST');
    expect(hit.query).toBe('id=CP001&hierarchy=7');
    expect(hit.body).toBe('');
    expect(hit.headers.lang).toBe('zh');
  });

  test('post sends a JSON body with token, lang, Idempotency-Key and extra headers', async () => {
    const hit = await client().request(
      { mode: 'post', path: '/echo' } as OperationRef<EchoedHit>,
      { goods: [{ goodsId: 1, quantity: 2 }], name: 'Ada' },
      { locale: 'zh', token: 't-123', idempotencyKey: 'key-1', headers: { 'X-Forwarded-For': '203.0.113.9', lang: 'xx' } },
    );
    expect(hit.method).toBe('POST');
    expect(hit.query).toBe('');
    expect(JSON.parse(hit.body)).toEqual({ goods: [{ goodsId: 1, quantity: 2 }], name: 'Ada' });
    expect(hit.headers['content-type']).toBe('application/json');
    expect(hit.headers.token).toBe('t-123');
    expect(hit.headers['idempotency-key']).toBe('key-1');
    expect(hit.headers['x-forwarded-for']).toBe('203.0.113.9');
    // The caller's locale wins over a stray extra header.
    expect(hit.headers.lang).toBe('zh');
  });

  test('delete sends a JSON body', async () => {
    const hit = await client().request({ mode: 'delete', path: '/echo' } as OperationRef<EchoedHit>, { id: 5 }, { ...en, token: 't' });
    expect(hit.method).toBe('DELETE');
    expect(JSON.parse(hit.body)).toEqual({ id: 5 });
    expect(hit.headers['content-type']).toBe('application/json');
  });

  test('the `next` cache options reach fetch’s init unchanged', async () => {
    const inits: Array<RequestInit | undefined> = [];
    const recordingFetch: FetchFn = (input, init) => {
      inits.push(init);
      return fetch(input, init);
    };
    const next = { revalidate: 300, tags: ['goods:7', 'category:CP001'] };
    await client({ fetch: recordingFetch }).request({ mode: 'post', path: '/code/0' }, { id: 7 }, { ...en, next });
    expect(inits).toHaveLength(1);
    expect(inits[0]?.next).toEqual(next);
  });
});

describe('envelopes are answers', () => {
  test('code 0: request returns data, call returns the envelope', async () => {
    const api = client();
    await expect(api.request({ mode: 'get', path: '/code/0' }, undefined, en)).resolves.toEqual({ id: 7 });
    await expect(api.call({ mode: 'get', path: '/code/0' }, undefined, en)).resolves.toEqual({ code: 0, msg: 'success', data: { id: 7 } });
  });

  test.each([
    [3, 'message for 3'],
    [400, 'email is invalid'],
    [401, 'message for 401'],
    [402, 'message for 402'],
  ])('code %i rejects request with ApiError carrying msg, and is never retried', async (code, msg) => {
    const error = await rejection(client().request({ mode: 'get', path: `/code/${code}` }, undefined, en));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code, msg, name: 'ApiError' });
    expect(primary.hitsOn(`/code/${code}`)).toHaveLength(1);
  });

  test('call hands business codes back as envelopes', async () => {
    await expect(client().call({ mode: 'get', path: '/code/401' }, undefined, en)).resolves.toEqual({ code: 401, msg: 'message for 401' });
  });

  test('an envelope on HTTP 500 is an answer: not retried, code 500 kept', async () => {
    const envelope = await client().call({ mode: 'get', path: '/code/500-on-http-500' }, undefined, en);
    expect(envelope).toEqual({ code: API_CODE.internal, msg: 'internal error' });
    expect(primary.hitsOn('/code/500-on-http-500')).toHaveLength(1);
  });
});

describe('list shapes become one page shape', () => {
  test('data.list + data.totalCount', async () => {
    await expect(client().requestPage({ mode: 'post', path: '/list/data' }, {}, en)).resolves.toEqual({ list: [{ id: 1 }, { id: 2 }], total: 42 });
  });
  test('page.list + page.totalCount', async () => {
    await expect(client().requestPage({ mode: 'postd', path: '/list/page' }, { page: 1 }, en)).resolves.toEqual({ list: [{ id: 3 }], total: 9, pages: 9 });
  });
  test('page.records + page.pages + page.total', async () => {
    const page = await client().requestPage({ mode: 'post', path: '/list/records' }, {}, en, (item) => item as { id: number });
    expect(page).toEqual({ list: [{ id: 4 }, { id: 5 }], total: 6, pages: 3 });
  });
  test('page.total alone', async () => {
    await expect(client().requestPage({ mode: 'post', path: '/list/total' }, {}, en)).resolves.toEqual({ list: [], total: 12 });
  });
});

describe('retry', () => {
  test('a read whose connection drops is retried exactly once, after the delay', async () => {
    const data = await client({ retryDelayMs: 80 }).request({ mode: 'get', path: '/drop-first' }, undefined, en);
    expect(data).toEqual({ attempt: 2 });
    const hits = primary.hitsOn('/drop-first');
    expect(hits).toHaveLength(2);
    const gap = (hits[1]?.at ?? 0) - (hits[0]?.at ?? 0);
    expect(gap).toBeGreaterThanOrEqual(70);
    expect(gap).toBeLessThan(2000);
  });

  test('a connection that always drops: one retry, then ApiError network', async () => {
    const error = await rejection(client().request({ mode: 'postd', path: '/drop' }, { id: 1 }, en));
    expect(error).toMatchObject({ code: TRANSPORT_CODE.network, retryable: true, messageKey: 'common.networkError' });
    expect(primary.hitsOn('/drop')).toHaveLength(2);
  });

  test('HTML on HTTP 502 is malformed and retryable: retried once, then ApiError malformed', async () => {
    const error = await rejection(client().request({ mode: 'get', path: '/html502' }, undefined, en));
    expect(error).toMatchObject({ code: TRANSPORT_CODE.malformed, status: 502, retryable: true });
    expect(primary.hitsOn('/html502')).toHaveLength(2);
  });

  test('HTML on HTTP 200 is malformed but not worth a retry', async () => {
    const error = await rejection(client().request({ mode: 'get', path: '/html200' }, undefined, en));
    expect(error).toMatchObject({ code: TRANSPORT_CODE.malformed, status: 200, retryable: false });
    expect(primary.hitsOn('/html200')).toHaveLength(1);
  });

  test('JSON of another shape on HTTP 200 is malformed too, and not retried', async () => {
    const error = await rejection(client().request({ mode: 'get', path: '/not-an-envelope' }, undefined, en));
    expect(error).toMatchObject({ code: TRANSPORT_CODE.malformed, status: 200, retryable: false, msg: 'HTTP 200: not an envelope' });
    expect(primary.hitsOn('/not-an-envelope')).toHaveLength(1);
  });

  test('a post without an Idempotency-Key is not retried', async () => {
    const error = await rejection(client().request({ mode: 'post', path: '/drop-first' }, { name: 'Ada' }, en));
    expect(error.code).toBe(TRANSPORT_CODE.network);
    expect(primary.hitsOn('/drop-first')).toHaveLength(1);
  });

  test('a post with an Idempotency-Key, or marked idempotent, is retried', async () => {
    const api = client();
    await expect(api.request({ mode: 'post', path: '/drop-first' }, {}, { ...en, idempotencyKey: 'k-9' })).resolves.toEqual({ attempt: 2 });
    const hits = primary.hitsOn('/drop-first');
    expect(hits.map((hit) => hit.headers['idempotency-key'])).toEqual(['k-9', 'k-9']);
    primary.reset();
    await expect(api.request({ mode: 'post', path: '/drop-first' }, {}, { ...en, idempotent: true })).resolves.toEqual({ attempt: 2 });
  });

  test('without a fallback host, no answer is a timeout: retried after the delay, then ApiError timeout', async () => {
    const started = performance.now();
    const error = await rejection(client({ fallbackAfterMs: 100, retryDelayMs: 50 }).request({ mode: 'get', path: '/hang' }, undefined, en));
    const elapsed = performance.now() - started;
    expect(error).toMatchObject({ code: TRANSPORT_CODE.timeout, retryable: true, messageKey: 'common.requestTimeout' });
    expect(primary.hitsOn('/hang')).toHaveLength(2);
    expect(elapsed).toBeGreaterThanOrEqual(240);
    expect(elapsed).toBeLessThan(3000);
  });

  test('the caller’s abort cancels without a retry', async () => {
    const controller = new AbortController();
    const pending = client().request({ mode: 'get', path: '/hang' }, undefined, { ...en, signal: controller.signal });
    await sleep(30);
    controller.abort();
    const error = await rejection(pending);
    expect(error).toMatchObject({ code: TRANSPORT_CODE.cancelled, retryable: false, messageKey: 'common.routeCancelled' });
    await sleep(150);
    expect(primary.hitsOn('/hang')).toHaveLength(1);
  });
});

describe('fallback host', () => {
  test('no answer within fallbackAfterMs switches to the fallback at once, holds it, then returns to the primary', async () => {
    const api = client({ fallbackUrl: fallback.url, fallbackAfterMs: 200, fallbackHoldMs: 700, retryDelayMs: 5000 });
    const started = performance.now();
    await expect(api.request({ mode: 'get', path: '/hang' }, undefined, en)).resolves.toBe('fallback');
    const elapsed = performance.now() - started;
    // The switched call is its retry, sent at once: no 5000 ms delay.
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(1500);
    expect(primary.hitsOn('/hang')).toHaveLength(1);
    expect(fallback.hitsOn('/hang')).toHaveLength(1);
    expect(api.currentBase()).toBe(fallback.url);

    // Within the hold every call goes to the fallback.
    await expect(api.request({ mode: 'get', path: '/whoami' }, undefined, en)).resolves.toBe('fallback');
    await sleep(250);
    await expect(api.request({ mode: 'get', path: '/whoami' }, undefined, en)).resolves.toBe('fallback');
    expect(primary.hitsOn('/whoami')).toHaveLength(0);

    // After the hold the primary is tried again.
    await sleep(500);
    await expect(api.request({ mode: 'get', path: '/whoami' }, undefined, en)).resolves.toBe('primary');
    expect(api.currentBase()).toBe(primary.url);
  });

  test('the switch belongs to one client: another client still uses the primary', async () => {
    const switched = client({ fallbackUrl: fallback.url });
    const other = client({ fallbackUrl: fallback.url });
    await switched.request({ mode: 'get', path: '/hang' }, undefined, en);
    expect(switched.currentBase()).toBe(fallback.url);
    await expect(other.request({ mode: 'get', path: '/whoami' }, undefined, en)).resolves.toBe('primary');
  });

  test('a write without an Idempotency-Key is not resent to the fallback, but the switch still happens', async () => {
    const api = client({ fallbackUrl: fallback.url });
    const error = await rejection(api.request({ mode: 'post', path: '/hang' }, { name: 'Ada' }, en));
    expect(error.code).toBe(TRANSPORT_CODE.timeout);
    expect(fallback.hitsOn('/hang')).toHaveLength(0);
    await expect(api.request({ mode: 'get', path: '/whoami' }, undefined, en)).resolves.toBe('fallback');
  });

  test('the fallback answers with the same headers and body', async () => {
    const api = client({ fallbackUrl: fallback.url });
    await api.request({ mode: 'get', path: '/hang' }, undefined, en);
    const hit = await api.request({ mode: 'post', path: '/echo' } as OperationRef<EchoedHit>, { id: 1 }, { locale: 'zh', token: 'tok' });
    expect(hit.headers).toMatchObject({ lang: 'zh', token: 'tok' });
    expect(JSON.parse(hit.body)).toEqual({ id: 1 });
    expect(fallback.hitsOn('/echo')).toHaveLength(1);
  });
});

describe('one deadline for the work a call belongs to', () => {
  test('a hung API costs the deadline once, retries and all, then ApiError timeout', async () => {
    let unanswered = 0;
    const budget = { until: Date.now() + 300 };
    const api = client({ fallbackAfterMs: 250, retryDelayMs: 250, deadline: () => budget, onUnanswered: () => (unanswered += 1) });
    const started = performance.now();
    const error = await rejection(api.request({ mode: 'get', path: '/hang' }, undefined, en));
    const elapsed = performance.now() - started;
    expect(error).toMatchObject({ code: TRANSPORT_CODE.timeout });
    // Without the deadline: 250 ms, the 250 ms pause, 250 ms again.
    expect(elapsed).toBeLessThan(600);
    expect(unanswered).toBe(1);
    // A later call of the same work has no time left and is not sent at all.
    primary.reset();
    await sleep(Math.max(0, budget.until - Date.now()) + 10);
    expect(await rejection(api.request({ mode: 'get', path: '/echo' }, undefined, en))).toMatchObject({ code: TRANSPORT_CODE.timeout });
    expect(primary.hitsOn('/echo')).toHaveLength(0);
  });

  test('calls within the deadline are answered as usual', async () => {
    const api = client({ deadline: () => ({ until: Date.now() + 5000 }) });
    await expect(api.request({ mode: 'get', path: '/code/0' }, undefined, en)).resolves.toEqual({ id: 7 });
  });

  test('the fallback host taking over gives the work one more attempt’s time there', async () => {
    const budget = { until: Date.now() + 250 };
    const api = client({ fallbackUrl: fallback.url, fallbackAfterMs: 200, fallbackHoldMs: 5000, deadline: () => budget });
    await expect(api.request({ mode: 'get', path: '/hang' }, undefined, en)).resolves.toBe('fallback');
    // Later calls of the same work go to the fallback within the extended budget.
    await expect(api.request({ mode: 'get', path: '/whoami' }, undefined, en)).resolves.toBe('fallback');
  });
});
