/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import { createServer, Socket, type AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { createMemoryStore, createRedisStore, type CredentialStore } from './credential-store';
import { createTicketSource } from './ticket-source';
import { WechatApiError } from './wechat-api';

/** A stand-in for api.weixin.qq.com: records each request and answers with `answer`. */
type Answer = (url: URL) => object | 'hang';

async function fakeWechat(answer: Answer) {
  const seen: string[] = [];
  let current = answer;
  const server = http.createServer((request, response) => {
    seen.push(request.url ?? '');
    const body = current(new URL(request.url ?? '/', 'http://wechat.test'));
    if (body === 'hang') return; // never answers
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    settings: { appId: 'wx-test-app', appSecret: 'test-secret-not-for-logs', apiUrl: `http://127.0.0.1:${port}` },
    answerWith: (next: Answer) => {
      current = next;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** WeChat's happy answers: token-1, ticket-1, token-2, ticket-2… each lasting `expiresIn` seconds. */
function issuing(expiresIn = 7200): Answer {
  let tokens = 0;
  let tickets = 0;
  return (url) => {
    if (url.pathname === '/cgi-bin/token') return { access_token: `token-${++tokens}`, expires_in: expiresIn };
    if (url.pathname === '/cgi-bin/ticket/getticket') return { errcode: 0, errmsg: 'ok', ticket: `ticket-${++tickets}`, expires_in: expiresIn };
    return { errcode: 404, errmsg: 'no such call' };
  };
}

const TOKEN_REQUEST = '/cgi-bin/token?grant_type=client_credential&appid=wx-test-app&secret=test-secret-not-for-logs';
const ticketRequest = (token: string) => `/cgi-bin/ticket/getticket?access_token=${token}&type=jsapi`;

describe('the jsapi ticket', () => {
  let clock = 1_700_000_000_000;
  const now = () => clock;
  const logged: string[] = [];
  const log = (message: string) => void logged.push(message);
  let wechat: Awaited<ReturnType<typeof fakeWechat>>;
  let store: CredentialStore;

  beforeEach(async () => {
    clock = 1_700_000_000_000;
    logged.length = 0;
    wechat = await fakeWechat(issuing());
    store = createMemoryStore(now);
  });
  afterEach(() => wechat.close());

  test('asks WeChat for a token, then a ticket with it, exactly as documented', async () => {
    const source = createTicketSource({ settings: wechat.settings, store, now, log });
    await expect(source.ticket()).resolves.toBe('ticket-1');
    expect(wechat.seen).toEqual([TOKEN_REQUEST, ticketRequest('token-1')]);
  });

  test('keeps both until five minutes before they expire, then renews them once for everyone waiting', async () => {
    const source = createTicketSource({ settings: wechat.settings, store, now, log });
    await source.ticket();
    clock += 7200_000 - 5 * 60_000 - 1;
    await expect(source.ticket()).resolves.toBe('ticket-1');
    expect(wechat.seen).toHaveLength(2);

    clock += 1;
    const tickets = await Promise.all(Array.from({ length: 8 }, () => source.ticket()));
    expect(new Set(tickets)).toEqual(new Set(['ticket-2']));
    expect(wechat.seen).toEqual([TOKEN_REQUEST, ticketRequest('token-1'), TOKEN_REQUEST, ticketRequest('token-2')]);
  });

  test('an errcode answer fails the ticket without naming the secret, and WeChat is left alone for a while', async () => {
    wechat.answerWith(() => ({ errcode: 40125, errmsg: 'invalid appsecret' }));
    const source = createTicketSource({ settings: wechat.settings, store, now, log, retryAfterFailureMs: 30_000 });
    const failure = await source.ticket().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WechatApiError);
    expect((failure as WechatApiError).errcode).toBe(40125);
    expect((failure as Error).message).toBe('WeChat access token: errcode 40125 invalid appsecret');
    expect(logged.join('\n')).not.toContain('test-secret-not-for-logs');

    await expect(source.ticket()).rejects.toBeInstanceOf(WechatApiError);
    expect(wechat.seen).toEqual([TOKEN_REQUEST]);

    wechat.answerWith(issuing());
    clock += 30_000;
    await expect(source.ticket()).resolves.toBe('ticket-1');
  });

  test('a refused token (another holder of the secret took a new one) is replaced once', async () => {
    const happy = issuing();
    let refusedOnce = false;
    wechat.answerWith((url) => {
      if (url.pathname.endsWith('/getticket') && !refusedOnce) {
        refusedOnce = true;
        return { errcode: 40001, errmsg: 'invalid credential' };
      }
      return happy(url);
    });
    const source = createTicketSource({ settings: wechat.settings, store, now, log });
    await expect(source.ticket()).resolves.toBe('ticket-1');
    expect(wechat.seen).toEqual([TOKEN_REQUEST, ticketRequest('token-1'), TOKEN_REQUEST, ticketRequest('token-2')]);
  });

  test('WeChat not answering in time fails the ticket after the timeout, and a ticket still valid is kept meanwhile', async () => {
    const source = createTicketSource({ settings: wechat.settings, store, now, log, timeoutMs: 100 });
    wechat.answerWith(() => 'hang');
    await expect(source.ticket()).rejects.toThrow('WeChat access token: no answer within 100 ms');

    wechat.answerWith(issuing());
    clock += 60_000;
    await expect(source.ticket()).resolves.toBe('ticket-1');
    clock += 7200_000 - 60_000; // in the renewal window, not yet expired
    wechat.answerWith(() => 'hang');
    await expect(source.ticket()).resolves.toBe('ticket-1');
    expect(logged.at(-1)).toBe('WeChat share: the jsapi ticket was not renewed (WeChat access token: no answer within 100 ms)');
  });
});

/** A redis-server of this file's own (as the API's tests start theirs), skipped only when none is installed. */
const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';
const redisInstalled = spawnSync(REDIS_SERVER, ['--version'], { stdio: 'ignore' }).status === 0;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

async function accepts(port: number): Promise<boolean> {
  const socket = new Socket();
  try {
    socket.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

(redisInstalled ? describe : describe.skip)('shared through Redis (REDIS_URL)', () => {
  const keyPrefix = `labshop-test:wechat:${randomUUID()}:`;
  let url = '';
  let redis: ChildProcess | undefined;
  let wechat: Awaited<ReturnType<typeof fakeWechat>>;
  const stores: CredentialStore[] = [];

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let tries = 0; !(await accepts(port)); tries += 1) {
      if (redis.exitCode !== null || tries > 100) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  beforeEach(async () => {
    wechat = await fakeWechat(issuing());
  });
  afterEach(() => wechat.close());
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    if (redis && redis.exitCode === null) {
      const exited = once(redis, 'exit');
      redis.kill('SIGKILL');
      await exited;
    }
  });

  const instance = () => {
    const store = createRedisStore({ url, keyPrefix, timeoutMs: 500, log: () => {} });
    stores.push(store);
    return createTicketSource({ settings: wechat.settings, store, log: () => {} });
  };

  test('a second storefront instance signs with the ticket the first one fetched, asking WeChat nothing', async () => {
    await expect(instance().ticket()).resolves.toBe('ticket-1');
    await expect(instance().ticket()).resolves.toBe('ticket-1');
    expect(wechat.seen).toEqual([TOKEN_REQUEST, ticketRequest('token-1')]);

    const reader = createClient({ url });
    await reader.connect();
    const ttl = await reader.pTTL(`${keyPrefix}jsapi-ticket`);
    reader.destroy();
    expect(ttl).toBeGreaterThan(7100_000);
    expect(ttl).toBeLessThanOrEqual(7200_000);
  });

  test('a Redis that cannot be reached leaves the ticket in memory', async () => {
    const store = createRedisStore({ url: 'redis://127.0.0.1:1', keyPrefix, timeoutMs: 100, log: () => {} });
    stores.push(store);
    const source = createTicketSource({ settings: wechat.settings, store, log: () => {} });
    await expect(source.ticket()).resolves.toBe('ticket-1');
    await expect(source.ticket()).resolves.toBe('ticket-1');
    expect(wechat.seen).toHaveLength(2);
  });
});
