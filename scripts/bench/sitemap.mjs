#!/usr/bin/env node
// Sitemap on a large catalogue: time to produce /sitemap.xml and every sitemap it lists,
// cold (first request renders) and warm (served from cache).
//   node scripts/bench/sitemap.mjs [--goods 100000]
import { option } from './argv.mjs';
import { printTable, startStack } from './stack.mjs';

const goods = option('goods', 100_000);

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, body };
}

async function crawl(web) {
  const started = performance.now();
  const index = await timed(`${web}/sitemap.xml`);
  const children = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  let urls = 0;
  let slowest = 0;
  for (const child of children) {
    const { ms, body } = await timed(`${web}${child}`);
    urls += (body.match(/<url>/g) ?? []).length;
    slowest = Math.max(slowest, ms);
  }
  return { sitemaps: children.length, urls, 'total s': ((performance.now() - started) / 1000).toFixed(2), 'slowest file ms': slowest.toFixed(0) };
}

const stack = await startStack({ goods });
try {
  const cold = await crawl(stack.web);
  const warm = await crawl(stack.web);
  printTable(`Sitemap, ${goods.toLocaleString('en')} goods`, { cold, warm });
} finally {
  stack.stop();
}
