#!/usr/bin/env node
// Next's cache in a bounded Redis (docs/adr/0011-next-cache-in-redis-or-bounded-memory-lru.md): starts its own
// Redis with --maxmemory and allkeys-lru, the API and a production storefront with REDIS_URL on
// the bench ports (stack.mjs), crawls goods pages from the sitemap in both languages, each once,
// then reports Redis's memory against its bound, evicted keys, the storefront's dist dir before
// and after (it must not grow: nothing is cached on disk), req/s and the cache answers.
//   node scripts/bench/cache.mjs [--goods 20000] [--pages N (default: all, en + zh)]
//        [--connections 8] [--maxmemory 64mb] [--redis-port 6391] [--out file.json]
// BENCH_FRESH=0 reuses the catalogue of the previous run. Results also go to bench-results/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { argument } from './argv.mjs';
import { cacheShare, percentile } from './load.mjs';
import { sitemapPaths } from './page-urls.mjs';
import { printTable, startStack } from './stack.mjs';

const goodsCount = Number(argument('goods') ?? 20_000);
const pageLimit = argument('pages') ? Number(argument('pages')) : Infinity;
const connections = Number(argument('connections') ?? 8);
const maxmemory = argument('maxmemory') ?? '64mb';
const redisPort = Number(argument('redis-port') ?? 6391);
const DIST_DIR = '.next-bench';

function redis(...args) {
  const result = spawnSync('redis-cli', ['-p', String(redisPort), ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`redis-cli ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** INFO's `field:value` lines as an object. */
function info(section) {
  return Object.fromEntries(
    redis('info', section)
      .split(/\r?\n/)
      .filter((line) => line.includes(':'))
      .map((line) => line.split(':', 2)),
  );
}

/** Bytes and files under `dir`, and whether Next's runtime cache folders exist there. */
function distSize(dir) {
  let bytes = 0;
  let files = 0;
  const visit = (target) => {
    for (const name of readdirSync(target)) {
      const full = path.join(target, name);
      const stat = statSync(full);
      if (stat.isDirectory()) visit(full);
      else {
        bytes += stat.size;
        files += 1;
      }
    }
  };
  visit(dir);
  return {
    MB: Math.round(bytes / 10_000) / 100,
    files,
    'server/route-cache': existsSync(path.join(dir, 'server', 'route-cache')),
    'cache/fetch-cache': existsSync(path.join(dir, 'cache', 'fetch-cache')),
  };
}

function tagHashKilobytes() {
  const [key] = redis('--scan', '--pattern', '*__sharedTags__').split('\n').filter(Boolean);
  return key ? Math.round(Number(redis('memory', 'usage', key)) / 1000) : 0;
}

/** Each path fetched once, `connections` at a time; latencies, statuses and cache answers kept. */
async function crawl(web, paths) {
  const latencies = [];
  const caches = {};
  let failures = 0;
  let next = 0;
  const began = performance.now();
  const worker = async () => {
    while (next < paths.length) {
      const target = paths[next++];
      const start = performance.now();
      try {
        const response = await fetch(`${web}${target}`);
        await response.arrayBuffer();
        if (response.status !== 200) failures += 1;
        const cache = response.headers.get('x-nextjs-cache') ?? 'none';
        caches[cache] = (caches[cache] ?? 0) + 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - began) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    pages: paths.length,
    s: Math.round(seconds),
    'req/s': Math.round((10 * paths.length) / seconds) / 10,
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p95 ms': Math.round(percentile(sorted, 95)),
    failures,
    cache: cacheShare(caches),
  };
}

const redisDir = mkdtempSync(path.join(os.tmpdir(), 'labshop-bench-redis-'));
const started = spawnSync(
  'redis-server',
  [
    '--port',
    String(redisPort),
    '--bind',
    '127.0.0.1',
    '--dir',
    redisDir,
    '--save',
    '',
    '--appendonly',
    'no',
    '--maxmemory',
    maxmemory,
    '--maxmemory-policy',
    'allkeys-lru',
    '--daemonize',
    'yes',
  ],
  { encoding: 'utf8' },
);
if (started.status !== 0) throw new Error(`redis-server: ${started.stderr}`);
const stopRedis = () => {
  spawnSync('redis-cli', ['-p', String(redisPort), 'shutdown', 'nosave']);
  rmSync(redisDir, { recursive: true, force: true });
};
process.on('exit', stopRedis);
process.env.REDIS_URL = `redis://127.0.0.1:${redisPort}`;

const stack = await startStack({ goods: goodsCount });
try {
  const found = await sitemapPaths(stack.web);
  const paths = found.goods.slice(0, pageLimit);
  const before = distSize(DIST_DIR);
  const redisBefore = { ...info('memory'), ...info('stats') };
  console.log(
    `Crawling ${paths.length} goods pages (en + zh) of ${found.goods.length} in the sitemap, ${connections} at a time; Redis maxmemory ${maxmemory} allkeys-lru`,
  );
  const first = await crawl(stack.web, paths);
  // A second look at the last pages crawled (most likely still in Redis) and the first (most likely evicted).
  const sample = Math.min(200, Math.floor(paths.length / 2));
  const recent = await crawl(stack.web, paths.slice(-sample));
  const oldest = await crawl(stack.web, paths.slice(0, sample));
  const after = distSize(DIST_DIR);
  const memory = info('memory');
  const stats = info('stats');
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  const title = `${goodsCount.toLocaleString('en')} goods, ${paths.length.toLocaleString('en')} pages crawled, ${connections} connections, load average ${load}`;
  const crawlRows = { 'crawl, each page once': first, [`again: the last ${sample} crawled`]: recent, [`again: the first ${sample} crawled`]: oldest };
  const redisRow = {
    maxmemory: memory.maxmemory_human,
    used_memory: memory.used_memory_human,
    used_memory_peak: memory.used_memory_peak_human,
    'used ÷ max': Math.round((100 * Number(memory.used_memory)) / Number(memory.maxmemory)) / 100,
    evicted_keys: Number(stats.evicted_keys) - Number(redisBefore.evicted_keys),
    expired_keys: Number(stats.expired_keys) - Number(redisBefore.expired_keys),
    keys: Number(redis('dbsize')),
    // The library's hash of key → tags, read whole by every tag revalidation.
    'tag hash kB': tagHashKilobytes(),
  };
  printTable(`Crawl — ${title}`, crawlRows);
  printTable(`Redis — ${title}`, { redis: redisRow });
  printTable(`Storefront dist dir ${DIST_DIR} — must not grow`, { before, after });
  const grew = after.MB > before.MB || after.files > before.files;
  if (grew) console.log(`The dist dir grew by ${(after.MB - before.MB).toFixed(2)} MB / ${after.files - before.files} files: something still caches on disk.`);

  const out = argument('out') ?? path.join('bench-results', `cache-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadavg: os.loadavg() };
  writeFileSync(out, JSON.stringify({ title, machine, crawl: crawlRows, redis: redisRow, dist: { before, after } }, null, 2));
  console.log(`Results: ${out}`);
  process.exitCode = grew ? 1 : 0;
} finally {
  stack.stop();
}
