#!/usr/bin/env node
// Inquiries under load (docs/product.md §7.1): never lost, never doubled.
// Starts the API alone (node --import tsx server/main.ts) on BENCH_API_PORT (4870) with a fresh
// temporary DATA_DIR — or, with DATABASE_URL, a fresh PostgreSQL database created beside it and
// dropped afterwards — a small catalogue and the inquiry rate limit raised by configuration.
// Then 50 clients, each with its own visitor address (x-forwarded-for), submit 2,000 inquiries
// (form and goods inquiries mixed), every one with its own Idempotency-Key as the storefront
// sends it; ~10% are sent a second time with the same key, half of those at the same moment as
// the first. Afterwards the staff endpoint must hold exactly 2,000 of them: none lost, none doubled.
//   node scripts/bench/inquiries.mjs [--inquiries 2000] [--clients 50] [--retry 0.1]
// Prints requests/s and p50/p95/p99 latency; exits non-zero on any failure or count mismatch.
import { option } from './argv.mjs';
import { freshApi } from './api-alone.mjs';
import { keyAndRetry, loadAverage, loadRow, printVerdict, retriesText, submitAll } from './idempotent-load.mjs';

const INQUIRIES = option('inquiries', 2000);
const CLIENTS = option('clients', 50);
const RETRY_SHARE = option('retry', 0.1);
const api = freshApi('inquiries', 4870);
const COUNTRIES = ['CN', 'US', 'GB', 'DE', 'JP', 'KR', 'FR', 'SG', 'IN', 'BR'];

async function goodsToInquire() {
  const response = await fetch(`${api.base}/online/togoods/classifyGoodsList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ goodsCate: 'CP', limit: 100 }),
  });
  const envelope = await response.json();
  if (envelope.code !== 0 || !envelope.data.list.length) throw new Error(`no goods to inquire about: ${envelope.msg}`);
  return envelope.data.list.map((item) => ({ id: item.id, skuIds: (item.skus ?? []).map((sku) => sku.id) }));
}

/** Submission n: what is sent, and how (form or goods inquiry, retried or not, how). */
function submission(n, goods) {
  const fields = {
    name: `Bench Buyer ${n}`,
    company: `Lab ${n % 97}`,
    country: COUNTRIES[n % COUNTRIES.length],
    email: `buyer${n}@example.com`,
    phone: `+1 202 555 ${String(n % 10000).padStart(4, '0')}`,
    message: `bench ${api.run} #${n}: please quote.`,
  };
  const isGoods = n % 5 < 3;
  const lines = [];
  if (isGoods) {
    for (let j = 0; j < 1 + (n % 3); j += 1) {
      const item = goods[(n * 7 + j * 13) % goods.length];
      const skuId = item.skuIds.length ? item.skuIds[(n + j) % item.skuIds.length] : 0;
      if (!lines.some((line) => line.goodsId === item.id && line.skuId === skuId)) lines.push({ goodsId: item.id, skuId, quantity: 1 + ((n + j) % 9) });
    }
  }
  return {
    n,
    path: isGoods ? '/overseas/goodInquire/submitGoodInquireImmediately' : '/overseas/form/submit',
    body: JSON.stringify(isGoods ? { ...fields, goodsList: lines } : fields),
    goodsLines: lines.length,
    ...keyAndRetry(n, RETRY_SHARE),
  };
}

/** Client c sends as a visitor of its own (x-forwarded-for), as many buyers' browsers would. */
const visitor = (c) => {
  const address = `10.${Math.floor(c / 250)}.${c % 250}.1`;
  return {
    send: (item) =>
      fetch(`${api.base}${item.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': item.key, 'x-forwarded-for': address },
        body: item.body,
      }).then((response) => response.json()),
  };
};

async function storedInquiries(since) {
  const stored = [];
  for (let offset = 0; ; offset += 1000) {
    const query = new URLSearchParams({ limit: '1000', offset: String(offset), since });
    const response = await fetch(`${api.base}/staff/inquiries?${query}`, { headers: { authorization: `Bearer ${api.staffToken}` } });
    const envelope = await response.json();
    if (envelope.code !== 0) throw new Error(`staff list: ${envelope.code} ${envelope.msg}`);
    stored.push(...envelope.data.list);
    if (envelope.data.list.length < 1000) return { stored, totalCount: envelope.data.totalCount };
  }
}

function check(items, answers, stored, totalCount) {
  const byN = new Map(items.map((item) => [item.n, item]));
  const seen = new Map();
  let wrongGoods = 0;
  for (const inquiry of stored) {
    const match = new RegExp(`^bench ${api.run} #(\\d+):`).exec(inquiry.message);
    if (!match) continue;
    const n = Number(match[1]);
    seen.set(n, (seen.get(n) ?? 0) + 1);
    if (inquiry.goods.length !== byN.get(n)?.goodsLines) wrongGoods += 1;
  }
  const missing = items.filter((item) => !seen.has(item.n)).length;
  const doubled = [...seen.values()].filter((times) => times > 1).length;
  let replaysDiffering = 0;
  const ids = new Set();
  for (const texts of answers.values()) {
    if (texts.some((text) => text !== texts[0])) replaysDiffering += 1;
    if (texts[0]) ids.add(JSON.parse(texts[0]).inquiryId);
  }
  return {
    expected: items.length,
    'stored (staff endpoint)': totalCount,
    'stored for this run': [...seen.values()].reduce((sum, times) => sum + times, 0),
    missing,
    doubled,
    'goods lines wrong': wrongGoods,
    'distinct inquiry ids answered': ids.size,
    'replays not identical': replaysDiffering,
  };
}

let ok = false;
try {
  await api.start({ SEED_GOODS: '300', INQUIRY_RATE_LIMIT: String(INQUIRIES * 10) });
  const goods = await goodsToInquire();
  const items = Array.from({ length: INQUIRIES }, (_, n) => submission(n, goods));
  const since = new Date(Date.now() - 1000).toISOString();
  const load = await submitAll(items, CLIENTS, visitor);
  console.log(
    `\nInquiries, ${api.driver}: ${INQUIRIES.toLocaleString('en')} submissions (${items.filter((item) => item.goodsLines).length} goods inquiries) from ${CLIENTS} clients, ` +
      `${retriesText(items)}; load average ${loadAverage()}`,
  );
  console.table({ load: loadRow(load) });
  const { stored, totalCount } = await storedInquiries(since);
  const counts = check(items, load.answers, stored, totalCount);
  ok =
    load.failures.length === 0 &&
    counts.missing === 0 &&
    counts.doubled === 0 &&
    counts['goods lines wrong'] === 0 &&
    counts['stored (staff endpoint)'] === INQUIRIES &&
    counts['distinct inquiry ids answered'] === INQUIRIES &&
    counts['replays not identical'] === 0;
  printVerdict(counts, load.failures, ok, `${INQUIRIES} inquiries`);
} finally {
  await api.stop();
}
process.exit(ok ? 0 : 1);
