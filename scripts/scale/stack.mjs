/**
 * Two catalogue APIs and two storefronts on one fresh PostgreSQL database and one Redis, behind
 * nginx (deploy/nginx/labshop.conf): the several-instance shop of docs/deploying.md, for
 * `npm run test:scale` and `npm run bench:scale`. Builds the storefront once into E2E_DIST_DIR
 * (default .next-e2e, the browser journeys' build) when that build is missing or older than the
 * sources. Every process started here is stopped on exit, failures included.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CACHE_PURGE_MODULE, NGINX, ensureProxy } from '../ensure-proxy.mjs';
import { renderProxyConfig, renderStandaloneConfig } from '../proxy-config.mjs';
import { buildIsCurrent, STOREFRONT_SOURCES } from '../build-freshness.mjs';
import { NEXT_BIN, storefrontArgs } from '../storefront-command.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const children = new Set();
/** nginx's master gets SIGTERM (its fast shutdown stops the workers; SIGKILL would orphan them); the rest SIGKILL. */
function killAll() {
  for (const child of children) {
    try {
      child.kill(child.stopSignal ?? 'SIGKILL');
    } catch {
      // already gone
    }
  }
  children.clear();
}
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

/** One started program: its child process and where its output goes. */
function run(label, command, args, { env, logDir, stopSignal }) {
  const logFile = path.join(logDir, `${label}.log`);
  const out = createWriteStream(logFile);
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stopSignal = stopSignal;
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return { label, child, logFile, tail: (lines = 30) => readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n') };
}

async function waitFor(url, timeoutMs, program) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (program && program.child.exitCode !== null) throw new Error(`${program.label} exited (${program.child.exitCode}):\n${program.tail()}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${program ? `:\n${program.tail()}` : ''}`);
}

async function freshDatabase(adminUrl, name) {
  if (!/^scale_[a-z0-9_]*$/.test(name)) throw new Error(`the scale database must be named scale_…, not "${name}"`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => client.end());
}

/** A random secret of the length the programs ask for when several instances share it. */
const secret = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url');

/**
 * @param {{ goods?: number; database?: string; env?: Record<string, string>; staticFiles?: Record<string, string>; storefronts?: number }} options
 */
export async function startScaleStack(options = {}) {
  const ports = {
    storefronts: (process.env.SCALE_PORTS ?? '3341,3342').split(',').map(Number),
    apis: (process.env.SCALE_API_PORTS ?? '4341,4342').split(',').map(Number),
    proxy: Number(process.env.SCALE_PROXY_PORT ?? 8340),
    apiProxy: Number(process.env.SCALE_API_PROXY_PORT ?? 8341),
    redis: Number(process.env.SCALE_REDIS_PORT ?? 6394),
  };
  const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
  const adminUrl = process.env.SCALE_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseName = options.database ?? 'scale_test';
  const work = mkdtempSync(path.join(os.tmpdir(), 'labshop-scale-'));
  // Kept after the run (the next one overwrites them), for a failure's post-mortem.
  const logDir = path.join(os.tmpdir(), `labshop-scale-logs-${ports.proxy}`);
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir);
  const started = Date.now();
  const progress = (what) => console.log(`# ${what} after ${((Date.now() - started) / 1000).toFixed(0)} s (logs: ${logDir})`);
  const proxy = `http://127.0.0.1:${ports.proxy}`;

  ensureProxy();
  const databaseUrl = await freshDatabase(adminUrl, databaseName);
  const secrets = { SESSION_SECRET: secret(), REVALIDATE_SECRET: secret(), STAFF_TOKEN: secret() };
  const common = {
    ...process.env,
    ...secrets,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    // One shared folder: uploaded files are shared by the instances as they would be on a shared volume.
    DATA_DIR: path.join(work, 'data'),
    SEED_GOODS: String(options.goods ?? 300),
    LOG_LEVEL: 'warn',
    TRUST_PROXY_HOPS: '1',
    SITE_URL: proxy,
    ...options.env,
  };
  mkdirSync(common.DATA_DIR);

  const redisArgs = ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  let redis = run('redis', 'redis-server', redisArgs, { env: common, logDir });
  let redisStarts = 1;

  const apis = ports.apis.map((port, index) => ({ port, index, url: `http://127.0.0.1:${port}`, program: null }));
  const startApi = (api) => {
    api.program = run(`api-${api.index + 1}`, process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...common, API_PORT: String(api.port) },
      logDir,
    });
    return waitFor(`${api.url}/health`, 300_000, api.program);
  };
  // The first API migrates and seeds; the second finds the database ready.
  await startApi(apis[0]);
  progress('API 1 migrated, seeded and listening');
  await startApi(apis[1]);
  progress('API 2 listening');

  if (!buildIsCurrent(path.join(root, distDir), STOREFRONT_SOURCES)) {
    console.log(`# building the storefront into ${distDir} (a few minutes) …`);
    const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
      cwd: root,
      env: { ...common, API_BASE_URL: apis[0].url },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (build.status !== 0) {
      rmSync(path.join(root, distDir), { recursive: true, force: true });
      throw new Error('the storefront build failed');
    }
    progress('storefront built');
  }

  // Next's data cache on disk holds API answers of an earlier run's database, and tag expiries did not
  // reach entries read back from it (seen here): a fresh database starts with a fresh data cache.
  rmSync(path.join(root, distDir, 'cache/fetch-cache'), { recursive: true, force: true });

  // nginx: the storefronts' upstream, the APIs' upstream, a static file as the speed reference.
  const prefix = path.join(work, 'nginx');
  const staticDir = path.join(prefix, 'static');
  mkdirSync(staticDir, { recursive: true });
  for (const [name, content] of Object.entries(options.staticFiles ?? {})) writeFileSync(path.join(staticDir, name), content);
  for (const dir of [work, prefix, staticDir]) chmodSync(dir, 0o755);
  const storefrontCount = options.storefronts ?? ports.storefronts.length;
  const writeProxyConfig = (storefrontPorts) => {
    const site = renderProxyConfig({
      storefronts: storefrontPorts.map((port) => `127.0.0.1:${port}`),
      apis: apis.map((api) => `127.0.0.1:${api.port}`),
      listen: `127.0.0.1:${ports.proxy}`,
      apiListen: `127.0.0.1:${ports.apiProxy}`,
      cacheDir: path.join(prefix, 'cache'),
      extraLocations: `\n    location /static-reference/ {\n        alias ${staticDir}/;\n    }\n`,
    });
    writeFileSync(path.join(prefix, 'nginx.conf'), renderStandaloneConfig({ prefix, site, purgeModule: CACHE_PURGE_MODULE, workers: 1 }));
  };
  writeProxyConfig(ports.storefronts.slice(0, storefrontCount));
  const nginx = run('nginx', NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { env: common, logDir, stopSignal: 'SIGTERM' });

  const storefronts = ports.storefronts.map((port, index) => {
    const program = run(`storefront-${index + 1}`, process.execPath, storefrontArgs(port), {
      env: {
        ...common,
        PORT: String(port),
        // The APIs through nginx: a refused connection goes to the other API at once.
        API_BASE_URL: `http://127.0.0.1:${ports.apiProxy}`,
        PROXY_PURGE_URLS: proxy,
      },
      logDir,
    });
    return { port, index, url: `http://127.0.0.1:${port}`, program };
  });
  await Promise.all(storefronts.map((storefront) => waitFor(`${storefront.url}/robots.txt`, 120_000, storefront.program)));
  await waitFor(`${proxy}/robots.txt`, 10_000, nginx);
  progress('storefronts and nginx listening');

  const stop = async () => {
    const nginxStopped = new Promise((resolve) => (nginx.child.exitCode === null ? nginx.child.once('exit', resolve) : resolve()));
    killAll();
    await nginxStopped;
    await dropDatabase(adminUrl, databaseName).catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  };
  return {
    proxy,
    storefronts,
    apis,
    databaseUrl,
    redisUrl: common.REDIS_URL,
    secrets,
    get redis() {
      return redis;
    },
    /** SIGKILL Redis, as a crash would; everything it held is gone. */
    stopRedis: async () => {
      const exited = new Promise((resolve) => (redis.child.exitCode === null ? redis.child.once('exit', resolve) : resolve()));
      redis.child.kill('SIGKILL');
      await exited;
    },
    /** An empty Redis on the same port again, answering PING. */
    startRedis: async () => {
      redisStarts += 1;
      redis = run(`redis-${redisStarts}`, 'redis-server', redisArgs, { env: common, logDir });
      const deadline = Date.now() + 10_000;
      while (spawnSync('redis-cli', ['-p', String(ports.redis), 'ping'], { encoding: 'utf8' }).stdout.trim() !== 'PONG') {
        if (Date.now() > deadline) throw new Error(`Redis did not come back on ${ports.redis}:\n${redis.tail()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    nginx,
    logDir,
    /** Files here are served by the same nginx at /static-reference/<name>. */
    staticDir,
    /** SIGKILL one API, as a crash would. */
    killApi: (index) => apis[index].program.child.kill('SIGKILL'),
    /** Points nginx at these storefronts only (by index) and reloads it. */
    useStorefronts: async (indexes) => {
      writeProxyConfig(indexes.map((index) => ports.storefronts[index]));
      const reload = spawnSync(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-s', 'reload'], { encoding: 'utf8' });
      if (reload.status !== 0) throw new Error(`nginx reload failed: ${reload.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    },
    stop,
  };
}
