#!/usr/bin/env node
// Orders under load (docs/product.md §11.2): never lost, never doubled.
// Starts the API alone (node --import tsx server/main.ts) on BENCH_API_PORT (4871) with a fresh
// temporary DATA_DIR (or, with DATABASE_URL, a fresh PostgreSQL database dropped afterwards) and
// a small catalogue. 50 customers log in by email code (EXPOSE_OUTBOX=1), each adds a receiving
// address; then they submit 1,000 orders between them: each order puts 1–2 lines in the
// customer's inquiry list and submits them with its own Idempotency-Key; ~10% are sent a second
// time with the same key, half of those at the same moment as the first. Afterwards the staff
// endpoint must hold exactly 1,000 orders of this run (the demo customer's seeded orders are
// not counted), every retry answered with the first order.
//   node scripts/bench/orders.mjs [--orders 1000] [--clients 50] [--retry 0.1]
// Prints submissions/s and p50/p95/p99 latency of the submissions; exits non-zero on any failure.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { freshApi } from './api-alone.mjs';

const option = (name, fallback) => {
  const flag = process.argv.indexOf(`--${name}`);
  return flag >= 0 ? Number(process.argv[flag + 1]) : fallback;
};
const ORDERS = option('orders', 1000);
const CLIENTS = option('clients', 50);
const RETRY_SHARE = option('retry', 0.1);
const api = freshApi('orders', 4871);

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function call(method, route, body, headers = {}) {
  const response = await fetch(`${api.base}${route}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

async function must(method, route, body, headers) {
  const envelope = await call(method, route, body, headers);
  if (envelope.code !== 0) throw new Error(`${route}: ${envelope.code} ${envelope.msg}`);
  return envelope.data ?? envelope.page;
}

/** Sellable goods with a priced SKU. */
async function goodsToOrder() {
  const data = await must('POST', '/online/togoods/classifyGoodsList', { goodsCate: 'CP', limit: 200 });
  const list = data.list
    .filter((item) => item.inventoryStatus >= 0 || item.inventoryStatus === -3)
    .flatMap((item) =>
      (item.skus ?? []).find((sku) => Number(sku.skuPrice) > 0) ? [{ id: item.id, skuId: item.skus.find((sku) => Number(sku.skuPrice) > 0).id }] : [],
    );
  if (list.length < 10) throw new Error('too few sellable goods with priced SKUs');
  return list;
}

async function customer(c) {
  const email = `bench-${api.run}-${c}@example.com`;
  const forwarded = { 'x-forwarded-for': `10.9.${c % 250}.${1 + Math.floor(c / 250)}` };
  await must('POST', '/overseas/login/email/getVerificationCode', { email, purpose: 'login' }, forwarded);
  const message = await must('GET', `/dev/outbox/latest?recipient=${encodeURIComponent(email)}`);
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  const login = await must('POST', '/overseas/login/email', { email, code }, forwarded);
  const headers = { token: login.token, ...forwarded };
  const address = await must(
    'POST',
    '/user/tbmailinginfo/addAddress',
    { consignee: `Bench ${c}`, mobile: '13800138000', country: 'CN', detail: `${c} Bench Road` },
    headers,
  );
  return { headers, addressId: address.id };
}

function plan(n, goods) {
  const lines = [];
  for (let j = 0; j < 1 + (n % 2); j += 1) {
    const item = goods[(n * 7 + j * 13) % goods.length];
    if (!lines.some((line) => line.id === item.id)) lines.push({ id: item.id, skuId: item.skuId, quantity: 1 + ((n + j) % 5) });
  }
  const retryEvery = Math.max(1, Math.round(1 / RETRY_SHARE));
  const retried = RETRY_SHARE > 0 && n % retryEvery === 0;
  return { n, lines, key: randomUUID(), retry: retried ? (n % (retryEvery * 2) === 0 ? 'concurrent' : 'after') : 'none' };
}

const latencies = [];
const failures = [];

async function submit(item, who) {
  const started = performance.now();
  try {
    const envelope = await call(
      'POST',
      '/online/toGoodsOrder/submit',
      { goods: item.lines.map(({ id, skuId }) => ({ id, skuId })), addressId: who.addressId, remark: `bench ${api.run} #${item.n}` },
      { ...who.headers, 'idempotency-key': item.key },
    );
    latencies.push(performance.now() - started);
    if (envelope.code !== 0) {
      failures.push(`#${item.n}: ${envelope.code} ${envelope.msg}`);
      return null;
    }
    return JSON.stringify(envelope.data);
  } catch (error) {
    latencies.push(performance.now() - started);
    failures.push(`#${item.n}: ${error.message}`);
    return null;
  }
}

async function runLoad(items, customers) {
  const answers = new Map();
  let next = 0;
  async function client(c) {
    const who = customers[c];
    while (next < items.length) {
      const item = items[next++];
      for (const line of item.lines) await must('POST', '/online/toGoodsCar/addCar', line, who.headers);
      let texts;
      if (item.retry === 'concurrent') texts = await Promise.all([submit(item, who), submit(item, who)]);
      else if (item.retry === 'after') texts = [await submit(item, who), await submit(item, who)];
      else texts = [await submit(item, who)];
      answers.set(item.n, texts);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  return { answers, seconds: (performance.now() - started) / 1000 };
}

async function storedOrders() {
  const stored = [];
  for (let page = 1; ; page += 1) {
    const envelope = await call('GET', `/staff/orders?page=${page}&limit=500`, undefined, { authorization: `Bearer ${api.staffToken}` });
    if (envelope.code !== 0) throw new Error(`staff list: ${envelope.code} ${envelope.msg}`);
    stored.push(...envelope.page.list);
    if (envelope.page.list.length < 500) return { stored, totalCount: envelope.page.totalCount };
  }
}

let ok = false;
try {
  await api.start({ SEED_GOODS: '300', EXPOSE_OUTBOX: '1' });
  const goods = await goodsToOrder();
  const customers = [];
  for (let c = 0; c < CLIENTS; c += 1) customers.push(await customer(c));
  const items = Array.from({ length: ORDERS }, (_, n) => plan(n, goods));
  const { answers, seconds } = await runLoad(items, customers);
  const sorted = [...latencies].sort((a, b) => a - b);
  const retries = items.filter((item) => item.retry !== 'none');
  console.log(
    `\nOrders, ${api.driver}: ${ORDERS.toLocaleString('en')} orders from ${CLIENTS} customers, ${retries.length} retried with the same Idempotency-Key ` +
      `(${retries.filter((item) => item.retry === 'concurrent').length} concurrently); each order also adds its lines to the inquiry list first (not timed). ` +
      `Load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
  );
  console.table({
    submissions: {
      requests: sorted.length,
      seconds: Number(seconds.toFixed(1)),
      'req/s': Math.round(sorted.length / seconds),
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p95 ms': Math.round(percentile(sorted, 95)),
      'p99 ms': Math.round(percentile(sorted, 99)),
      'max ms': Math.round(sorted.at(-1) ?? NaN),
      failures: failures.length,
    },
  });
  const { stored, totalCount } = await storedOrders();
  const seen = new Map();
  for (const order of stored) {
    const match = new RegExp(`^bench ${api.run} #(\\d+)$`).exec(order.remark);
    if (match) seen.set(Number(match[1]), (seen.get(Number(match[1])) ?? 0) + 1);
  }
  const replaysDiffering = [...answers.values()].filter((texts) => texts.some((text) => text !== texts[0])).length;
  const counts = {
    expected: ORDERS,
    'stored (staff endpoint, all)': totalCount,
    'stored for this run': [...seen.values()].reduce((sum, times) => sum + times, 0),
    missing: items.filter((item) => !seen.has(item.n)).length,
    doubled: [...seen.values()].filter((times) => times > 1).length,
    'replays not identical': replaysDiffering,
  };
  console.table({ 'count check': counts });
  for (const failure of failures.slice(0, 10)) console.log(`failed ${failure}`);
  ok = failures.length === 0 && counts.missing === 0 && counts.doubled === 0 && counts['stored for this run'] === ORDERS && replaysDiffering === 0;
  console.log(ok ? `OK: exactly ${ORDERS} orders stored, none lost, none doubled.` : 'MISMATCH: see the tables above.');
} finally {
  await api.stop();
}
process.exit(ok ? 0 : 1);
