#!/usr/bin/env node
// The several-instance shop behind nginx (scripts/scale/stack.mjs: two APIs, two storefronts,
// PostgreSQL, Redis, deploy/nginx/labshop.conf) with a large catalogue:
//   (i)   goods-page crawl through the proxy, a different goods id per request (every one a render),
//         with one storefront in the upstream and then both;
//   (ii)  one warm goods page through the proxy (its cache) against the same bytes as a static file
//         served by the same nginx;
//   (iii) time from POST /api/revalidate (sent to storefront 1) to the change visible on storefront
//         1, storefront 2 and through the proxy.
// autocannon on the same machine, no Accept-Encoding.
//   node scripts/bench/scale.mjs [--goods 20000] [--duration 10] [--connections 10] [--rounds 5]
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { argument } from './argv.mjs';
import { hammer, percentile, walker } from './load.mjs';
import { printTable } from './stack.mjs';
import { request } from '../scale/http.mjs';
import { startScaleStack } from '../scale/stack.mjs';

const goodsCount = Number(argument('goods') ?? 20_000);
const rounds = Number(argument('rounds') ?? 5);
const settings = { duration: Number(argument('duration') ?? 10), connections: Number(argument('connections') ?? 10), cacheHeader: 'x-cache-status' };
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function shuffled(list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Milliseconds from `since` until `url` shows `marker` (asked every 20 ms; 10 s at most). */
async function visibleAfter(url, marker, since) {
  while (Date.now() - since < 10_000) {
    const response = await request(url);
    if (response.text.includes(marker)) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}

console.log(`# starting 2 APIs, 2 storefronts, nginx and Redis on PostgreSQL with ${goodsCount} goods … (load ${load()})`);
const stack = await startScaleStack({ goods: goodsCount, database: 'scale_bench' });
const db = new pg.Client({ connectionString: stack.databaseUrl });
await db.connect();
try {
  const { rows } = await db.query('SELECT id FROM goods WHERE on_shelf_flag ORDER BY id');
  const ids = shuffled(rows.map((row) => Number(row.id)));
  const half = Math.floor(ids.length / 2);
  const results = [];

  // (i) crawl: disjoint halves of the catalogue, so every request of both runs is a render.
  await stack.useStorefronts([0]);
  const oneIds = walker(ids.slice(0, half).map((id) => `/goodsdetail?id=${id}`));
  results.push({ run: 'crawl, 1 storefront', load: load(), ...(await hammer(stack.proxy, oneIds.next, settings)), repeats: oneIds.repeats });
  await stack.useStorefronts([0, 1]);
  const twoIds = walker(ids.slice(half).map((id) => `/goodsdetail?id=${id}`));
  results.push({ run: 'crawl, 2 storefronts', load: load(), ...(await hammer(stack.proxy, twoIds.next, settings)), repeats: twoIds.repeats });

  // (ii) one warm goods page against its own bytes as a static file.
  const warm = `/goodsdetail?id=${ids[0]}`;
  const page = await request(`${stack.proxy}${warm}`);
  writeFileSync(path.join(stack.staticDir, 'goods.html'), page.text);
  await request(`${stack.proxy}${warm}`);
  const staticRow = await hammer(stack.proxy, () => '/static-reference/goods.html', settings);
  results.push({ run: `static file (${Math.round(page.text.length / 1024)} kB)`, load: load(), ...staticRow });
  const warmRow = await hammer(stack.proxy, () => warm, settings);
  results.push({ run: 'warm goods page via proxy', load: load(), ...warmRow, 'vs static': (warmRow['req/s'] / staticRow['req/s']).toFixed(2) });
  printTable(`Goods pages through nginx, ${goodsCount} goods, ${settings.connections} connections, ${settings.duration} s each`, results);

  // (iii) revalidation to visible, on each instance and through the proxy.
  const timings = { answer: [], 'storefront 1': [], 'storefront 2': [], proxy: [] };
  for (let round = 0; round < rounds; round += 1) {
    const id = ids[1 + round];
    const url = `/goodsdetail?id=${id}`;
    for (const origin of [...stack.storefronts.map((s) => s.url), stack.proxy, stack.proxy]) await request(`${origin}${url}`);
    const marker = `bench-rev-${Date.now().toString(36)}`;
    await db.query("UPDATE goods SET title_en = title_en || ' ' || $2 WHERE id = $1", [id, marker]);
    const since = Date.now();
    await request(`${stack.storefronts[0].url}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.secrets.REVALIDATE_SECRET}` },
      json: { goodsIds: [id] },
    });
    timings.answer.push(Date.now() - since);
    const [one, two, proxy] = await Promise.all(
      [...stack.storefronts.map((s) => s.url), stack.proxy].map((origin) => visibleAfter(`${origin}${url}`, marker, since)),
    );
    timings['storefront 1'].push(one);
    timings['storefront 2'].push(two);
    timings.proxy.push(proxy);
  }
  printTable(
    `POST /api/revalidate → change visible (ms from the POST, ${rounds} rounds; ∞: not within 10 s)`,
    Object.entries(timings).map(([where, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { where, p50: percentile(sorted, 50), max: sorted.at(-1) };
    }),
  );
  console.log(`load average at the end: ${load()} (${os.cpus().length} cores)`);
} finally {
  await db.end();
  await stack.stop();
}
