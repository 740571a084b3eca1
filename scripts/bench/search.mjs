#!/usr/bin/env node
// Search on a large catalogue, through the storefront as a browser reaches it:
//   (a) suggestions: POST /api/online/toUserSearchTerms/list (the BFF) with ~50 prefixes, English and Chinese;
//   (b) the search-result page GET /search-result?search=… with ~50 terms (or, while that page does
//       not exist, the BFF's POST /api/online/togoods/searchGoods, and the table says so).
// The API alone goes first, so its 'first request per term' rows (each term once, one at a time)
// are uncached; then autocannon with 10 connections for 10 s rotating through the terms. The BFF
// with a blank input (no database work) shows what the storefront's BFF costs by itself.
//   node scripts/bench/search.mjs [--goods 100000] [--duration 10]
// With DATABASE_URL it runs on a fresh PostgreSQL database created beside DATABASE_URL's (dropped
// afterwards). Each run measures twice: with the API's search caches on, then (the API restarted
// on the same catalogue and build) with SEARCH_CACHE_TTL_MS=0, the uncached path. --caches on or
// --caches off measures one of them only. BENCH_FRESH=0 reuses the PGlite catalogue of the
// previous run.
import os from 'node:os';
import autocannon from 'autocannon';
import { argument, option } from './argv.mjs';
import { freshPostgres } from './fresh-postgres.mjs';
import { percentile } from './load.mjs';
import { printTable, startStack } from './stack.mjs';

const goods = option('goods', 100_000);
const cachePasses = { on: ['on'], off: ['off'], both: ['on', 'off'] }[process.argv.includes('--caches') ? argument('caches') : 'both'];
if (!cachePasses) throw new Error('--caches takes on, off or both');
const duration = option('duration', 10);
const CONNECTIONS = 10;
/** Targets of the search work (docs/product.md §7.2). */
const TARGET_P95_MS = { suggestions: 30, page: 150 };

// What people type into the box: Latin and Chinese prefixes, Cat. No. fragments, short codes.
const PREFIXES = [
  'GAP',
  'anti',
  '抗',
  'DMEM',
  'AB100',
  'HeLa',
  'gapdh',
  'Anti-G',
  '兔抗',
  'recomb',
  'western',
  '培养',
  'PBS',
  'tris',
  'CD',
  'IL-6',
  'TNF',
  'p53',
  'actin',
  'HEK',
  '293',
  'MCF',
  'RPMI',
  'FBS',
  'serum',
  'tryp',
  '胰酶',
  '细胞',
  '小鼠',
  '单克隆',
  '多克隆',
  '二抗',
  'HRP',
  'FITC',
  'ELISA',
  '试剂盒',
  'kit',
  'pipette',
  '离心',
  'tube',
  'plate',
  '显微镜',
  'micro',
  'PCR',
  'qPCR',
  '免疫',
  '磷酸化',
  'phospho',
  'caspase',
  '凋亡',
  'Ki67',
  'EGFR',
  'SOX2',
  'P100',
  'M100',
  // Pinyin as typed for 抗体 and 单克隆: found only when the term as typed finds nothing.
  'kang',
  'dankelong',
];
// Whole terms as they are submitted: two with a typo, three in pinyin, two Cat. No. slips.
const TERMS = [
  'GAPDH',
  'antibody',
  '抗体',
  'DMEM',
  'HeLa',
  'AB10022R',
  '细胞',
  'western blot',
  'PBS',
  'trypsin',
  '胰酶',
  'FITC',
  'EGFR',
  'CD3',
  'beta actin',
  'caspase-3',
  'Ki67',
  '兔抗',
  '单克隆抗体',
  'microscope',
  '离心管',
  'pipette tips',
  'qPCR',
  'ELISA',
  '磷酸化',
  'serum',
  'FBS',
  'RPMI 1640',
  'HEK293',
  'MCF-7',
  'GAPHD',
  'antibdy',
  'TNF alpha',
  'IL-6',
  'p53',
  'vimentin',
  'β-actin',
  'HRP goat anti-rabbit',
  '二抗',
  '培养基',
  'PVDF',
  'Tris',
  'paraformaldehyde',
  '多聚甲醛',
  'DAPI',
  'centrifuge',
  '流式',
  'flow cytometry',
  'CD45',
  'Recombinant Human',
  'kangti',
  'kang ti',
  'kt',
  'AB10O22R',
  'AB1022R',
];

const isChinese = (text) => /\p{Script=Han}/u.test(text);
const langOf = (text, i) => (isChinese(text) || i % 3 === 0 ? 'zh' : 'en');

function summary(latencies, seconds, extra = {}) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    'req/s': Math.round(sorted.length / seconds),
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p95 ms': Math.round(percentile(sorted, 95)),
    'p99 ms': Math.round(percentile(sorted, 99)),
    'max ms': Math.round(sorted.at(-1) ?? NaN),
    ...extra,
  };
}

/** One request per term, one after another: the first (uncached) answer of each. */
async function cold(requests) {
  const latencies = [];
  for (const request of requests) {
    const started = performance.now();
    const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
    await response.arrayBuffer();
    if (response.status >= 400) throw new Error(`${request.method} ${request.url} answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return summary(latencies, latencies.reduce((sum, ms) => sum + ms, 0) / 1000);
}

/** autocannon over the requests in turn; latencies are collected here for p95, which autocannon does not report. */
async function load(origin, requests) {
  let next = 0;
  const latencies = [];
  const instance = autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const { method, path, headers, body } = requests[next++ % requests.length];
          return { ...request, method, path, headers, body };
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  const failures = result.non2xx + result.errors + result.timeouts;
  return summary(latencies, result.duration, { failures });
}

function jsonPost(origin, path, body, lang) {
  return { method: 'POST', url: `${origin}${path}`, path, headers: { 'content-type': 'application/json', lang }, body: JSON.stringify(body) };
}

function get(origin, path) {
  return { method: 'GET', url: `${origin}${path}`, path, headers: {}, body: undefined };
}

async function scenario(name, origin, requests, target) {
  const first = await cold(requests);
  const loaded = await load(origin, requests);
  return {
    [`${name}: first request per term`]: first,
    [`${name}: ${CONNECTIONS} connections, ${duration} s`]: {
      ...loaded,
      'p95 target ms': target,
      met: loaded['p95 ms'] < target && loaded.failures === 0 ? 'yes' : 'NO',
    },
  };
}

async function measure(stack) {
  const web = stack.web;
  const suggestions = PREFIXES.map((prefix, i) =>
    jsonPost(web, '/api/online/toUserSearchTerms/list', { searchTerms: prefix, hasResult: 1, limit: 10 }, langOf(prefix, i)),
  );
  const suggestionsApi = PREFIXES.map((prefix, i) =>
    jsonPost(stack.api, '/online/toUserSearchTerms/list', { searchTerms: prefix, hasResult: 1, limit: 10 }, langOf(prefix, i)),
  );
  const probe = await fetch(`${web}/search-result?search=GAPDH`);
  await probe.arrayBuffer();
  const pageExists = probe.status === 200;
  const pages = TERMS.map((term, i) => get(web, `${langOf(term, i) === 'zh' ? '/zh' : ''}/search-result?search=${encodeURIComponent(term)}`));
  const searchBff = TERMS.map((term, i) => jsonPost(web, '/api/online/togoods/searchGoods', { search: term, page: 1, limit: 20 }, langOf(term, i)));
  // The result page's goods answer: facets with counts, first page (docs/product.md §5).
  const facetsBff = TERMS.map((term, i) =>
    jsonPost(web, '/api/online/togoods/searchGoods', { search: term, page: 1, limit: 20, record: 0, facets: 1 }, langOf(term, i)),
  );
  const searchApi = TERMS.map((term, i) => jsonPost(stack.api, '/online/togoods/searchGoods', { search: term, page: 1, limit: 20 }, langOf(term, i)));

  const blank = PREFIXES.map((_, i) => jsonPost(web, '/api/online/toUserSearchTerms/list', { searchTerms: ' ', hasResult: 1, limit: 10 }, i % 2 ? 'zh' : 'en'));

  const rows = {
    ...(await scenario('(a) suggestions, API alone', stack.api, suggestionsApi, TARGET_P95_MS.suggestions)),
    ...(await scenario('(b) searchGoods, API alone', stack.api, searchApi, TARGET_P95_MS.page)),
    ...(await scenario('(a) BFF alone: blank input, no database work', web, blank, TARGET_P95_MS.suggestions)),
    ...(await scenario('(a) suggestions via BFF', web, suggestions, TARGET_P95_MS.suggestions)),
    ...(await scenario('(b) results with facets via BFF', web, facetsBff, TARGET_P95_MS.page)),
    ...(pageExists
      ? await scenario('(b) /search-result page', web, pages, TARGET_P95_MS.page)
      : await scenario('(b) searchGoods via BFF (no /search-result page yet)', web, searchBff, TARGET_P95_MS.page)),
  };
  const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const caching = process.env.SEARCH_CACHE_TTL_MS === '0' ? 'search caches off' : 'search caches on';
  printTable(
    `Search, ${goods.toLocaleString('en')} goods, ${driver}, ${caching}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
    rows,
  );
  if (!pageExists) console.log(`/search-result answered ${probe.status}: (b) measured the BFF's searchGoods instead of the page.`);
}

/** Waits until the API no longer answers (PGlite allows one process per folder). */
async function stopped(api) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      await fetch(`${api}/health`);
    } catch {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

const database = await freshPostgres(`labshop_bench_search_${goods}`);
// The stack starts the API on DATABASE_URL.
if (database) process.env.DATABASE_URL = database.url;
try {
  for (const [pass, caches] of cachePasses.entries()) {
    if (caches === 'off') process.env.SEARCH_CACHE_TTL_MS = '0';
    else delete process.env.SEARCH_CACHE_TTL_MS;
    // A later pass restarts the API on the catalogue (and the build) of the first.
    if (pass > 0) process.env.BENCH_FRESH = '0';
    const stack = await startStack({ goods });
    try {
      await measure(stack);
    } finally {
      stack.stop();
      await stopped(stack.api);
    }
  }
} finally {
  await database?.drop();
}
