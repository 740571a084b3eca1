#!/usr/bin/env node
// Lighthouse 13 in its default mobile mode (emulated phone, simulated slow 4G and 4× CPU slowdown)
// on home, a category listing, a goods page, the antibody finder and a search result (and, with
// --pages, the category's table view, a news article, a gallery image and the contact page), in English
// and Chinese: performance, TBT, LCP, accessibility, SEO and best practices per page, then the
// failed accessibility, SEO and best-practice audits. Each page is requested twice first, so the
// run measures the cached page a visitor gets, not its first render. Debian's Chromium, a fresh
// instance per page; nothing is downloaded.
//   node scripts/bench/lighthouse.mjs [--base http://localhost:3200] [--goods 100000] [--pages home,goods]
//        [--lang en|zh|both] [--html DIR] [--out file.json] [--reference] [--runs 5]
// --runs N audits each page N times and keeps the median run, with the spread of the scores.
// --reference first audits the stock Next.js app's goods page on the same API (scripts/bench/reference,
// the row `bench:pages -- --reference` measures), so every figure is read against the stock page of
// the same run; it needs the bench's own stack (no --base).
// Without --base it starts the API and a production build on the bench ports like bench:pages
// (BENCH_FRESH=0 reuses that catalogue). Results also go to bench-results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { argument, option } from './argv.mjs';
import { sitemapPaths } from './page-urls.mjs';
import { startReference } from './reference.mjs';
import { BENCH_PORT, printTable, startStack } from './stack.mjs';

const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];
/** The categories whose failed audits are listed (performance has its own figures). */
const LISTED = { accessibility: 'a11y', seo: 'SEO', 'best-practices': 'BP' };

/** Failures a page has on purpose: search results carry noindex (they are not landing pages). */
const EXPECTED = { search: ['is-crawlable'] };

const PAGES = {
  home: '/',
  category: '/goods-list?id=CP001',
  table: '/goods-list?id=CP001&view=3',
  goods: '/goodsdetail?id=12',
  antibody: '/antibody',
  search: '/search-result?search=GAPDH',
  news: '/event-promotion?code=XWZX',
  gallery: '/GalleryGoodsDetail?id=1',
  contact: '/connectionUs',
};
/** The default pages; news (the newest news article, found from its list), gallery and contact with --pages. */
const DEFAULT_PAGES = ['home', 'category', 'goods', 'antibody', 'search'];
const wantedPages = (argument('pages') ?? DEFAULT_PAGES.join(',')).split(',');
const langs = { en: ['en'], zh: ['zh'], both: ['en', 'zh'] }[argument('lang') ?? 'both'];
const RUNS = option('runs', 1);
if (!langs) throw new Error('--lang takes en, zh or both');

async function status(url) {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

/** A failing audit that counts: scored, below full marks (manual and not-applicable ones have no score). */
function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => {
      const items = audit.details?.items ?? [];
      return { id: audit.id, title: audit.title, items: items.length, examples: items.slice(0, 3).map(example) };
    });
}

/** What a failing item points at, short: an element's selector or snippet, else its text or URL. */
function example(item) {
  const text = item.node?.selector ?? item.node?.snippet ?? item.description ?? item.source?.url ?? item.url ?? '';
  return String(text).replace(/\s+/g, ' ').slice(0, 120);
}

/** One Lighthouse run in a fresh Chromium: its result and, when asked, its HTML report. */
async function auditOnce(url, html) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: html ? 'html' : 'json',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
    });
    if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
    return result;
  } finally {
    chrome.kill();
  }
}

/**
 * `--runs` runs of a page and the median one (Lighthouse's own pick: the run nearest the median
 * FCP and TTI), since one run swings by 10 points or more on this machine (docs/benchmarks.md).
 * The median's row also says the spread of the performance scores.
 */
async function audit(url, htmlDir, name) {
  const results = [];
  for (let run = 0; run < RUNS; run += 1) results.push(await auditOnce(url, Boolean(htmlDir)));
  const median = computeMedianRun(results.map((result) => result.lhr));
  if (htmlDir) writeFileSync(path.join(htmlDir, `${name}.html`), results.find((result) => result.lhr === median).report);
  const scores = results.map((result) => score(result.lhr, 'performance'));
  median.performanceRange = RUNS > 1 ? `${Math.min(...scores)}–${Math.max(...scores)}` : undefined;
  return median;
}

/** The first article a list page links to: a news article page as a visitor from the list opens it. */
async function firstArticle(web, listPath) {
  const html = await (await fetch(`${web}${listPath}`)).text();
  const href = /href="(\/promotion-detail\?id=\d+)"/.exec(html)?.[1];
  if (!href) throw new Error(`no article linked from ${listPath}`);
  return href;
}

/** One page's figures: the category scores and the paint and blocking times that make performance. */
function rowOf(lhr, pathname, answered) {
  return {
    url: pathname,
    status: answered,
    performance: score(lhr, 'performance'),
    ...(lhr.performanceRange ? { 'runs (perf)': lhr.performanceRange } : {}),
    'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    'LCP ms': Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    'FCP ms': Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
    CLS: Math.round(1000 * (lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN)) / 1000,
    accessibility: score(lhr, 'accessibility'),
    SEO: score(lhr, 'seo'),
    'best-practices': score(lhr, 'best-practices'),
    ...(lhr.runtimeError ? { error: lhr.runtimeError.code } : {}),
  };
}

const score = (lhr, category) => (lhr.categories[category]?.score == null ? null : Math.round(lhr.categories[category].score * 100));

/**
 * The stock Next.js goods page of the same goods, audited the way ours are (requested twice first):
 * the row every other one is read against.
 */
async function referenceRow(reference, goodsPath, htmlDir) {
  const id = new URL(goodsPath, 'http://bench').searchParams.get('id');
  const pathname = `/goods/${id}`;
  await status(`${reference.origin}${pathname}`);
  const answered = await status(`${reference.origin}${pathname}`);
  console.log(`Lighthouse reference: stock Next.js ${pathname}`);
  return rowOf(await audit(`${reference.origin}${pathname}`, htmlDir, 'reference'), pathname, answered);
}

async function measure(web, reference) {
  if ((await status(`${web}${PAGES.goods}`)) !== 200) {
    const found = await sitemapPaths(web);
    if (found.goods[0]) PAGES.goods = found.goods[0];
  }
  if (wantedPages.includes('news')) PAGES.news = await firstArticle(web, PAGES.news);
  const htmlDir = argument('html');
  if (htmlDir) mkdirSync(htmlDir, { recursive: true });
  const rows = reference ? { 'reference (stock Next.js)': await referenceRow(reference, PAGES.goods, htmlDir) } : {};
  const failures = {};
  let version = '';
  for (const page of wantedPages) {
    if (!PAGES[page]) throw new Error(`--pages: unknown page ${page} (${Object.keys(PAGES).join(', ')})`);
    for (const lang of langs) {
      const pathname = `${lang === 'zh' ? '/zh' : ''}${PAGES[page]}`.replace(/^\/zh\/$/, '/zh');
      const url = `${web}${pathname}`;
      await status(url);
      const answered = await status(url);
      const name = `${page}-${lang}`;
      console.log(`Lighthouse ${name}: ${pathname}`);
      const lhr = await audit(url, htmlDir, name);
      version = lhr.lighthouseVersion;
      rows[name] = rowOf(lhr, pathname, answered);
      failures[name] = Object.fromEntries(Object.keys(LISTED).map((category) => [category, failedAudits(lhr, category)]));
    }
  }
  printTable(`Lighthouse ${version} mobile, ${web}`, rows);
  console.log('\nFailed audits (accessibility, SEO, best practices), with up to 3 places each:');
  for (const [name, byCategory] of Object.entries(failures)) {
    const failed = Object.entries(byCategory).flatMap(([category, audits]) => audits.map((each) => ({ category, ...each })));
    console.log(`${name}: ${failed.length ? '' : 'none'}`);
    for (const each of failed) {
      const count = each.items ? ` (${each.items} item${each.items > 1 ? 's' : ''})` : '';
      const expected = EXPECTED[name.split('-')[0]]?.includes(each.id) ? ' — expected: the page is noindex on purpose' : '';
      console.log(`  [${LISTED[each.category]}] ${each.id}: ${each.title}${count}${expected}`);
      for (const where of each.examples.filter(Boolean)) console.log(`      ${where}`);
    }
  }
  const out = argument('out') ?? path.join('bench-results', `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ web, rows, failures }, null, 2)}\n`);
  console.log(`Written to ${out}`);
}

const base = argument('base');
const withReference = process.argv.includes('--reference');
if (base) {
  if (withReference) throw new Error('--reference needs the bench stack: leave out --base');
  await measure(base.replace(/\/$/, ''));
} else {
  const stack = await startStack({ goods: Number(argument('goods') ?? 100_000) });
  const reference = withReference ? await startReference({ port: BENCH_PORT + 10, apiBase: stack.api }) : null;
  try {
    await measure(stack.web, reference);
  } finally {
    await reference?.stop();
    stack.stop();
  }
}
