/**
 * Fault test (docs/architecture.md §8): PostgreSQL restarts while inquiries are being sent, and
 * none is lost or stored twice. Clients retry a failed write with the same Idempotency-Key
 * (docs/architecture.md §3); the API answers the 500 envelope while the database is away and
 * its pool reconnects afterwards. Runs on PostgreSQL only (DATABASE_URL set) and on a private
 * cluster made with initdb in a temporary folder, so restarting it disturbs no other test or
 * program; skipped, saying why, when the machine cannot make one (no PostgreSQL binaries, not
 * root).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync, chownSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { inquiries } from '../db/schema';
import { seedIfEmpty } from '../seed';

const INQUIRIES = 150;
const CONCURRENCY = 4;
const RESTART_AFTER = 40;
const RETRY_DELAY_MS = 200;
const GIVE_UP_AFTER_MS = 30_000;

function pgBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const dir = version ? path.join(root, version, 'bin') : undefined;
  return dir && existsSync(path.join(dir, 'pg_ctl')) ? dir : undefined;
}

function postgresUid(): { uid: number; gid: number } | undefined {
  try {
    return { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
  } catch {
    return undefined;
  }
}

const binDir = pgBinDir();
const owner = postgresUid();
const skip = !process.env.DATABASE_URL
  ? 'runs on PostgreSQL only: set DATABASE_URL'
  : !binDir
    ? 'no PostgreSQL server binaries under /usr/lib/postgresql/<version>/bin to make a private cluster'
    : process.getuid?.() !== 0 || !owner
      ? 'needs root and a postgres user to make and restart a private cluster'
      : false;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let dataDir: string;
let port: number;
let database: Database;
let app: OpenAPIHono;

const asPostgres = (command: string, args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', path.join(binDir!, command), ...args], { stdio: 'pipe' });

before(async () => {
  if (skip) return;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'labshop-pg-fault-'));
  chmodSync(dataDir, 0o700);
  chownSync(dataDir, owner!.uid, owner!.gid);
  port = await freePort();
  asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dataDir, 'log'),
    '-o',
    `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  database = await openDatabase({ dataDir, databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await migrate(database);
  await seedIfEmpty(database.db, { goods: 30 });
  app = createApp({ db: database.db, dataDir, settings: { inquiryRateLimit: { limit: 100_000, windowSeconds: 600 } } });
});

after(async () => {
  if (skip) return;
  await database?.close().catch(() => undefined);
  try {
    asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** The storefront's retry: the same body and Idempotency-Key until the API answers code 0. */
async function sendUntilStored(runId: string, n: number, seen: { failedAnswers: number; statuses: Set<number> }): Promise<void> {
  const body = JSON.stringify({
    name: 'Fault Test',
    company: 'Restart Lab',
    country: 'GB',
    email: 'fault@example.com',
    phone: '+44 20 7946 0000',
    message: `${runId} inquiry ${n}`,
  });
  const started = Date.now();
  for (;;) {
    const response = await app.request('/overseas/form/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `${runId}-${n}`, 'x-forwarded-for': '192.0.2.50' },
      body,
    });
    const envelope = (await response.json()) as { code: number; msg: string };
    assert.equal(typeof envelope.msg, 'string', 'every answer is the envelope');
    if (envelope.code === 0) return;
    seen.failedAnswers += 1;
    seen.statuses.add(response.status);
    assert.ok([500, 503].includes(envelope.code), `during the outage: ${envelope.code} ${envelope.msg}`);
    assert.ok(Date.now() - started < GIVE_UP_AFTER_MS, `inquiry ${n} still failing after ${GIVE_UP_AFTER_MS} ms: ${envelope.msg}`);
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  }
}

test('a PostgreSQL restart mid-load loses no inquiry and stores none twice', { skip, timeout: 120_000 }, async () => {
  const runId = `restart-${Date.now()}`;
  const seen = { failedAnswers: 0, statuses: new Set<number>() };
  let next = 0;
  let restart: Promise<number> | undefined;
  const started = Date.now();
  const worker = async () => {
    for (let n = next++; n < INQUIRIES; n = next++) {
      if (n === RESTART_AFTER) {
        restart = new Promise((resolve) => {
          const child = spawn(
            'runuser',
            [
              '-u',
              'postgres',
              '--',
              path.join(binDir!, 'pg_ctl'),
              '-D',
              dataDir,
              '-m',
              'fast',
              '-w',
              'restart',
              '-o',
              `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
            ],
            { stdio: 'ignore' },
          );
          child.on('exit', (code) => resolve(code ?? 1));
        });
      }
      await sendUntilStored(runId, n, seen);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  assert.equal(await restart, 0, 'pg_ctl restart succeeded');

  const stored = await database.db.$count(inquiries, like(inquiries.message, `${runId} %`));
  console.log(
    `# ${INQUIRIES} inquiries sent, ${stored} stored; ${seen.failedAnswers} failed answers (HTTP ${[...seen.statuses].join(', ') || 'none'}) retried with the same key; ${Date.now() - started} ms`,
  );
  assert.equal(stored, INQUIRIES);
  assert.ok(seen.failedAnswers > 0, 'the restart happened while inquiries were being sent');
});
