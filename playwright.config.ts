import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { STAFF_TOKEN } from './e2e/support/staff';

/**
 * Journeys in Debian's Chromium against production builds of both programs on their own ports
 * (3100/4100) and a throwaway data folder, so they never collide with a running `npm start`.
 */
// Overridable so several checkouts or engineers can run journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `labshop-e2e-data-${PORT}`);
const DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-e2e';

export default defineConfig({
  testDir: './e2e',
  // The journeys of a build with the optional services configured run on their own build and
  // servers (playwright.configured.config.ts).
  testIgnore: ['configured/**'],
  fullyParallel: true,
  workers: 2,
  // Flakiness must show, not be retried away (docs/architecture.md §9, the hygiene gate).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      API_BASE_URL: `http://127.0.0.1:${API_PORT}`,
      SITE_URL: `http://localhost:${PORT}`,
      DATA_DIR,
      NEXT_DIST_DIR: DIST_DIR,
      SEED_GOODS: '1500',
      LOG_LEVEL: 'warn',
      // Journeys read verification codes from the API's outbox (never set outside tests).
      EXPOSE_OUTBOX: '1',
      // Journeys check stored inquiries through the staff endpoint with this throwaway token.
      STAFF_TOKEN,
      // Every journey's browser reaches the API from one address; the limit itself is proven by the API tests.
      INQUIRY_RATE_LIMIT: '500',
      CODES_PER_CLIENT_PER_HOUR: '500',
      PASSWORD_FAILURES_PER_CLIENT: '500',
    },
  },
});
