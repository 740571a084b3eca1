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
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase, type Database, type Db } from '../db/client';
import { migrate } from '../db/migrate';
import * as schema from '../db/schema';

export interface TestDatabase extends Database {
  /**
   * Another handle on the same database, as a second API instance holds one: its own pool on
   * PostgreSQL; on PGlite, which one process opens only once, a second Drizzle over the same client.
   * Closed by dispose().
   */
  anotherHandle(): Promise<Db>;
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
    async anotherHandle() {
      const { $client } = database.db as unknown as { $client: PGlite };
      return drizzle($client, { schema }) as unknown as Db;
    },
    async dispose() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgresTestDatabase(baseUrl: string): Promise<TestDatabase> {
  // Named after DATABASE_URL's database, so whoever runs the tests recognises (and may drop) leftovers.
  const base =
    new URL(baseUrl).pathname
      .slice(1)
      .replace(/[^a-z0-9_]/gi, '')
      .toLowerCase() || 'labshop_test';
  const name = `${base}_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: url.toString() });
  await migrate(database);
  const others: Database[] = [];
  return {
    ...database,
    async anotherHandle() {
      const other = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: url.toString() });
      others.push(other);
      return other.db;
    },
    async dispose() {
      await Promise.all(others.map((other) => other.close()));
      await database.close();
      const cleaner = new Client({ connectionString: baseUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}
