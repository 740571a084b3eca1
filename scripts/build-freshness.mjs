/**
 * Whether a Next build is newer than its sources: `npm start`, the scale test's stack and the
 * bench's reference app rebuild only when it is not. Test files are not sources.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the storefront's build is made from, as paths from the repository's root. */
export const STOREFRONT_SOURCES = ['app', 'components', 'lib', 'messages', 'public', 'proxy.ts', 'next.config.mjs', 'package.json', 'tsconfig.json'].map(
  (source) => path.join(root, source),
);

/** Newest modification time under `sources` (absolute files or folders; missing ones are skipped). */
function newestSourceTime(sources) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) for (const name of readdirSync(target)) visit(path.join(target, name));
    else if (!/\.test\.tsx?$/.test(target)) newest = Math.max(newest, stat.mtimeMs);
  };
  for (const source of sources) visit(source);
  return newest;
}

/**
 * True when `distDir` (absolute) holds a whole build at least as new as every file under `sources`.
 * The mark is the prerender manifest, which Next writes once every page has prerendered: a build
 * that failed there has already written BUILD_ID, and must not pass for a current one.
 */
export function buildIsCurrent(distDir, sources) {
  const finished = path.join(distDir, 'prerender-manifest.json');
  return existsSync(finished) && statSync(finished).mtimeMs >= newestSourceTime(sources);
}
