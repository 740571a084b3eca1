#!/usr/bin/env node
// The staff console's inbox under load (docs/product.md §6.1, docs/benchmarks.md).
// Seeds 100,000 inquiries into a fresh PGlite DATA_DIR, or with DATABASE_URL a fresh PostgreSQL
// database beside it (scripts/bench-inbox-seed.ts), starts the API alone on it (BENCH_API_PORT, 4880), logs in as a sales account, then autocannon at 10 connections
// on /staff/console/inbox: the first page, a state filter (answered, page 3), and searches (a
// company, a Cat. No.). Prints p50/p95/p99 per case; exits non-zero past the p95 target (300 ms).
//   node scripts/bench/inbox.mjs [--inquiries 100000] [--duration 10] [--connections 10]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { option } from './argv.mjs';
import { startApi } from './api-alone.mjs';
import { freshPostgres } from './fresh-postgres.mjs';
import { percentile } from './load.mjs';

const INQUIRIES = option('inquiries', 100_000);
const DURATION = option('duration', 10);
const CONNECTIONS = option('connections', 10);
const TARGET_P95_MS = 300;
const PORT = Number(process.env.BENCH_API_PORT ?? 4880);
const EMAIL = 'bench@labshop.example';
const PASSWORD = 'bench-password-1';

const CASES = [
  ['first page', '/staff/console/inbox'],
  ['filter: answered, page 3', '/staff/console/inbox?state=answered&page=3'],
  ['search: a company', '/staff/console/inbox?search=lab%20417%20inst'],
  ['search: a Cat. No.', '/staff/console/inbox?search=ab4321'],
];

async function measure(base, token, requestPath) {
  const latencies = [];
  const instance = autocannon({ url: `${base}${requestPath}`, connections: CONNECTIONS, duration: DURATION, headers: { 'staff-session': token } });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    'req/s': Math.round((10 * sorted.length) / result.duration) / 10,
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p95 ms': Math.round(percentile(sorted, 95)),
    'p99 ms': Math.round(percentile(sorted, 99)),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labshop-bench-inbox-'));
const database = await freshPostgres('labshop_bench_inbox');
const driver = database ? 'PostgreSQL' : 'PGlite';
const store = { DATA_DIR: dataDir, DATABASE_URL: database?.url };
const env = { ...process.env, ...store, LOG_LEVEL: 'warn' };
if (!database) delete env.DATABASE_URL;
let api;
try {
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench-inbox-seed.ts', '--inquiries', String(INQUIRIES), '--email', EMAIL, '--password', PASSWORD],
    {
      env,
      stdio: 'inherit',
    },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
  api = await startApi({ port: PORT, timeoutMs: 300_000, env: { ...store, SEED_GOODS: '0' } });
  const login = await (
    await fetch(`${api.base}/staff/console/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    })
  ).json();
  if (login.code !== 0) throw new Error(`login: ${login.msg}`);
  const token = login.data.token;
  const rows = [];
  for (const [name, requestPath] of CASES) {
    const check = await (await fetch(`${api.base}${requestPath}`, { headers: { 'staff-session': token } })).json();
    if (check.code !== 0) throw new Error(`${name}: ${check.msg}`);
    rows.push({ case: name, matches: check.data.totalCount, ...(await measure(api.base, token, requestPath)) });
  }
  console.log(`bench:inbox on ${driver}, ${INQUIRIES} inquiries, ${CONNECTIONS} connections × ${DURATION} s per case`);
  console.table(rows);
  const worst = Math.max(...rows.map((row) => row['p95 ms']));
  const failed = rows.some((row) => row.failures > 0);
  console.log(`worst p95 ${worst} ms (target < ${TARGET_P95_MS} ms): ${worst < TARGET_P95_MS && !failed ? 'met' : 'NOT met'}`);
  process.exitCode = worst < TARGET_P95_MS && !failed ? 0 : 1;
} finally {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
}
