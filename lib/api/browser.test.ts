/** @jest-environment ./lib/api/test-support/jsdom-node-fetch.cjs */
import { createBrowserClient } from './browser';
import { USER_STORAGE_KEYS } from './browser-effects';
import { ApiError, TRANSPORT_CODE } from './errors';
import { RELOGIN_EVENT, type ReloginDetail } from './relogin-event';
import { createRouteAbortScope, keepsRequestsOnRouteChange } from './route-abort';
import { sleep, startLocalServer, type LocalServer, type Route } from './test-support/local-server';
import { rejection } from './test-support/rejection';
import type { OperationRef } from './contract';

const answerCode =
  (code: number): Route =>
  () => ({ code, msg: `message for ${code}` });

let bff: LocalServer;

beforeAll(async () => {
  bff = await startLocalServer({
    '/api/echo': ({ hit }) => ({ code: 0, msg: 'success', data: hit }),
    '/api/code/3': answerCode(3),
    '/api/code/401': answerCode(401),
    '/api/code/402': answerCode(402),
    '/api/code/409': answerCode(409),
    '/api/slow': ({ res }) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 0, msg: 'success', data: 'late' }));
      }, 150);
    },
    '/api/drop': ({ req }) => {
      req.socket.destroy();
    },
  });
});
afterAll(() => bff.close());

let navigate: jest.Mock<void, [string]>;

beforeEach(() => {
  bff.reset();
  navigate = jest.fn<void, [string]>();
  window.history.pushState({}, '', '/goods-list');
  localStorage.clear();
  for (const key of USER_STORAGE_KEYS) localStorage.setItem(key, `value of ${key}`);
  localStorage.setItem('pro_latelySearch', '["pcr"]');
});

function client(config: Parameters<typeof createBrowserClient>[0] = {}) {
  // Storage, location and events are jsdom's own; only navigation is replaced (jsdom cannot navigate).
  return createBrowserClient({ apiBase: `${bff.url}/api`, effects: { navigate }, scope: createRouteAbortScope(), ...config });
}

function storedUserKeys(): string[] {
  return USER_STORAGE_KEYS.filter((key) => localStorage.getItem(key) !== null);
}

/** Collects the re-login events raised during each test of the enclosing describe. */
function listenForRelogin(): ReloginDetail[] {
  const seen: ReloginDetail[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<ReloginDetail>).detail);
  beforeEach(() => {
    seen.length = 0;
    window.addEventListener(RELOGIN_EVENT, listener);
  });
  afterEach(() => window.removeEventListener(RELOGIN_EVENT, listener));
  return seen;
}

test('calls the BFF at /api<path> with the page locale and no retry', async () => {
  const hit = await client().request(
    { mode: 'postd', path: '/echo' } as OperationRef<{ path: string; method: string; query: string; headers: Record<string, string> }>,
    { id: 'CP001' },
    { locale: 'zh' },
  );
  expect(hit).toMatchObject({ path: '/api/echo', method: 'POST', query: 'id=CP001' });
  expect(hit.headers.lang).toBe('zh');

  const error = await rejection(client().request({ mode: 'get', path: '/drop' }, undefined, { locale: 'en' }));
  expect(error.code).toBe(TRANSPORT_CODE.network);
  expect(bff.hitsOn('/api/drop')).toHaveLength(1);
});

describe('code 401', () => {
  test('clears the stored user and goes to the home page of the locale', async () => {
    const error = await rejection(client().request({ mode: 'get', path: '/code/401' }, undefined, { locale: 'en' }));
    expect(error).toMatchObject({ code: 401, msg: 'message for 401', handled: true });
    expect(storedUserKeys()).toEqual([]);
    expect(localStorage.getItem('pro_latelySearch')).toBe('["pcr"]');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  test('zh goes to /zh', async () => {
    await rejection(client().request({ mode: 'get', path: '/code/401' }, undefined, { locale: 'zh' }));
    expect(navigate).toHaveBeenCalledWith('/zh');
  });
});

describe('code 402', () => {
  const relogins = listenForRelogin();

  test('clears the stored user and raises the re-login event; the island shows msg', async () => {
    const error = await rejection(client().request({ mode: 'post', path: '/code/402' }, {}, { locale: 'en' }));
    expect(error).toMatchObject({ code: 402, handled: false });
    expect(storedUserKeys()).toEqual([]);
    expect(relogins).toEqual([{ code: 402, msg: 'message for 402', silent: false }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('silent402 (add to the inquiry list) still clears and raises the event, but marks the error handled', async () => {
    const error = await rejection(client().request({ mode: 'post', path: '/code/402' }, {}, { locale: 'en', silent402: true }));
    expect(error.handled).toBe(true);
    expect(storedUserKeys()).toEqual([]);
    expect(relogins).toEqual([{ code: 402, msg: 'message for 402', silent: true }]);
  });
});

describe('code 3', () => {
  test('goes to /404, locale-prefixed for zh', async () => {
    const en = await rejection(client().request({ mode: 'post', path: '/code/3' }, { id: 1 }, { locale: 'en' }));
    expect(en).toMatchObject({ code: 3, handled: true });
    await rejection(client().request({ mode: 'post', path: '/code/3' }, { id: 1 }, { locale: 'zh' }));
    expect(navigate.mock.calls).toEqual([['/404'], ['/zh/404']]);
    expect(storedUserKeys()).toHaveLength(USER_STORAGE_KEYS.length);
  });

  test.each(['/inquire-list', '/zh/inquire-list'])('stays on %s and lets the island handle it', async (path) => {
    window.history.pushState({}, '', path);
    const error = await rejection(client().request({ mode: 'post', path: '/code/3' }, {}, { locale: 'en' }));
    expect(error).toMatchObject({ code: 3, handled: false });
    expect(navigate).not.toHaveBeenCalled();
  });
});

test('other codes reject with the server msg for the island to show', async () => {
  const error = await rejection(client().request({ mode: 'post', path: '/code/409' }, {}, { locale: 'en' }));
  expect(error).toMatchObject({ code: 409, msg: 'message for 409', handled: false });
  expect(navigate).not.toHaveBeenCalled();
  expect(storedUserKeys()).toHaveLength(USER_STORAGE_KEYS.length);
});

describe('route-change cancellation', () => {
  test.each([
    ['/goods-list?id=CP001', '/goods-list?id=CP002', true],
    ['/zh/goods-list/CP001', '/zh/goods-list/CP001015', true],
    ['/product', '/product?flag=all', true],
    ['/testingService?flag=all', '/testingService', true],
    ['/goods-list?id=CP001', '/', false],
    ['/goods-list', '/product', false],
    ['/antibody?id=CP002', '/antibody?id=CP003', false],
    ['/', '/goods-list', false],
  ])('%s → %s keeps requests: %s', (from, to, keeps) => {
    expect(keepsRequestsOnRouteChange(from, to)).toBe(keeps);
  });

  test('goods-list → goods-list keeps a pending request', async () => {
    const scope = createRouteAbortScope();
    const pending = client({ scope }).request({ mode: 'get', path: '/slow' }, undefined, { locale: 'en' });
    await sleep(30);
    expect(scope.size).toBe(1);
    expect(scope.abortOnRouteChange('/goods-list?id=CP001', '/goods-list?id=CP002')).toBe(false);
    await expect(pending).resolves.toBe('late');
    expect(scope.size).toBe(0);
  });

  test('goods-list → home aborts it with ApiError -3 (common.routeCancelled)', async () => {
    const scope = createRouteAbortScope();
    const api = client({ scope });
    const pending = api.request({ mode: 'get', path: '/slow' }, undefined, { locale: 'en' });
    const outside = api.request({ mode: 'get', path: '/slow' }, undefined, { locale: 'en', scope: null });
    await sleep(30);
    expect(scope.abortOnRouteChange('/goods-list?id=CP001', '/')).toBe(true);
    const error = await rejection(pending);
    expect(error).toMatchObject({ code: TRANSPORT_CODE.cancelled, messageKey: 'common.routeCancelled', retryable: false });
    expect(error).toBeInstanceOf(ApiError);
    expect(scope.size).toBe(0);
    // A request that did not join the scope is left alone.
    await expect(outside).resolves.toBe('late');
  });
});
