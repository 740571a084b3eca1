#!/usr/bin/env node
// Playwright drives Debian's Chromium (its own browser download cannot work on these machines).
// Finds /usr/bin/chromium, or installs the Debian package when running as root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium not found: installing Debian’s chromium package …');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env }) : update;
    if (install.status !== 0 || !existsSync(CHROMIUM)) {
      console.error('Installing chromium failed; install it with: apt-get install chromium');
      process.exit(1);
    }
  } else {
    console.error(`Chromium is needed at ${CHROMIUM} for the browser journeys. Install it as root: apt-get install chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}
console.log(`Browser: ${CHROMIUM}`);
