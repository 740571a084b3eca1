#!/usr/bin/env node
// Starts both programs for the browser journeys on a fresh data folder (see playwright.config.ts).
// On PostgreSQL when E2E_DATABASE_URL is set: that database is dropped and created anew first, so
// runs are repeatable. A DATABASE_URL from the shell is never used here, since it is cleared.
import { rmSync } from 'node:fs';
import pg from 'pg';

if (!process.env.DATA_DIR) throw new Error('DATA_DIR must be set for the e2e server');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });

delete process.env.DATABASE_URL;
if (process.env.E2E_DATABASE_URL) {
  const url = new URL(process.env.E2E_DATABASE_URL);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`E2E_DATABASE_URL must name a plain database, not "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  process.env.DATABASE_URL = url.toString();
  console.log(`e2e on PostgreSQL: database ${name} created anew`);
}
await import('./start.mjs');
