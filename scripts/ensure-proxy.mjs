#!/usr/bin/env node
// The reverse proxy of a several-instance shop (docs/deploying.md) is Debian's nginx with the
// cache-purge module (exact-key purges from the storefront's revalidation). Finds both, or installs
// the Debian packages when running as root. Never starts, stops or enables the system's nginx
// service: callers run nginx as their own process (scripts/scale/nginx.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Where Debian's libnginx-mod-http-cache-purge puts the module. */
export const CACHE_PURGE_MODULE = process.env.NGINX_CACHE_PURGE_MODULE ?? '/usr/lib/nginx/modules/ngx_http_cache_purge_module.so';

const PACKAGES = ['nginx', 'libnginx-mod-http-cache-purge'];

function missing() {
  return !existsSync(NGINX) || !existsSync(CACHE_PURGE_MODULE);
}

export function ensureProxy() {
  if (!missing()) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `nginx (${NGINX}) and its cache-purge module (${CACHE_PURGE_MODULE}) are needed. Install them as root: apt-get install ${PACKAGES.join(' ')}`,
    );
  }
  console.log(`nginx not found: installing Debian’s ${PACKAGES.join(' and ')} …`);
  // policy-rc.d answering 101 would be the usual guard; RUNLEVEL=1 keeps invoke-rc.d from starting
  // the service where no init system runs, and nothing here ever asks systemd to start it.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], { stdio: 'inherit', env }) : update;
  if (install.status !== 0 || missing()) throw new Error(`Installing ${PACKAGES.join(' ')} failed; install them with: apt-get install ${PACKAGES.join(' ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensureProxy();
    console.log(`Proxy: ${NGINX} with ${CACHE_PURGE_MODULE}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
