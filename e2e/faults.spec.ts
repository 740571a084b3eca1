import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { storefrontArgs } from '../scripts/storefront-command.mjs';
import type { GoodsSummary } from '../contract/goods';

/**
 * Fault tests against real servers (docs/architecture.md §8): the e2e build (playwright.config.ts builds
 * it) is started again on ports of its own with an API this spec can stop, and with a primary
 * API host that never answers. docs/architecture.md §3 (fallback), §4 (caching).
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-e2e';
// Playwright runs from the repository root (package.json's scripts, playwright.config.ts).
const ROOT = process.cwd();
const SECRET = 'fault-test-secret-0123456789abcdef0123456789';

/** Ports next to the journey's own: a storefront with a stoppable API, one with a hanging primary. */
const FAULT_API_PORT = API_PORT + 1;
const HANGING_API_PORT = API_PORT + 2;
const STOPPABLE_PORT = PORT + 1;
/** A proxy in front of the stoppable API that can fail some API families (a partial outage). */
const FLAKY_API_PORT = API_PORT + 3;
const FALLBACK_PORT = PORT + 2;
/** A proxy in front of the stoppable API that notes when the first call reaches it (the switch). */
const WATCHED_FALLBACK_PORT = API_PORT + 4;
/** A proxy in front of the stoppable API that can refuse every call (the API down), and its storefront. */
const SWITCHED_API_PORT = API_PORT + 5;
const SWITCHED_PORT = PORT + 3;

const started: ChildProcess[] = [];
const folders: string[] = [];

function start(label: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${label}] ${chunk.toString()}`));
  started.push(child);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

function startApi(): ChildProcess {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labshop-faults-api-'));
  folders.push(dataDir);
  return start('fault API', ['--import', 'tsx', 'server/main.ts'], { API_PORT: String(FAULT_API_PORT), DATA_DIR: dataDir, SEED_GOODS: '300' });
}

/** A copy of the e2e build without its cache, so this storefront's pages are its own. */
function buildCopy(name: string): string {
  const copy = `${DIST_DIR}-${name}-${PORT}`;
  rmSync(path.join(ROOT, copy), { recursive: true, force: true });
  // Without the caches, so every page here is rendered against the hosts under test: the data
  // cache (cache/), the pages rendered on request (server/route-cache/) and the prerendered pages
  // that revalidation has since rewritten (server/app/{locale}/).
  const caches = [
    path.join(ROOT, DIST_DIR, 'cache'),
    path.join(ROOT, DIST_DIR, 'server', 'route-cache'),
    ...['en', 'zh'].map((locale) => path.join(ROOT, DIST_DIR, 'server', 'app', locale)),
  ];
  cpSync(path.join(ROOT, DIST_DIR), path.join(ROOT, copy), {
    recursive: true,
    filter: (source) => !caches.some((cache) => source === cache || source.startsWith(`${cache}${path.sep}`)),
  });
  folders.push(path.join(ROOT, copy));
  return copy;
}

async function startStorefront(name: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `labshop-faults-${name}-`));
  folders.push(dataDir);
  const child = start(`storefront ${name}`, storefrontArgs(port), {
    PORT: String(port),
    NEXT_DIST_DIR: buildCopy(name),
    DATA_DIR: dataDir,
    SITE_URL: `http://localhost:${port}`,
    SESSION_SECRET: SECRET,
    REVALIDATE_SECRET: SECRET,
    ...env,
  });
  await waitFor(`http://127.0.0.1:${port}/robots.txt`);
  return child;
}

async function goodsOfCategory(code: string): Promise<GoodsSummary[]> {
  const response = await fetch(`http://127.0.0.1:${FAULT_API_PORT}/online/togoods/classifyGoodsList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({ goodsCate: code }),
  });
  return ((await response.json()) as { data: { list: GoodsSummary[] } }).data.list;
}

/** The page once it is served from the cache: two views in a row give the same HTML. */
async function cachedPage(url: string): Promise<string> {
  let previous = '';
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    const body = await response.text();
    if (body === previous) return body;
    previous = body;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} never settled in the cache`);
}

let api: ChildProcess;
let goods: GoodsSummary[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  api = startApi();
  await waitFor(`http://127.0.0.1:${FAULT_API_PORT}/health`);
  goods = await goodsOfCategory('CP001');
  expect(goods.length).toBeGreaterThan(3);
});

test.afterAll(async () => {
  for (const child of started) await stop(child);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

test('with the primary API hanging, the fallback host takes over within 15 s', async () => {
  test.setTimeout(120_000);
  // Accepts connections and never answers, like a wedged backend.
  const sockets = new Set<net.Socket>();
  let firstHangingCallAt: number | undefined;
  const hanging = net.createServer((socket) => {
    firstHangingCallAt ??= Date.now();
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => hanging.listen(HANGING_API_PORT, '127.0.0.1', resolve));
  const fallback = watchedProxy();
  await new Promise<void>((resolve) => fallback.server.listen(WATCHED_FALLBACK_PORT, '127.0.0.1', resolve));
  try {
    const storefront = await startStorefront('fallback', FALLBACK_PORT, {
      API_BASE_URL: `http://127.0.0.1:${HANGING_API_PORT}`,
      API_FALLBACK_URL: `http://127.0.0.1:${WATCHED_FALLBACK_PORT}`,
    });
    // The last goods of the category: pages no other journey opens, so no cache anywhere answers them
    // before the hosts under test do.
    const [second, first] = goods.slice(-2);
    const began = Date.now();
    const response = await fetch(`http://127.0.0.1:${FALLBACK_PORT}/goodsdetail?id=${first?.id}`);
    const seconds = (Date.now() - began) / 1000;
    const fallbackFirstCallAt = fallback.firstCallAt() ?? Number.NaN;
    // The switch is the rule (15 s without an answer), timed where the fallback sees it. This busy
    // test process notes the hanging connection when it gets to it, which can be a second after the
    // storefront's timer started (13.8 s read once on a loaded CI machine). So each bound is taken
    // from the side that load cannot push the wrong way: the primary was first asked no earlier
    // than the request began (or than the hanging server noted it, should the storefront have
    // asked at start), and no later than the hanging server noted it.
    const waitedAtLeast = (fallbackFirstCallAt - Math.min(began, firstHangingCallAt ?? began)) / 1000;
    const waitedAtMost = (fallbackFirstCallAt - (firstHangingCallAt ?? Number.NaN)) / 1000;
    console.log(
      `fault: the fallback got its first call ${waitedAtMost.toFixed(1)}–${waitedAtLeast.toFixed(1)} s after the primary's first went unanswered; the page answered ${response.status} in ${seconds.toFixed(1)} s`,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`Cat. No.`);
    expect(waitedAtLeast).toBeGreaterThan(14.5);
    expect(waitedAtMost).toBeLessThan(16.5);
    // The page's own first render after the switch depends on how busy the machine is: a loose bound.
    expect(seconds).toBeLessThan(45);
    // The switch holds: the next page goes straight to the fallback, never waiting 15 s again.
    const nextBegan = Date.now();
    const next = await fetch(`http://127.0.0.1:${FALLBACK_PORT}/goodsdetail?id=${second?.id}`);
    const nextSeconds = (Date.now() - nextBegan) / 1000;
    console.log(`fault: next page on the fallback answered ${next.status} in ${nextSeconds.toFixed(1)} s`);
    expect(next.status).toBe(200);
    expect(nextSeconds).toBeLessThan(10);
    await stop(storefront);
  } finally {
    for (const socket of sockets) socket.destroy();
    hanging.close();
    fallback.server.close();
  }
});

/** Hands a call to the stoppable API and its answer back. */
function forward(request: http.IncomingMessage, response: http.ServerResponse): void {
  const upstream = http.request({ host: '127.0.0.1', port: FAULT_API_PORT, path: request.url, method: request.method, headers: request.headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
}

/** Forwards to the stoppable API and notes when the first call arrived. */
function watchedProxy(): { server: http.Server; firstCallAt: () => number | undefined } {
  let firstCallAt: number | undefined;
  const server = http.createServer((request, response) => {
    firstCallAt ??= Date.now();
    forward(request, response);
  });
  return { server, firstCallAt: () => firstCallAt };
}

/** The content families of the home page and header: banners, hot searches, featured menus, home goods. */
const CONTENT_FAMILIES = ['/online/toBanner/', '/online/tihotpro/', '/overseas/featuredFirst/', '/online/toGoodsBanner/'];

/** Forwards to the stoppable API; in a partial outage the content families answer a proxy's 502 page. */
function flakyProxy(): { server: http.Server; partialOutage: (on: boolean) => void } {
  let failing = false;
  const server = http.createServer((request, response) => {
    if (failing && CONTENT_FAMILIES.some((family) => request.url?.startsWith(family))) {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
      return;
    }
    forward(request, response);
  });
  return { server, partialOutage: (on) => (failing = on) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a hung API keeps a visitor about 15 s: an uncached page and the BFF answer 503 with Retry-After', async () => {
  test.setTimeout(120_000);
  // Accepts connections and never answers, like an API stopped with SIGSTOP.
  const sockets = new Set<net.Socket>();
  const hanging = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => hanging.listen(HANGING_API_PORT, '127.0.0.1', resolve));
  try {
    const port = PORT + 4;
    const storefront = await startStorefront('hung', port, { API_BASE_URL: `http://127.0.0.1:${HANGING_API_PORT}` });
    for (const path of [`/goodsdetail?id=${goods.at(-3)?.id}`, '/api/online/toGoodsCar/myCarSize']) {
      const began = Date.now();
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      const seconds = (Date.now() - began) / 1000;
      console.log(`fault (hung API): ${path} answered ${response.status} in ${seconds.toFixed(1)} s`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('30');
      // One 15 s budget per render or BFF call (before: 35 s per call, 70 s for a page); the rest is
      // a freshly started server loading the route on a busy 2-CPU machine (31.6 s measured once).
      expect(seconds, path).toBeLessThan(40);
    }
    await stop(storefront);
  } finally {
    for (const socket of sockets) socket.destroy();
    hanging.close();
  }
});

test('redirect pages answer one Location on a fresh render, and /gallery and /contact-us lead to their pages (Node’s fetch)', async () => {
  test.setTimeout(180_000);
  const proxy = switchableProxy();
  await new Promise<void>((resolve) => proxy.server.listen(SWITCHED_API_PORT, '127.0.0.1', resolve));
  try {
    // A build copy without caches: every page below is rendered afresh (a cache miss) on its first view.
    const storefront = await startStorefront('switched', SWITCHED_PORT, { API_BASE_URL: `http://127.0.0.1:${SWITCHED_API_PORT}` });
    const base = `http://127.0.0.1:${SWITCHED_PORT}`;
    for (const [entry, page] of [
      ['/gallery', '/LibraryClassification'],
      ['/zh/gallery', '/zh/LibraryClassification'],
      ['/contact-us', '/connectionUs'],
    ]) {
      // Node's fetch joins two Location headers into "/x, /x" and follows that to a 404.
      const response = await fetch(`${base}${entry}`);
      expect(response.status, entry).toBe(200);
      expect(new URL(response.url).pathname, entry).toBe(page);
    }
    const trial = await fetch(`${base}/promotionTrial`, { redirect: 'manual' });
    expect(trial.status).toBe(307);
    expect(trial.headers.get('location')).toBe('/promotionTrialList');

    // POST /api/revalidate (as `npm run import` sends it) while the API is down keeps the good pages.
    const [item] = goods;
    const pages = ['/', '/goods-list?id=CP001', `/goodsdetail?id=${item?.id}`];
    const good = new Map<string, string>();
    for (const page of pages) good.set(page, await cachedPage(`${base}${page}`));
    proxy.down(true);
    const refresh = await fetch(`${base}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ everything: true, categories: ['CP001'], goodsIds: [item?.id] }),
    });
    expect(await refresh.json()).toMatchObject({ code: 0, data: { stale: true } });
    for (let view = 0; view < 2; view += 1) {
      for (const page of pages) {
        const response = await fetch(`${base}${page}`);
        expect(response.status, page).toBe(200);
        expect(await response.text(), `${page}: the last good page while the API is down`).toBe(good.get(page));
      }
      await pause(3000);
    }
    // Back up: a render succeeds and replaces the page (the next views are fresh again).
    proxy.down(false);
    for (const page of pages) expect((await fetch(`${base}${page}`)).status, page).toBe(200);
    await stop(storefront);
  } finally {
    proxy.server.closeAllConnections();
    proxy.server.close();
  }
});

test('during an outage, cached home, category and goods pages keep their last good content', async () => {
  test.setTimeout(180_000);
  const flaky = flakyProxy();
  await new Promise<void>((resolve) => flaky.server.listen(FLAKY_API_PORT, '127.0.0.1', resolve));
  try {
    const storefront = await startStorefront('stoppable', STOPPABLE_PORT, { API_BASE_URL: `http://127.0.0.1:${FLAKY_API_PORT}` });
    const base = `http://127.0.0.1:${STOPPABLE_PORT}`;
    const [item] = goods;
    const pages = ['/', '/goods-list?id=CP001', `/goodsdetail?id=${item?.id}`];
    const good = new Map<string, string>();
    for (const page of pages) good.set(page, await cachedPage(`${base}${page}`));
    expect(good.get('/goods-list?id=CP001')).toContain('Cat. No.');

    /** A refresh during the outage: every page is stale, the next view renders in the background. */
    const refreshAndCheck = async (outage: string) => {
      const refresh = await fetch(`${base}/api/revalidate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ everything: true, categories: ['CP001'], goodsIds: [item?.id], stale: true }),
      });
      expect((await refresh.json()).code).toBe(0);
      for (const page of pages) {
        const began = Date.now();
        const response = await fetch(`${base}${page}`);
        console.log(`fault (${outage}): ${page} answered ${response.status} in ${Date.now() - began} ms`);
        expect(response.status, page).toBe(200);
        expect(await response.text(), page).toBe(good.get(page));
      }
      // Long enough for a background render (one retry after 5 s) to have replaced the page if it could.
      await pause(12_000);
      for (const page of pages) {
        const response = await fetch(`${base}${page}`);
        expect(response.status, page).toBe(200);
        expect(await response.text(), `${page} (${outage}): the last good page, not a half-empty one`).toBe(good.get(page));
      }
    };

    // The content service fails while the catalogue still answers: the home page must not lose its sections.
    flaky.partialOutage(true);
    await refreshAndCheck('content families failing');
    // Then the whole API stops.
    await stop(api);
    await refreshAndCheck('API stopped');
    await stop(storefront);
  } finally {
    flaky.server.closeAllConnections();
    flaky.server.close();
  }
});

/** Forwards to the stoppable API, or, while `down`, drops every connection as a stopped API would. */
function switchableProxy(): { server: http.Server; down: (on: boolean) => void } {
  let refusing = false;
  const server = http.createServer((request, response) => {
    if (refusing) {
      request.socket.destroy();
      return;
    }
    forward(request, response);
  });
  return { server, down: (on) => (refusing = on) };
}
