#!/usr/bin/env node
// Next's cache handler (cache-handler.mjs) against a real Redis started here on a free port:
// two storefront instances (two processes) share entries and tag revalidations; memory mode
// stays within CACHE_MAX_MEMORY_MB; a stopped or stalled Redis costs no errors and little time,
// and a Redis that returns is used again, with the revalidations it missed applied.
//   npm run test:cache   (needs redis-server and redis-cli on PATH)
import assert from 'node:assert/strict';
import { fork, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

/** Generous: a dead Redis must cost a page about one REDIS_TIMEOUT_MS (300 ms here), not seconds. */
const FALLBACK_LIMIT_MS = 2000;
const REDIS_TIMEOUT_MS = '300';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/** Why the Redis tests cannot run here: only when redis-server or redis-cli is not installed. */
const redisMissing = ['redis-server', 'redis-cli'].find((binary) => spawnSync(binary, ['--version'], { stdio: 'ignore' }).status !== 0);

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function redisCli(port, ...args) {
  const result = spawnSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' });
  return result.stdout.trim();
}

function startRedis(port, dir) {
  const result = spawnSync(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--daemonize', 'yes'],
    { encoding: 'utf8' },
  );
  assert.equal(result.status, 0, result.stderr);
}

async function waitForRedis(port) {
  for (let tries = 0; tries < 50; tries += 1) {
    if (redisCli(port, 'ping') === 'PONG') return;
    await pause(100);
  }
  throw new Error(`redis-server on ${port} did not start`);
}

/** A storefront instance: cache-handler.mjs in its own process (scripts/cache-instance.mjs). */
async function instance(env) {
  const child = fork(path.join(import.meta.dirname, 'cache-instance.mjs'), {
    env: { ...process.env, REDIS_URL: '', REDIS_TIMEOUT_MS, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const waiting = new Map();
  let next = 0;
  await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.on('message', (message) => {
      if (message.ready) resolve(undefined);
      else waiting.get(message.id)?.(message);
    });
  });
  const call = (message) =>
    new Promise((resolve, reject) => {
      next += 1;
      waiting.set(next, (answer) => (answer.error ? reject(new Error(answer.error)) : resolve(answer)));
      child.send({ id: next, ...message });
    });
  return {
    get: (key) => call({ op: 'get', key }),
    set: (key, body, tags = [], revalidate = 300) => call({ op: 'set', key, body, tags, revalidate }),
    revalidate: (tags, durations) => call({ op: 'revalidate', tags, durations }),
    stop: () => child.kill(),
  };
}

/** Polls `check` until it holds or `ms` pass; answers whether it held. */
async function eventually(check, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await pause(200);
  }
  return false;
}

describe('Next cache handler', { skip: redisMissing ? `${redisMissing} is not installed` : false }, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'labshop-cache-redis-'));
  let port = 0;
  let first;
  let second;

  before(async () => {
    port = await freePort();
    startRedis(port, dir);
    await waitForRedis(port);
    const env = { REDIS_URL: `redis://127.0.0.1:${port}` };
    [first, second] = await Promise.all([instance(env), instance(env)]);
  });

  after(() => {
    first?.stop();
    second?.stop();
    redisCli(port, 'shutdown', 'nosave');
    rmSync(dir, { recursive: true, force: true });
  });

  test('two instances share entries, and a revalidation on one is a miss on the other', async () => {
    await first.set('goods-12', 'goods 12 page', ['goods:12']);
    assert.equal((await second.get('goods-12')).body, 'goods 12 page');
    assert.ok(Number(redisCli(port, 'dbsize')) > 0, 'entries live in Redis');
    await second.revalidate(['goods:12'], { expire: 0 });
    assert.equal((await first.get('goods-12')).body, null);
  });

  test('a stale refresh on one instance keeps the entry but makes it stale on the other', async () => {
    await first.set('goods-13', 'goods 13 page', ['goods:13'], 300);
    const fresh = await second.get('goods-13');
    await first.revalidate(['goods:13'], { expire: 31_536_000 });
    const stale = await second.get('goods-13');
    assert.equal(stale.body, 'goods 13 page');
    assert.ok(Date.now() - stale.lastModified > 300_000, 'older than its revalidate time, so Next renders it again');
    assert.ok(Date.now() - fresh.lastModified < 300_000);
  });

  test('an entry read on another instance carries its lifetime, so a hit there still says Cache-Control', async () => {
    await first.set('goods-15', 'goods 15 page', ['goods:15'], 300);
    assert.deepEqual((await second.get('goods-15')).cacheControl, { revalidate: 300, expire: 31_536_000 });
  });

  test('the tag hash loses the fields of entries Redis evicted, and keeps the others', async () => {
    const pruner = await instance({ REDIS_URL: `redis://127.0.0.1:${port}`, CACHE_TAG_PRUNE_SECONDS: '1' });
    try {
      await pruner.get('goods-20'); // a handler sets its stores up on first use
      for (const n of [21, 22, 23]) await first.set(`goods-${n}`, `goods ${n} page`, [`goods:${n}`], 300);
      const hash = 'labshop:test-build:__sharedTags__';
      const held = Number(redisCli(port, 'hlen', hash));
      // As maxmemory's LRU would: the entries go, their fields in the hash stay.
      redisCli(port, 'del', 'labshop:test-build:goods-21', 'labshop:test-build:goods-22');
      assert.ok(
        await eventually(() => Number(redisCli(port, 'hlen', hash)) === held - 2, 5000),
        `the hash still holds ${redisCli(port, 'hlen', hash)} of ${held} fields`,
      );
      assert.equal(redisCli(port, 'hexists', hash, 'goods-23'), '1');
      assert.equal((await second.get('goods-23')).body, 'goods 23 page');
    } finally {
      pruner.stop();
    }
  });

  test('entries expire in Redis: a TTL from their revalidate time', async () => {
    await first.set('goods-14', 'goods 14 page', ['goods:14'], 300);
    const ttl = Number(redisCli(port, 'ttl', 'labshop:test-build:goods-14'));
    assert.ok(ttl > 300 && ttl <= 300 + 86_400, `TTL ${ttl} s`);
  });

  test('a stalled Redis (CLIENT PAUSE) costs about one timeout, and the page is served from memory', async () => {
    redisCli(port, 'client', 'pause', '3000', 'all');
    const read = await first.get('anything');
    assert.equal(read.body, null);
    assert.ok(read.ms < FALLBACK_LIMIT_MS, `get took ${read.ms} ms`);
    const write = await first.set('stalled', 'rendered while Redis stalled');
    assert.ok(write.ms < FALLBACK_LIMIT_MS, `set took ${write.ms} ms`);
    assert.equal((await first.get('stalled')).body, 'rendered while Redis stalled', 'served from the memory LRU');
    await pause(3200);
    assert.ok(await eventually(async () => (await second.get('goods-13')).body === 'goods 13 page'), 'Redis answers again');
  });

  test('with Redis stopped, get, set and revalidate do not throw and are quick; when it is back it is used again', async () => {
    await first.set('kept', 'cached before the outage', ['goods:9']);
    redisCli(port, 'shutdown', 'save');
    const miss = await first.get('kept');
    assert.equal(miss.body, null, 'nothing from Redis while it is away');
    assert.ok(miss.ms < FALLBACK_LIMIT_MS, `get took ${miss.ms} ms`);
    const write = await first.set('during', 'rendered during the outage', ['goods:10']);
    assert.ok(write.ms < FALLBACK_LIMIT_MS, `set took ${write.ms} ms`);
    assert.equal((await first.get('during')).body, 'rendered during the outage', 'served from the memory LRU');
    await first.revalidate(['goods:9'], { expire: 0 });

    startRedis(port, dir);
    await waitForRedis(port);
    // The revalidation Redis missed is applied when it returns (the entry came back from its dump).
    assert.ok(await eventually(async () => (await second.get('kept')).body === null), 'the missed revalidation reached Redis');
    assert.ok(
      await eventually(async () => {
        await first.set('after', 'rendered after the outage', ['goods:11']);
        return (await second.get('after')).body === 'rendered after the outage';
      }),
      'entries are shared through Redis again',
    );
  });
});

describe('memory mode (no REDIS_URL)', () => {
  test('stays within CACHE_MAX_MEMORY_MB: the least recently used entries are evicted', async () => {
    const alone = await instance({ CACHE_MAX_MEMORY_MB: '1' });
    try {
      const body = 'x'.repeat(100_000);
      for (let n = 0; n < 30; n += 1) await alone.set(`page-${n}`, `${n}:${body}`, [`goods:${n}`]);
      assert.equal((await alone.get('page-0')).body, null, 'the oldest entry was evicted');
      assert.equal((await alone.get('page-29')).body, `29:${body}`, 'the newest is kept');
      let kept = 0;
      for (let n = 0; n < 30; n += 1) if ((await alone.get(`page-${n}`)).body) kept += 1;
      assert.ok(kept > 0 && kept <= 10, `${kept} entries of ~100 kB kept within 1 MB`);
    } finally {
      alone.stop();
    }
  });
});
