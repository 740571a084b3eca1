#!/usr/bin/env node
/**
 * Fills deploy/nginx/labshop.conf (docs/deploying.md): the storefront and API upstreams, the ports,
 * who may purge. `renderProxyConfig` is also how the scale test and benchmark write theirs;
 * `renderStandaloneConfig` wraps it in a main nginx.conf for an nginx run as one's own process
 * (`nginx -p <prefix> -c nginx.conf -g 'daemon off;'`), never the system's service.
 *
 *   node scripts/proxy-config.mjs --storefronts 10.0.0.11:3000,10.0.0.12:3000 \
 *     --apis 10.0.0.21:4000,10.0.0.22:4000 --listen 80 --api-listen 10.0.0.10:4000 \
 *     --server-name shop.example.com --purge-allow 10.0.0.0/24 > /etc/nginx/conf.d/labshop.conf
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE = path.join(root, 'deploy/nginx/labshop.conf');

/** host:port, as nginx's `server` and `listen` take it. */
function address(value, name) {
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(value)) throw new Error(`${name}: "${value}" is not a host:port or port`);
  return value;
}

/** An nginx allow/deny operand: an address, a CIDR range, or `all`. */
function allowed(value) {
  if (!/^(all|[0-9A-Fa-f.:]+(\/\d{1,3})?)$/.test(value)) throw new Error(`--purge-allow: "${value}" is not an address or range`);
  return value;
}

/**
 * @param {{ storefronts: string[]; apis: string[]; listen: string; apiListen: string; serverName?: string;
 *   cacheDir: string; cacheMaxSize?: string; purgeAllow?: string[]; extraLocations?: string }} options
 */
export function renderProxyConfig(options) {
  const { storefronts, apis, listen, apiListen, serverName = '_', cacheDir, cacheMaxSize = '2g', purgeAllow = ['127.0.0.1'], extraLocations = '' } = options;
  if (!storefronts.length) throw new Error('--storefronts: at least one host:port');
  if (!apis.length) throw new Error('--apis: at least one host:port');
  const servers = (list, name) => list.map((entry) => `    server ${address(entry, name)} max_fails=1 fail_timeout=5s;`).join('\n');
  const fields = {
    CACHE_DIR: cacheDir,
    CACHE_MAX_SIZE: cacheMaxSize,
    STOREFRONT_SERVERS: servers(storefronts, '--storefronts'),
    API_SERVERS: servers(apis, '--apis'),
    LISTEN: address(listen, '--listen'),
    API_LISTEN: address(apiListen, '--api-listen'),
    SERVER_NAME: serverName,
    PURGE_ALLOW_RULES: purgeAllow.map((entry) => `        allow ${allowed(entry)};`).join('\n'),
    EXTRA_LOCATIONS: extraLocations,
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in fields)) throw new Error(`${TEMPLATE}: unknown field ${match}`);
    return fields[name];
  });
}

/** A main nginx.conf for nginx as one's own process: pid, logs and temp files under `prefix`. */
export function renderStandaloneConfig({ prefix, site, purgeModule, workers = 'auto' }) {
  return `# Written by scripts/proxy-config.mjs for an nginx run as its own process.
load_module ${purgeModule};
worker_processes ${workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    # Measured here: cache hits through sendfile + tcp_nopush stalled on 40 ms waits under load
    # (delayed ACKs); plain writes serve hits and static files alike at full speed.
    sendfile off;
    keepalive_timeout 65;
    keepalive_requests 100000;
    client_body_temp_path ${prefix}/client-body;
    proxy_temp_path ${prefix}/proxy-temp;
    fastcgi_temp_path ${prefix}/fastcgi-temp;
    uwsgi_temp_path ${prefix}/uwsgi-temp;
    scgi_temp_path ${prefix}/scgi-temp;
${site.replace(/^/gm, '    ')}
}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      storefronts: { type: 'string' },
      apis: { type: 'string' },
      listen: { type: 'string', default: '80' },
      'api-listen': { type: 'string', default: '127.0.0.1:4000' },
      'server-name': { type: 'string', default: '_' },
      'cache-dir': { type: 'string', default: '/var/cache/nginx/labshop' },
      'cache-max-size': { type: 'string', default: '2g' },
      'purge-allow': { type: 'string', default: '127.0.0.1' },
    },
  });
  const list = (value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  try {
    process.stdout.write(
      renderProxyConfig({
        storefronts: list(values.storefronts),
        apis: list(values.apis),
        listen: values.listen,
        apiListen: values['api-listen'],
        serverName: values['server-name'],
        cacheDir: values['cache-dir'],
        cacheMaxSize: values['cache-max-size'],
        purgeAllow: list(values['purge-allow']),
      }),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
