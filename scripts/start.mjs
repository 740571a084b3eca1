#!/usr/bin/env node
/**
 * `npm start`: the catalogue API first (it migrates and seeds an empty database), then the
 * storefront's production build — built only when there is none or the sources are newer,
 * because prerendering calls the API — then the storefront. Ctrl-C stops both.
 *
 * The API is supervised: if it dies it is started again with a growing pause, and the storefront
 * keeps serving its cached pages (and its 503 page) meanwhile (scripts/supervise.mjs).
 *
 * Honours PORT, API_PORT, API_BASE_URL, DATA_DIR and NEXT_DIST_DIR (the e2e run builds into its
 * own folder so it never disturbs a running `npm start`).
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent, STOREFRONT_SOURCES } from './build-freshness.mjs';
import { terminate } from './child-exit.mjs';
import { NEXT_BIN, storefrontArgs } from './storefront-command.mjs';
import { supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const apiBaseUrl = process.env.API_BASE_URL ?? `http://127.0.0.1:${apiPort}`;
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const env = { ...process.env, API_PORT: String(apiPort), API_BASE_URL: apiBaseUrl, NEXT_TELEMETRY_DISABLED: '1' };

/** Running children by label. */
const children = new Map();
let stopping = false;

/** The storefront first, then the API: renders still in flight ask the API until they end. */
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  const storefront = children.get('storefront');
  const storefrontGone = storefront ? Promise.race([terminate(storefront), new Promise((resolve) => setTimeout(resolve, 1000))]) : Promise.resolve();
  void storefrontGone.then(() => {
    for (const child of children.values()) child.kill('SIGTERM');
  });
  setTimeout(() => process.exit(code), 2500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function run(label, command, args) {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  children.set(label, child);
  child.on('exit', (code, signal) => {
    children.delete(label);
    if (!stopping) {
      console.error(`${label} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      stopAll(code ?? 1);
    }
  });
  return child;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return false;
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const started = Date.now();
const api = supervise({
  label: 'catalogue API',
  start: () => spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: 'inherit' }),
  stopping: () => stopping,
  onChild: (child) => {
    children.set('catalogue API', child);
    child.on('exit', () => {
      if (children.get('catalogue API') === child) children.delete('catalogue API');
    });
  },
});
process.on('exit', () => api.stop());
if (!(await waitFor(`${apiBaseUrl}/health`, 180_000))) {
  console.error(`The catalogue API did not answer at ${apiBaseUrl}/health.`);
  stopAll(1);
} else {
  if (!buildIsCurrent(path.join(root, distDir), STOREFRONT_SOURCES)) {
    console.log(`Building the storefront into ${distDir} …`);
    const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: root, env, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('The storefront build failed.');
      stopAll(build.status ?? 1);
    }
  }
  if (!stopping) {
    run('storefront', process.execPath, storefrontArgs(port));
    await waitFor(`http://127.0.0.1:${port}/robots.txt`, 60_000);
    console.log(`\nStorefront:  http://localhost:${port}  (中文: http://localhost:${port}/zh)`);
    console.log(`API:         ${apiBaseUrl}  (OpenAPI: ${apiBaseUrl}/openapi.json)`);
    console.log(`Ready after ${((Date.now() - started) / 1000).toFixed(1)} s. Ctrl-C stops both.\n`);
  }
}
