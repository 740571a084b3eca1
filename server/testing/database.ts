/**
 * A fresh, migrated database for one API test file: PGlite in a temporary directory, or a
 * new PostgreSQL database next to DATABASE_URL's (dropped afterwards), so test files never
 * share state and can run in parallel.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';

export interface TestDatabase extends Database {
  /** Closes the connection and removes the database and its files. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  return baseUrl ? openPostgresTestDatabase(baseUrl) : openPgliteTestDatabase();
}

async function openPgliteTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'labshop-test-'));
  const database = await openDatabase({ dataDir });
  await migrate(database);
  return {
    ...database,
    async dispose() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgresTestDatabase(baseUrl: string): Promise<TestDatabase> {
  const name = `labshop_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: url.toString() });
  await migrate(database);
  return {
    ...database,
    async dispose() {
      await database.close();
      const cleaner = new Client({ connectionString: baseUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}
