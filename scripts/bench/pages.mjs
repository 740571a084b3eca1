#!/usr/bin/env node
// Page rendering against a static file from the same server: home, a category listing, a goods
// page and the antibody finder, each
//   - weighed: HTML raw/gzip, largest inline <style>, first-load JS gzip (page-weight.mjs);
//   - warm: the same URL over and over (served from Next's cache; the cache column proves it);
//   - cold: a different URL per request, never repeated in the run (goods ids, categories and
//     finder filters from the storefront's sitemap), so each one renders (cache column: MISS);
// and a first-load JS chunk of ~100 kB as the throughput reference ("vs static" = page req/s ÷
// static req/s). autocannon on the same machine, no Accept-Encoding (raw bytes, as the static row).
// Before a cold row is measured, --warmup seconds (default 10) of cold renders on other URLs of
// the same list bring the server's JIT to the state of a server that has been running: a fresh
// process renders its first few hundred pages at half speed. --warmup 0 measures from start.
//   node scripts/bench/pages.mjs [--goods 100000] [--duration 10] [--connections 10] [--warmup 10]
//        [--base http://localhost:3200] [--pages home,category,goods,antibody] [--seed N] [--out file.json]
//        [--static /_next/static/chunks/….js] [--reference]
// --reference adds a row for a stock Next.js app's ISR goods page on the same API, the floor under
// ours (scripts/bench/reference.mjs); it needs the bench's own stack (no --base).
// Without --base it starts the API and a production build on the bench ports (stack.mjs;
// BENCH_FRESH=0 reuses the catalogue of the previous run). Results also go to bench-results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { argument } from './argv.mjs';
import { hammer, walker } from './load.mjs';
import { finderVariants, listingVariants, shuffled, sitemapPaths } from './page-urls.mjs';
import { kB, measurePageWeight } from './page-weight.mjs';
import { startReference } from './reference.mjs';
import { BENCH_PORT, printTable, startStack } from './stack.mjs';

const goodsCount = Number(argument('goods') ?? 100_000);
const settings = { duration: Number(argument('duration') ?? 10), connections: Number(argument('connections') ?? 10) };
const warmupSeconds = Number(argument('warmup') ?? 10);
const seed = Number(argument('seed') ?? Math.floor(Math.random() * 2 ** 31));
const wanted = (argument('pages') ?? 'home,category,goods,antibody').split(',');
const STATIC_TARGET_BYTES = 100_000;

/** The warm URL of each page (the issue's examples) and where its cold URLs come from. */
const PAGES = {
  home: { warm: '/', cold: null },
  category: { warm: '/goods-list?id=CP001', cold: (found) => listingVariants(found.categories) },
  goods: { warm: '/goodsdetail?id=12', cold: (found) => found.goods },
  antibody: { warm: '/antibody', cold: (found) => finderVariants(found.antibody) },
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

async function status(url) {
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, cache: response.headers.get('x-nextjs-cache') };
}

/**
 * The first-load chunk nearest ~100 kB, a static file served by the same Next server (or --static
 * PATH). Chunk names change with every build, so the row names the file and its size.
 */
async function staticReference(web, weight) {
  const pinned = argument('static');
  if (pinned) return { path: pinned, bytes: (await (await fetch(`${web}${pinned}`)).arrayBuffer()).byteLength };
  const [chunk] = [...weight.jsFiles].sort((a, b) => Math.abs(a.bytes - STATIC_TARGET_BYTES) - Math.abs(b.bytes - STATIC_TARGET_BYTES));
  if (!chunk) throw new Error(`${weight.url} loads no script to use as the static reference`);
  return { path: new URL(chunk.url).pathname, bytes: chunk.bytes };
}

function weightRow(weight) {
  return {
    url: new URL(weight.url).pathname + new URL(weight.url).search,
    'HTML kB': kB(weight.htmlBytes),
    'HTML gzip kB': kB(weight.htmlGzip),
    '<style> blocks': weight.styleBlocks,
    'largest <style> kB': kB(weight.styleMax),
    'first-load JS gzip kB': kB(weight.jsGzip),
    'JS chunks': weight.jsChunks,
    'nomodule gzip kB': kB(weight.nomoduleGzip),
    'CSS files': weight.cssFiles,
    'CSS gzip kB': kB(weight.cssGzip),
  };
}

/** A cold row: a warm-up on the first URLs of the walk, then the measured run on the next ones. */
async function coldRow(origin, paths, pathCount, staticRow) {
  const urls = walker(paths);
  // The warm-up takes its URLs from the same walk, so the measured row never repeats one.
  if (warmupSeconds > 0) await hammer(origin, urls.next, { ...settings, duration: warmupSeconds });
  const warmedUp = urls.used;
  await settle();
  const result = await hammer(origin, urls.next, settings);
  const after = warmupSeconds > 0 ? `, after ${warmedUp} in a ${warmupSeconds} s warm-up` : '';
  const label = `${urls.used - warmedUp} of ${pathCount} URLs${after}${urls.repeats ? `, ${urls.repeats} REPEATED` : ''}`;
  return [label, { ...result, 'vs static': Math.round((1000 * result['req/s']) / staticRow['req/s']) / 1000 }];
}

/** The reference app's goods paths for the sitemap's goods ids, walked from the other end than ours (other ids, not yet read by the API). */
function referencePaths(goodsPaths) {
  const ids = new Set(goodsPaths.map((each) => new URL(each, 'http://bench').searchParams.get('id')).filter(Boolean));
  return shuffled([...ids], seed)
    .reverse()
    .map((id) => `/goods/${id}`);
}

async function measure(web, label, apiBase) {
  const found = await sitemapPaths(web);
  const goodsLabel = `${label}, ${found.goods.length.toLocaleString('en')} goods pages in the sitemap (en + zh)`;
  console.log(
    `Sitemap: ${found.goods.length} goods pages, ${found.categories.length} listings, ${found.antibody.length} finder categories; shuffle seed ${seed}`,
  );
  if ((await status(`${web}${PAGES.goods.warm}`)).status !== 200 && found.goods[0]) PAGES.goods.warm = found.goods[0];

  const weights = {};
  for (const name of wanted) {
    if (!PAGES[name]) throw new Error(`--pages: unknown page ${name} (${Object.keys(PAGES).join(', ')})`);
    weights[name] = await measurePageWeight(`${web}${PAGES[name].warm}`);
  }
  const reference = await staticReference(web, weights.goods ?? Object.values(weights)[0]);
  const staticRow = await hammer(web, () => reference.path, settings);
  const rows = { [`static ${reference.path} (${kB(reference.bytes)} kB)`]: { ...staticRow, 'vs static': 1 } };

  for (const name of wanted) {
    const page = PAGES[name];
    await settle();
    // Twice, so a STALE or MISS first answer has been replaced by a cached render.
    await status(`${web}${page.warm}`);
    const check = await status(`${web}${page.warm}`);
    const warm = await hammer(web, () => page.warm, settings);
    rows[`${name} warm ${page.warm} (check: ${check.cache ?? 'no x-nextjs-cache'})`] = {
      ...warm,
      'vs static': Math.round((1000 * warm['req/s']) / staticRow['req/s']) / 1000,
    };
    if (!page.cold) continue;
    const cold = page.cold(found).filter((each) => each !== page.warm);
    if (cold.length === 0) throw new Error(`the sitemap lists no ${name} URLs for the cold run`);
    const [coldLabel, coldResult] = await coldRow(web, shuffled(cold, seed), cold.length, staticRow);
    rows[`${name} cold (${coldLabel})`] = coldResult;
  }

  if (process.argv.includes('--reference')) {
    if (!apiBase) throw new Error('--reference needs the bench stack: leave out --base');
    const reference = await startReference({ port: BENCH_PORT + 10, apiBase });
    try {
      const paths = referencePaths(found.goods);
      // Its weight is the framework's own: the page has no client code (the JavaScript floor,
      // docs/benchmarks.md). From the walk's far end, which the cold row does not reach.
      weights['reference (stock Next.js)'] = await measurePageWeight(`${reference.origin}${paths.at(-1)}`);
      const [coldLabel, coldResult] = await coldRow(reference.origin, paths, paths.length, staticRow);
      rows[`reference: stock Next.js ISR goods page, same API, cold (${coldLabel})`] = coldResult;
    } finally {
      await reference.stop();
    }
  }

  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  const title = `${goodsLabel}, ${settings.connections} connections × ${settings.duration} s per row, load average ${load}`;
  printTable(
    `Page weight (kB = 1,000 bytes; JS gzip -9, nomodule polyfills apart) — ${title}`,
    Object.fromEntries(Object.entries(weights).map(([name, weight]) => [name, weightRow(weight)])),
  );
  printTable(`Throughput — ${title}`, rows);
  const repeated = Object.keys(rows).filter((row) => row.includes('REPEATED'));
  if (repeated.length) console.log(`Cold rows that ran out of distinct URLs (their repeats were served from the cache): ${repeated.join('; ')}`);

  const out = argument('out') ?? path.join('bench-results', `pages-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadavg: os.loadavg() };
  writeFileSync(
    out,
    `${JSON.stringify({ web, goods: goodsLabel, settings: { ...settings, warmup: warmupSeconds }, seed, machine, weights, throughput: rows }, null, 2)}\n`,
  );
  console.log(`Written to ${out}`);
}

const base = argument('base');
if (base) {
  await measure(base.replace(/\/$/, ''), `storefront at ${base}`);
} else {
  const stack = await startStack({ goods: goodsCount });
  try {
    await measure(stack.web, `${goodsCount.toLocaleString('en')} goods seeded`, stack.api);
  } finally {
    await stack.stop();
  }
}
