// The reference row of `npm run bench:pages -- --reference`: a stock Next.js app
// (scripts/bench/reference) whose ISR goods page asks the bench's API the same two requests as
// the shop's and renders about as many plain elements, with none of the shop's own machinery.
// Its cold pages per second are the floor under ours on the same machine, in the same run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NEXT_BIN } from '../storefront-command.mjs';
import { waitFor } from './stack.mjs';

const appDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reference');

/** Newest modification time of the app's sources (not its build). */
function newestSource(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !['.next', 'node_modules', 'next-env.d.ts'].includes(entry.name))
    .reduce((newest, entry) => {
      const full = path.join(dir, entry.name);
      return Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
    }, 0);
}

/** Builds the reference app when its sources are newer than its build, and starts it on `port`. */
export async function startReference({ port, apiBase }) {
  const buildId = path.join(appDir, '.next', 'BUILD_ID');
  const env = { ...process.env, API_BASE_URL: apiBase, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;
  if (!existsSync(buildId) || statSync(buildId).mtimeMs < newestSource(appDir)) {
    // Webpack, not Turbopack: Turbopack's root is the repository's (its node_modules), and from
    // there it compiles the shop's proxy.ts into this app too. The server runtime is the same.
    const build = spawnSync(process.execPath, [NEXT_BIN, 'build', '--webpack'], { cwd: appDir, env, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the reference app did not build');
  }
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], { cwd: appDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  // Resolves once it has exited, so the API it asks is stopped after it, not under renders in flight.
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  process.on('exit', () => child.exitCode === null && child.kill('SIGTERM'));
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/goods/1`, 60_000);
  return { origin, stop };
}
