// Starts the API and a production build of the storefront on bench ports with a large
// catalogue (a fresh PGlite folder, or DATABASE_URL), and stops them afterwards.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hasExited, terminate } from '../child-exit.mjs';

export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3300);
export const BENCH_API_PORT = Number(process.env.BENCH_API_PORT ?? 4300);

/**
 * Waits until `url` answers below 500, or fails after `timeoutMs`; given the `child` process that
 * is to answer, fails as soon as it has exited instead of waiting out the rest.
 */
export async function waitFor(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && hasExited(child)) throw new Error(`${url}: its server exited before it answered (see its log above)`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export async function startStack({ goods }) {
  const dataDir = path.join(os.tmpdir(), `labshop-bench-${goods}`);
  if (process.env.BENCH_FRESH !== '0') rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(BENCH_PORT),
      API_PORT: String(BENCH_API_PORT),
      API_BASE_URL: `http://127.0.0.1:${BENCH_API_PORT}`,
      SITE_URL: `http://localhost:${BENCH_PORT}`,
      DATA_DIR: dataDir,
      SEED_GOODS: String(goods),
      NEXT_DIST_DIR: '.next-bench',
      LOG_LEVEL: 'warn',
    },
  });
  // The supervisor stops the storefront before the API, so renders in flight end cleanly.
  const stop = () => terminate(child);
  // Should the bench itself end abruptly, the whole group goes at once.
  process.on('exit', () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  });
  await waitFor(`http://127.0.0.1:${BENCH_PORT}/robots.txt`, 900_000);
  return { web: `http://127.0.0.1:${BENCH_PORT}`, api: `http://127.0.0.1:${BENCH_API_PORT}`, stop };
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  console.table(rows);
}
