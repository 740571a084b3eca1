/**
 * Property-based fuzzing through the BFF of the built storefront (docs/architecture.md §8):
 * requests generated from the API's /openapi.json, with the hostile mutations of
 * server/testing/openapi-fuzz.ts, sent to /api/<path>. Paths the BFF does not forward answer its
 * 404 envelope, which counts as an answer too. No answer may be a 5xx, and every answer must be
 * the envelope { code, msg }. BFF_FUZZ_RUNS sets the count (default 3000); a failing run prints
 * its seed, and BFF_FUZZ_SEED=<seed> replays it.
 */
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { FuzzFailures, fuzzRun, requestsForAll, routesOf, type FuzzRequest, type OpenApiDocument } from '../server/testing/openapi-fuzz';
import { API_BASE } from './support/api';

const { runs: RUNS, seed: SEED } = fuzzRun('BFF_FUZZ', 3000);
console.log(`BFF fuzz seed ${SEED}`);
// Two at a time: the journeys on the other worker share the machine's two cores.
const IN_FLIGHT = 2;
/**
 * Node's HTTP parser refuses a request line and headers over 16 kB with a bare 431 before any
 * program code runs; huge generated strings in a query string meet it, so that answer is the
 * server's, not the BFF's.
 */
const HEADERS_TOO_LARGE = 431;

// The seed stays out of the title: Playwright finds the test in its worker by title.
test(`${RUNS} generated requests through the BFF: no 5xx, every answer an envelope`, async ({ request }) => {
  test.setTimeout(600_000);
  const doc = (await (await request.get(`${API_BASE}/openapi.json`)).json()) as OpenApiDocument;
  const routes = routesOf(doc);
  expect(routes.length).toBeGreaterThan(60);
  const generated: FuzzRequest[] = fc.sample(requestsForAll(routes, '/api'), { numRuns: RUNS, seed: SEED });

  const failures = new FuzzFailures();
  let sent = 0;
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < generated.length; i = next++) {
      const fuzz = generated[i]!;
      const response = await request.fetch(fuzz.url, {
        method: fuzz.method,
        headers: fuzz.headers,
        data: fuzz.body,
        failOnStatusCode: false,
        maxRedirects: 0,
      });
      sent += 1;
      const status = response.status();
      if (status === HEADERS_TOO_LARGE) continue;
      failures.check(fuzz, status, await response.text());
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

  expect(sent).toBe(RUNS);
  expect(failures.size, failures.report(`BFF_FUZZ_SEED=${SEED}`)).toBe(0);
});
