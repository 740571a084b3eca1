// The API alone (node --import tsx server/main.ts, no storefront) for the benches that measure it
// directly (docs/benchmarks.md: bench:import, bench:inquiries, bench:orders).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { terminate } from '../child-exit.mjs';
import { freshPostgres } from './fresh-postgres.mjs';
import { waitFor } from './stack.mjs';

/**
 * Starts the API on `port` with `env` over this process's environment (an undefined value takes
 * the variable away) and resolves once /health answers; `stop()` ends it. Its warnings go to
 * stderr; its stdout only where `stdout` says.
 */
export async function startApi({ port, env, timeoutMs, stdout = 'ignore' }) {
  const merged = { ...process.env, API_PORT: String(port), LOG_LEVEL: 'warn', ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: ['ignore', stdout, 'inherit'], env: merged });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/health`, timeoutMs, child);
  } catch (error) {
    await terminate(child);
    throw error;
  }
  return { base, stop: () => terminate(child) };
}

/**
 * A bench's own API on BENCH_API_PORT (else `defaultPort`) over a fresh store, so a run counts
 * only what it wrote: a temporary DATA_DIR or, with DATABASE_URL, a fresh PostgreSQL database
 * beside it; `stop()` takes both away again. `run` tags this run (its database, its records),
 * `staffToken` opens the staff endpoints. Nothing starts before `start(env)`.
 */
export function freshApi(name, defaultPort) {
  const port = Number(process.env.BENCH_API_PORT ?? defaultPort);
  const run = randomBytes(4).toString('hex');
  const staffToken = randomBytes(24).toString('base64url');
  let database = null;
  let dataDir;
  let api;
  return {
    base: `http://127.0.0.1:${port}`,
    run,
    staffToken,
    driver: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    async start(env) {
      database = await freshPostgres(`labshop_bench_${name}_${run}`);
      dataDir = mkdtempSync(path.join(os.tmpdir(), `labshop-bench-${name}-`));
      api = await startApi({
        port,
        timeoutMs: 300_000,
        // Without SMTP_URL notifications go to the offline outbox (table + log), as on a machine without SMTP.
        env: { DATA_DIR: dataDir, DATABASE_URL: database?.url, SMTP_URL: undefined, STAFF_TOKEN: staffToken, ...env },
      });
    },
    async stop() {
      await api?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
