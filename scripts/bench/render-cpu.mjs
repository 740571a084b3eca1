#!/usr/bin/env node
// CPU time per cold goods page, for the storefront and the API apart: a figure that does not
// depend on what else the machine runs (throughput does). Starts the API on the catalogue of a
// previous `npm run bench:pages` (BENCH_FRESH=0 data folder) and the storefront's bench build,
// renders N goods pages never asked for before, one at a time, and divides each process's CPU
// (user + system, from /proc/<pid>/stat) by N. With --prof DIR both processes also write a
// V8 CPU profile there (node --cpu-prof, DIR/api and DIR/storefront), which scripts/bench/cpu-profile.mjs sums up.
//   node scripts/bench/render-cpu.mjs [--goods 100000] [--pages 40] [--warmup 10] [--seed N] [--prof DIR]
// The build must exist (.next-bench, made by bench:pages); it is not rebuilt here.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { argument } from './argv.mjs';
import { shuffled, sitemapPaths } from './page-urls.mjs';
import { storefrontArgs } from '../storefront-command.mjs';
import { BENCH_API_PORT, BENCH_PORT, waitFor } from './stack.mjs';

const goodsCount = Number(argument('goods') ?? 100_000);
const pages = Number(argument('pages') ?? 40);
const warmup = Number(argument('warmup') ?? 10);
const seed = Number(argument('seed') ?? Math.floor(Math.random() * 2 ** 31));
const profileDir = argument('prof');
const clockTicks = 100;

/** User + system CPU of a process so far, in ms (Linux: fields 14 and 15 of /proc/<pid>/stat, in clock ticks). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

const web = `http://127.0.0.1:${BENCH_PORT}`;
const apiBase = `http://127.0.0.1:${BENCH_API_PORT}`;
const env = {
  ...process.env,
  PORT: String(BENCH_PORT),
  API_PORT: String(BENCH_API_PORT),
  API_BASE_URL: apiBase,
  SITE_URL: `http://localhost:${BENCH_PORT}`,
  DATA_DIR: path.join(os.tmpdir(), `labshop-bench-${goodsCount}`),
  SEED_GOODS: String(goodsCount),
  NEXT_DIST_DIR: '.next-bench',
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: 'warn',
};
// One folder per process: the API's module-loader thread writes a profile of its own.
const profile = (name) => (profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.join(profileDir, name)] : []);
const children = [];
const start = (name, args) => {
  const child = spawn(process.execPath, [...profile(name), ...args], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  return child;
};
const stopAll = () =>
  Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode === null ? (child.once('exit', resolve), child.kill('SIGINT')) : resolve()))));

try {
  const api = start('api', ['--import', 'tsx', 'server/main.ts']);
  await waitFor(`${apiBase}/health`, 180_000);
  const storefront = start('storefront', storefrontArgs(BENCH_PORT));
  await waitFor(`${web}/robots.txt`, 60_000);

  const found = await sitemapPaths(web);
  const urls = shuffled(found.goods, seed);
  const render = async (url) => {
    const response = await fetch(`${web}${url}`);
    await response.arrayBuffer();
    // A page cached by an earlier run is no cold render: the row says how many there were.
    return `${response.status} ${response.headers.get('x-nextjs-cache') ?? ''}`.trim();
  };
  // The first renders load code and fill per-process caches (category snapshot, messages).
  for (const url of urls.slice(0, warmup)) await render(url);
  const before = { web: cpuMs(storefront.pid), api: cpuMs(api.pid), at: performance.now() };
  const statuses = new Map();
  for (const url of urls.slice(warmup, warmup + pages)) {
    const code = await render(url);
    statuses.set(code, (statuses.get(code) ?? 0) + 1);
  }
  const after = { web: cpuMs(storefront.pid), api: cpuMs(api.pid), at: performance.now() };
  const per = (ms) => Math.round((10 * ms) / pages) / 10;
  console.table({
    [`${pages} cold goods pages in a row (seed ${seed})`]: {
      'storefront CPU ms/page': per(after.web - before.web),
      'API CPU ms/page': per(after.api - before.api),
      'wall ms/page': per(after.at - before.at),
      statuses: [...statuses].map(([code, n]) => `${code}×${n}`).join(' '),
      'load average': os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' '),
    },
  });
} finally {
  await stopAll();
}
