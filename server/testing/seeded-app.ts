/**
 * The API app over a fresh database seeded with the demo catalogue, for one test file: opened
 * and seeded in the file's `before` hook, disposed of in its `after` hook. `db` and `app` are
 * there only once the hook has run, so read them inside tests (or in a `before` hook registered
 * after this call), never at the top of the file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApp } from '../app';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { seedCatalogue } from '../seed';
import type { ApiSettings } from '../settings';
import { openTestDatabase, type TestDatabase } from './database';
import { requestData, requestEnvelope, type TestEnvelope, type TestRequest } from './request';

type Method = 'GET' | 'POST' | 'DELETE';

export interface SeededAppOptions {
  /** Settings the file's tests need (a staff token, limits); the defaults otherwise. */
  settings?: Partial<ApiSettings>;
  /** A data directory of the file's own (generated files, uploads), removed after it; none by default. */
  dataDir?: boolean;
  /** A mailer that records what was sent (server/testing/recording-mailer.ts); the logging one by default. */
  mailer?: Mailer;
}

export interface SeededApp {
  readonly db: Db;
  readonly app: OpenAPIHono;
  /** The file's data directory (with `dataDir: true`). */
  readonly dataDir: string;
  /**
   * Settled once the app is open: a file's own `before` hook awaits it first, since Node's runner
   * may start the root's hooks together.
   */
  readonly ready: Promise<void>;
  /** The status and envelope of a request. */
  request(method: Method, path: string, init?: TestRequest): Promise<{ status: number; envelope: TestEnvelope }>;
  /** The envelope of a request, whatever its code. */
  call(method: Method, path: string, init?: TestRequest): Promise<TestEnvelope>;
  /** The data of a request that must succeed (code 0). */
  data<T>(method: 'GET' | 'POST', path: string, init?: TestRequest): Promise<T>;
  /**
   * Another app over the same database, `settings` laid over the file's own: a test that compares
   * two configurations of the API (HSTS on and off, a mail transport or none) needs no second
   * database, whose migration costs a PGlite file about ten seconds.
   */
  appWith(settings: Partial<ApiSettings>): OpenAPIHono;
}

/**
 * `goods` demo goods items in the demo catalogue (0: the catalogue without goods); `null` seeds
 * nothing, for a file whose tests write the rows they need (or seed the catalogue themselves).
 */
export function seededApp(goods: number | null, options: SeededAppOptions = {}): SeededApp {
  let database: TestDatabase | undefined;
  let app: OpenAPIHono | undefined;
  let dataDir = '/nonexistent';
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const ready = new Promise<void>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  // The hook's own failure is what the runner reports; a file that never awaits `ready` must not also see it unhandled.
  ready.catch(() => {});
  const appOver = (db: Db, settings: Partial<ApiSettings> | undefined) => createApp({ db, dataDir, mailer: options.mailer, settings });
  before(async () => {
    try {
      database = await openTestDatabase();
      if (goods !== null) await seedCatalogue(database.db, { goods });
      if (options.dataDir) dataDir = await mkdtemp(path.join(os.tmpdir(), 'labshop-test-'));
      app = appOver(database.db, options.settings);
      resolve();
    } catch (error) {
      reject(error);
      throw error;
    }
  });
  after(async () => {
    await database?.dispose();
    if (options.dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const opened = () => {
    if (!database || !app) throw new Error('the seeded app opens in the before hook: use it inside tests');
    return { db: database.db, app };
  };
  return {
    get db() {
      return opened().db;
    },
    get app() {
      return opened().app;
    },
    get dataDir() {
      opened();
      return dataDir;
    },
    ready,
    request: (method, path, init = {}) => requestEnvelope(opened().app, method, path, init),
    call: async (method, path, init = {}) => (await requestEnvelope(opened().app, method, path, init)).envelope,
    data: <T>(method: 'GET' | 'POST', path: string, init: TestRequest = {}) => requestData<T>(opened().app, method, path, init),
    appWith: (settings) => appOver(opened().db, { ...options.settings, ...settings }),
  };
}
