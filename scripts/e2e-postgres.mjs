#!/usr/bin/env node
// The inquiry-to-order journeys (docs/product.md §6.1, §11.5, §11.6: /my-inquiries, quotes, the
// staff console, quick order and buy again) on PostgreSQL: scripts/e2e-server.mjs creates
// E2E_DATABASE_URL's database anew (default labshop_e2e on the machine's server) and the journeys'
// current build is reused. CI runs it after the API tests on PostgreSQL; extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';

const JOURNEYS = ['e2e/my-inquiries.spec.ts', 'e2e/quotes.spec.ts', 'e2e/quote-journey.spec.ts', 'e2e/staff-console.spec.ts', 'e2e/quick-order.spec.ts'];
const env = { ...process.env, E2E_DATABASE_URL: process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/labshop_e2e' };

for (const [command, args] of [
  [process.execPath, ['scripts/ensure-browser.mjs']],
  [process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...JOURNEYS, ...process.argv.slice(2)]],
]) {
  const run = spawnSync(command, args, { env, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
