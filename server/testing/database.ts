/**
 * A fresh, migrated database for one API test file: PGlite in a temporary directory, or a
 * new PostgreSQL database next to DATABASE_URL's (dropped afterwards), so test files never
 * share state and can run in parallel.
 */
import { cp, mkdtemp, rename, rm, stat } from 'node:fs/promises';
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

/**
 * Migrating a PGlite database takes about ten seconds of a CI core, seeding the demo catalogue two:
 * with API_TEST_TEMPLATE_DIR set (scripts/test-api.mjs sets it for one run), the first file to
 * need one migrates a database there, and every file starts from a copy of its folder.
 */
async function migratedTemplate(templateRoot: string): Promise<string> {
  const template = path.join(templateRoot, 'pglite');
  if (await exists(template)) return template;
  const scratch = await mkdtemp(path.join(templateRoot, 'building-'));
  const database = await openDatabase({ dataDir: scratch });
  await migrate(database);
  await database.close();
  // Two files may build it at once: the first rename wins, the other's copy is dropped.
  await rename(path.join(scratch, 'pglite'), template).catch(async (error: unknown) => {
    if (!(await exists(template))) throw error;
  });
  await rm(scratch, { recursive: true, force: true });
  return template;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function openPgliteTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'labshop-test-'));
  const templateRoot = process.env.API_TEST_TEMPLATE_DIR;
  if (templateRoot) await cp(await migratedTemplate(templateRoot), path.join(dataDir, 'pglite'), { recursive: true });
  const database = await openDatabase({ dataDir });
  // A no-op on the template's copy; it still proves the copy is at the latest migration.
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
