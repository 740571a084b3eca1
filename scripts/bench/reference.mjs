// The reference row of `npm run bench:pages -- --reference`: a stock Next.js app
// (scripts/bench/reference) whose ISR goods page asks the bench's API the same request as
// the shop's and renders about as many plain elements, with none of the shop's own machinery.
// Its cold pages per second are the floor under ours on the same machine, in the same run.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent } from '../build-freshness.mjs';
import { terminate } from '../child-exit.mjs';
import { NEXT_BIN } from '../storefront-command.mjs';
import { waitFor } from './stack.mjs';

const appDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reference');

/** What the reference's build is made from. */
const SOURCES = ['app', 'next.config.mjs', 'tsconfig.json'].map((source) => path.join(appDir, source));

/** Builds the reference app when its sources are newer than its build, and starts it on `port`. */
export async function startReference({ port, apiBase }) {
  const env = { ...process.env, API_BASE_URL: apiBase, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;
  if (!buildIsCurrent(path.join(appDir, '.next'), SOURCES)) {
    // Webpack, not Turbopack: Turbopack's root is the repository's (its node_modules), and from
    // there it compiles the shop's proxy.ts into this app too. The server runtime is the same.
    const build = spawnSync(process.execPath, [NEXT_BIN, 'build', '--webpack'], { cwd: appDir, env, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the reference app did not build');
  }
  // Every run starts with an empty cache (Next's default: files in the build folder), so its cold
  // row never meets a page or an answer an earlier run rendered.
  for (const cache of ['server/route-cache', 'cache/fetch-cache']) rmSync(path.join(appDir, '.next', cache), { recursive: true, force: true });
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], { cwd: appDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  // Resolves once it has exited, so the API it asks is stopped after it, not under renders in flight.
  const stop = () => terminate(child);
  process.on('exit', () => child.exitCode === null && child.kill('SIGTERM'));
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/goods/1`, 60_000);
  return { origin, stop };
}
