/**
 * Opens the database: embedded PGlite in DATA_DIR/pglite by default, PostgreSQL when
 * DATABASE_URL is set. Both are driven through the same Drizzle pg-core API and the same
 * SQL migrations, so the rest of the API never knows which one it talks to.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { lockFolder } from './folder-lock';
import { takeTurns } from './pglite-turns';
import * as schema from './schema';
import { log } from '../log';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, 'pglite'));
}

async function openPglite(dir: string): Promise<Database> {
  // PGlite does not create parent directories itself.
  await mkdir(dir, { recursive: true });
  const unlock = lockFolder(dir);
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm } });
    takeTurns(client);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return { db, driver: 'pglite', close: () => client.close().finally(unlock) };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, a dropped database) must not crash
  // the process: the pool replaces it on the next query.
  pool.on('error', (error) => log.warn('PostgreSQL connection lost', { error: error.message }));
  // A connection lost while checked out (a query or transaction in flight during a restart)
  // emits 'error' on its client; unheard, that would end the process. The query in flight
  // fails on its own (the request answers the 500 envelope) and the pool drops the client.
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn('PostgreSQL connection lost during a request', { error: error.message }));
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, driver: 'postgres', close: () => pool.end() };
}
