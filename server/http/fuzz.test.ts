/**
 * Property-based fuzzing of every route in /openapi.json, in-process (docs/architecture.md §8):
 * FUZZ_RUNS (default 10,000) requests generated from the routes' own schemas plus hostile
 * mutations. No answer may be a 5xx, and every answer must be the envelope { code, msg }.
 * A failing run prints its seed; FUZZ_SEED=<seed> replays it.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApp } from '../app';
import { seedIfEmpty } from '../seed';
import { createCustomer } from '../testing/customer-fixtures';
import { openTestDatabase, type TestDatabase } from '../testing/database';
import { FuzzFailures, fuzzRun, requestsForAll, routesOf, type FuzzRequest, type OpenApiDocument } from '../testing/openapi-fuzz';

const { runs: RUNS, seed: SEED } = fuzzRun('FUZZ', 10_000);

let database: TestDatabase;
let app: OpenAPIHono;
let customerToken: string;

before(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database.db, { goods: 200 });
  app = createApp({ db: database.db, dataDir: '/nonexistent', settings: { staffToken: 'fuzz-staff-token-0123456789abcdef' } });
  customerToken = (await createCustomer(database.db)).token;
});

after(async () => {
  await database?.dispose();
});

async function send(request: FuzzRequest): Promise<{ status: number; text: string }> {
  const headers = { ...request.headers };
  // A share of the requests come from a logged-in customer, so the customer routes get past the token check.
  if (headers.token === 'not-a-token') headers.token = customerToken;
  const response = await app.request(request.url, { method: request.method, headers, body: request.body });
  return { status: response.status, text: await response.text() };
}

test(`${RUNS} generated requests over every documented route: no 5xx, every answer an envelope (seed ${SEED})`, async () => {
  const doc = (await (await app.request('/openapi.json')).json()) as OpenApiDocument;
  const routes = routesOf(doc);
  assert.ok(routes.length >= 60, `routes in /openapi.json: ${routes.length}`);

  const failures = new FuzzFailures();
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(requestsForAll(routes), async (request) => {
      const { status, text } = await send(request);
      sent += 1;
      failures.check(request, status, text);
      return true;
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );

  assert.equal(sent, RUNS);
  assert.equal(failures.size, 0, failures.report(`FUZZ_SEED=${SEED}`));
});
