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
import { option } from './argv.mjs';
import { freshApi } from './api-alone.mjs';
import { keyAndRetry, loadAverage, loadRow, printVerdict, retriesText, submitAll } from './idempotent-load.mjs';

const ORDERS = option('orders', 1000);
const CLIENTS = option('clients', 50);
const RETRY_SHARE = option('retry', 0.1);
const api = freshApi('orders', 4871);

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
  return { n, lines, ...keyAndRetry(n, RETRY_SHARE) };
}

/** Customer `who` as a client: each order's lines go into its inquiry list first (untimed), then are submitted. */
const buyer = (who) => ({
  prepare: async (item) => {
    for (const line of item.lines) await must('POST', '/online/toGoodsCar/addCar', line, who.headers);
  },
  send: (item) =>
    call(
      'POST',
      '/online/toGoodsOrder/submit',
      { goods: item.lines.map(({ id, skuId }) => ({ id, skuId })), addressId: who.addressId, remark: `bench ${api.run} #${item.n}` },
      { ...who.headers, 'idempotency-key': item.key },
    ),
});

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
  const load = await submitAll(items, CLIENTS, (c) => buyer(customers[c]));
  console.log(
    `\nOrders, ${api.driver}: ${ORDERS.toLocaleString('en')} orders from ${CLIENTS} customers, ${retriesText(items)}; ` +
      `each order also adds its lines to the inquiry list first (not timed). Load average ${loadAverage()}`,
  );
  console.table({ submissions: loadRow(load) });
  const { stored, totalCount } = await storedOrders();
  const seen = new Map();
  for (const order of stored) {
    const match = new RegExp(`^bench ${api.run} #(\\d+)$`).exec(order.remark);
    if (match) seen.set(Number(match[1]), (seen.get(Number(match[1])) ?? 0) + 1);
  }
  const replaysDiffering = [...load.answers.values()].filter((texts) => texts.some((text) => text !== texts[0])).length;
  const counts = {
    expected: ORDERS,
    'stored (staff endpoint, all)': totalCount,
    'stored for this run': [...seen.values()].reduce((sum, times) => sum + times, 0),
    missing: items.filter((item) => !seen.has(item.n)).length,
    doubled: [...seen.values()].filter((times) => times > 1).length,
    'replays not identical': replaysDiffering,
  };
  ok = load.failures.length === 0 && counts.missing === 0 && counts.doubled === 0 && counts['stored for this run'] === ORDERS && replaysDiffering === 0;
  printVerdict(counts, load.failures, ok, `${ORDERS} orders`);
} finally {
  await api.stop();
}
process.exit(ok ? 0 : 1);
