/**
 * The API app over a fresh database seeded with the demo catalogue, for one test file: opened
 * and seeded in the file's `before` hook, disposed of in its `after` hook. `db` and `app` are
 * there only once the hook has run, so read them inside tests, never at the top of the file.
 */
import { after, before } from 'node:test';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApp } from '../app';
import type { Db } from '../db/client';
import { seedCatalogue } from '../seed';
import { openTestDatabase, type TestDatabase } from './database';
import { requestData, requestEnvelope, type TestEnvelope, type TestRequest } from './request';

type Method = 'GET' | 'POST' | 'DELETE';

export interface SeededApp {
  readonly db: Db;
  readonly app: OpenAPIHono;
  /** The status and envelope of a request. */
  request(method: Method, path: string, init?: TestRequest): Promise<{ status: number; envelope: TestEnvelope }>;
  /** The envelope of a request, whatever its code. */
  call(method: Method, path: string, init?: TestRequest): Promise<TestEnvelope>;
  /** The data of a request that must succeed (code 0). */
  data<T>(method: 'GET' | 'POST', path: string, init?: TestRequest): Promise<T>;
}

export function seededApp(goods: number): SeededApp {
  let database: TestDatabase | undefined;
  let app: OpenAPIHono | undefined;
  before(async () => {
    database = await openTestDatabase();
    await seedCatalogue(database.db, { goods });
    app = createApp({ db: database.db, dataDir: '/nonexistent' });
  });
  after(async () => {
    await database?.dispose();
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
    request: (method, path, init = {}) => requestEnvelope(opened().app, method, path, init),
    call: async (method, path, init = {}) => (await requestEnvelope(opened().app, method, path, init)).envelope,
    data: <T>(method: 'GET' | 'POST', path: string, init: TestRequest = {}) => requestData<T>(opened().app, method, path, init),
  };
}
