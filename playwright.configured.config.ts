import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';
import { CONFIGURED_SERVICES } from './e2e/configured/services';

/**
 * The journeys of a shop with its optional outside services configured (docs/product.md §15):
 * analytics, WeChat sharing and the filing numbers change what is built (the page CSP, which
 * modules exist: lib/build-features.mjs), so they run against a build of their own, with its own
 * API and data folder on ports 3101/4101, beside the main journeys' build. `npm run
 * test:e2e:configured`; the services themselves are fakes on this machine (e2e/configured/services.ts).
 */
const PORT = Number(process.env.E2E_CONFIGURED_PORT ?? 3101);
const API_PORT = Number(process.env.E2E_CONFIGURED_API_PORT ?? 4101);
// The support modules (e2e/support/api.ts) ask this API for the seed and the outbox.
process.env.E2E_API_PORT = String(API_PORT);

export default defineConfig({
  ...journeys,
  testDir: './e2e/configured',
  testIgnore: [],
  use: { ...journeys.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    command: 'node scripts/e2e-configured-server.mjs',
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      ...(Array.isArray(journeys.webServer) ? {} : journeys.webServer?.env),
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      API_BASE_URL: `http://127.0.0.1:${API_PORT}`,
      SITE_URL: `http://localhost:${PORT}`,
      DATA_DIR: path.join(os.tmpdir(), `labshop-e2e-configured-data-${PORT}`),
      NEXT_DIST_DIR: '.next-e2e-configured',
      ...CONFIGURED_SERVICES,
    },
  },
});
