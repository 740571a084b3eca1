/**
 * How the staff commands (npm run inquiries, orders, aftersales, approvals) reach the shop
 * (docs/architecture.md §6): the running API first (API_BASE_URL, else
 * http://127.0.0.1:$API_PORT) with the staff token (STAFF_TOKEN, else DATA_DIR/staff-token),
 * since the API holds PGlite's folder while it runs; with no API answering, the database itself.
 */
import path from 'node:path';
import type { Database } from '../../server/db/client';
import { openDatabaseForCommand } from '../../server/db/open-for-command';
import { migrate } from '../../server/db/migrate';
import { readStaffToken } from '../../server/http/staff-token';
import type { Db } from '../../server/db/client';

export interface Envelope<T> {
  code: number;
  msg: string;
  data?: T;
  page?: T;
}

/** A staff route, answered by the API or, without one, by the same service on the database. */
export interface Staff {
  describe: string;
  call<T>(route: string, body: Record<string, unknown>, get?: boolean): Promise<T>;
  close(): Promise<void>;
}

/** A mistake in the command line: the command exits with 2, not 1. */
export class UsageError extends Error {}

const dataDir = () => path.resolve(process.env.DATA_DIR ?? './data');

const apiBase = () => (process.env.API_BASE_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`).replace(/\/$/, '');

/** Whether the API answers at all, within 3 s. */
async function apiAnswers(base: string): Promise<boolean> {
  try {
    await fetch(`${base}/health`, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

/** Sends one staff request and answers its envelope; a refused token is said plainly. */
export async function staffRequest<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<Envelope<T>> {
  const base = apiBase();
  const token = process.env.STAFF_TOKEN ?? (await readStaffToken(dataDir()));
  if (!token) throw new Error(`There is no staff token for the API at ${base}: set STAFF_TOKEN, or DATA_DIR to the API's data folder (it holds staff-token).`);
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code === 401) throw new Error(`The API at ${base} refused the staff token (${envelope.msg}). Is STAFF_TOKEN / DATA_DIR the API's?`);
  return envelope;
}

/** The running API as a Staff, or null when none answers. */
export async function apiStaff(): Promise<Staff | null> {
  const base = apiBase();
  if (!(await apiAnswers(base))) return null;
  return {
    describe: `the API at ${base}`,
    async call<T>(route: string, body: Record<string, unknown>, get = false): Promise<T> {
      const query = get
        ? `?${new URLSearchParams(
            Object.entries(body)
              .filter(([, value]) => value !== undefined)
              .map(([name, value]) => [name, String(value)]),
          )}`
        : '';
      const envelope = await staffRequest<T>(get ? 'GET' : 'POST', `${route}${query}`, get ? undefined : body);
      if (envelope.code !== 0) throw new Error(`The API answered ${envelope.code}: ${envelope.msg}`);
      return (envelope.data ?? envelope.page) as T;
    },
    close: async () => undefined,
  };
}

export type StaffRoutes = Record<string, (body: Record<string, unknown>) => Promise<unknown>>;

/** The database (DATA_DIR's PGlite, or DATABASE_URL) answering the same routes in-process. */
export async function openDatabaseStaff(routesOf: (db: Db) => StaffRoutes = () => ({})): Promise<Database & { describe: string; routes: StaffRoutes }> {
  const database = await openDatabaseForCommand(dataDir(), process.env.DATABASE_URL);
  await migrate(database);
  return {
    ...database,
    describe: process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `the PGlite database in ${dataDir()}`,
    routes: routesOf(database.db),
  };
}

/** The API when it runs, else the database with `routesOf`. */
export async function connectStaff(routesOf: (db: Db) => StaffRoutes): Promise<Staff> {
  const api = await apiStaff();
  if (api) return api;
  const database = await openDatabaseStaff(routesOf);
  return {
    describe: database.describe,
    async call<T>(route: string, body: Record<string, unknown>): Promise<T> {
      const handler = database.routes[route];
      if (!handler) throw new Error(`no staff route ${route}`);
      return (await handler(body)) as T;
    },
    close: () => database.close(),
  };
}

/** Runs a command's main: its error on stderr, exit code 2 for usage mistakes, 1 otherwise. */
export function runStaffCommand(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(error instanceof UsageError ? 2 : 1);
  });
}
