/**
 * `npm run test:openapi`: /openapi.json as the API serves it, linted by Redocly's recommended
 * rules (docs/architecture.md §3): zero errors. That answers keep to the document is checked by
 * the API tests themselves (CONTRACT_CHECK=1, server/http/document-check.ts).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../server/db/client';
import { createApp } from '../server/app';

const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

async function main(): Promise<number> {
  // The document needs no database: it is built from the routes' schemas.
  const app = createApp({ db: {} as Db, dataDir: path.join(os.tmpdir(), 'labshop-openapi-none'), settings: { cjkFont: null, exposeOutbox: true } });
  const response = await app.request('/openapi.json');
  if (response.status !== 200) throw new Error(`/openapi.json answered ${response.status}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'labshop-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, await response.text());
    const lint = spawnSync(process.execPath, [redocly, 'lint', file, '--max-problems', '50'], {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    return lint.status ?? 1;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
