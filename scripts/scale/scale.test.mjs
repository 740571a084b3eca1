#!/usr/bin/env node
/**
 * `npm run test:scale` (docs/deploying.md): two APIs and two storefronts on one PostgreSQL
 * database and one Redis behind nginx (scripts/scale/stack.mjs), and what several instances must
 * keep true: sessions and rate limits shared, a revalidation seen everywhere and purged from the
 * proxy, no inquiry lost when an API dies, no visitor ever served another's page.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { SAME_SITE, cookiesOf, request } from './http.mjs';
import { startScaleStack } from './stack.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUN = Date.now().toString(36);
const INQUIRY_LIMIT = 5;
const DEMO = { account: 'demo@labshop.example', password: 'labshop-demo-2026', name: 'Dr. Mei Chen' };

/** @type {Awaited<ReturnType<typeof startScaleStack>>} */
let stack;
/** @type {pg.Client} */
let db;

before(async () => {
  stack = await startScaleStack({
    database: 'scale_test',
    env: { INQUIRY_RATE_LIMIT: String(INQUIRY_LIMIT), INQUIRY_RATE_WINDOW_SECONDS: '600', EXPOSE_OUTBOX: '1' },
  });
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
});

after(async () => {
  await db?.end().catch(() => undefined);
  await stack?.stop();
});

function inquiryFields(n, message) {
  return { name: `Scale Buyer ${n}`, company: 'Scale Lab', country: 'GB', email: `scale${n}@example.com`, phone: '+44 20 7946 0000', message };
}

async function logIn(origin, body) {
  const response = await request(`${origin}/api/session`, { method: 'POST', headers: SAME_SITE, json: body });
  const answer = response.json();
  assert.equal(answer.code, 0, `login at ${origin}: ${answer.msg}`);
  const cookie = cookiesOf(response);
  assert.match(cookie, /=/, 'the login set the session cookie');
  return { cookie, userName: answer.data.userName };
}

/** A new customer by email code (EXPOSE_OUTBOX), through the second storefront. */
async function registerByEmail(origin, api) {
  const email = `scale-${RUN}@example.com`;
  const sent = await request(`${origin}/api/overseas/login/email/getVerificationCode`, { method: 'POST', headers: SAME_SITE, json: { email } });
  assert.equal(sent.json().code, 0, sent.text);
  const outbox = await request(`${api}/dev/outbox/latest?recipient=${encodeURIComponent(email)}`);
  const code = /\b(\d{6})\b/.exec(outbox.json().data?.body ?? '')?.[1];
  assert.ok(code, `a code in the outbox: ${outbox.text}`);
  return logIn(origin, { method: 'email', email, code });
}

test('(a) a session made on one storefront works on the other', async () => {
  const [one, two] = stack.storefronts;
  const { cookie } = await logIn(one.url, { method: 'password', account: DEMO.account, password: DEMO.password });
  const session = (await request(`${two.url}/api/session`, { headers: { cookie } })).json();
  assert.deepEqual([session.data.loggedIn, session.data.userName], [true, DEMO.name]);
  // A customer-only call: the token sealed by the first storefront, opened by the second.
  const overview = (await request(`${two.url}/api/user/overseasUser/my`, { headers: { cookie, lang: 'en' } })).json();
  assert.equal(overview.code, 0, overview.msg);
  assert.equal(overview.data.userName, DEMO.name);
});

test('(b) the inquiry rate limit counts across both storefronts and both APIs', async () => {
  // Sent to the storefronts directly, as the proxy would, for one visitor address (TRUST_PROXY_HOPS=1).
  const visitor = { ...SAME_SITE, 'x-forwarded-for': '198.51.100.7' };
  const send = (storefront, n) =>
    request(`${storefront.url}/api/overseas/form/submit`, {
      method: 'POST',
      headers: { ...visitor, 'idempotency-key': randomUUID() },
      json: inquiryFields(n, `scale ${RUN} limit #${n}`),
    }).then((response) => response.json());
  const codes = [];
  for (let n = 0; n < INQUIRY_LIMIT; n += 1) codes.push((await send(stack.storefronts[n % 2], n)).code);
  assert.deepEqual(codes, Array(INQUIRY_LIMIT).fill(0), 'the first INQUIRY_RATE_LIMIT inquiries pass, half on each storefront');
  for (const storefront of stack.storefronts) assert.equal((await send(storefront, 99)).code, 429, `${storefront.url} refuses the next one`);
});

/** The first on-shelf goods item that renders, on storefront 1. */
async function shelvedGoodsId() {
  const { rows } = await db.query('SELECT id FROM goods WHERE on_shelf_flag ORDER BY id LIMIT 20');
  for (const { id } of rows) if ((await request(`${stack.storefronts[0].url}/goodsdetail?id=${id}`)).status === 200) return Number(id);
  throw new Error('no on-shelf goods page renders');
}

/**
 * Asks `url` until its page shows `marker` (for 15 s at most, so a failure says how late it was);
 * fails unless a request started within `withinMs` of `since` showed it. Answers when that request
 * was sent (`late`) and when its answer came (`shownAt`), in ms after `since`.
 */
async function visibleWithin(url, marker, since, withinMs) {
  let staleViews = 0;
  while (Date.now() - since < 15_000) {
    const started = Date.now();
    const response = await request(url);
    if (response.status === 200 && response.text.includes(marker)) {
      const late = started - since;
      assert.ok(late <= withinMs, `${url} showed "${marker}" only to a request sent ${late} ms after the revalidation (${staleViews} stale views before)`);
      return { late, shownAt: Date.now() - since };
    }
    staleViews += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.fail(`${url} did not show "${marker}" within 15 s of the revalidation (${staleViews} stale views)`);
}

test('(c) a goods change revalidated through one storefront shows on both, and through the proxy, within 1 s', async (t) => {
  const id = await shelvedGoodsId();
  const paths = [`/goodsdetail?id=${id}`, `/zh/goodsdetail?id=${id}`];
  // Warm every copy: each storefront's and the proxy's (the second view is its HIT).
  for (const path of paths) {
    for (const storefront of stack.storefronts) await request(`${storefront.url}${path}`);
    await request(`${stack.proxy}${path}`);
    assert.equal((await request(`${stack.proxy}${path}`)).headers['x-cache-status'], 'HIT', `${path} is cached by the proxy`);
  }
  const marker = `rev-${RUN}`;
  await db.query("UPDATE goods SET title_en = title_en || ' ' || $2, title_zh = title_zh || ' ' || $2 WHERE id = $1", [id, marker]);
  const revalidated = await request(`${stack.storefronts[0].url}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.secrets.REVALIDATE_SECRET}` },
    json: { goodsIds: [id] },
  });
  assert.equal(revalidated.status, 200, revalidated.text);
  assert.equal(revalidated.json().data.purgeFailures, undefined, 'every proxy purged');
  const since = Date.now();
  // The other storefront learns of the revalidation through the cache both keep in Redis (REDIS_URL).
  // Every copy is asked at once, as visitors would: asked one after another, each fresh render
  // (hundreds of milliseconds here) would push the last question past the second.
  const origins = [...stack.storefronts.map((storefront) => storefront.url), stack.proxy];
  const seen = await Promise.all(
    paths.flatMap((path) => origins.map(async (origin) => ({ where: `${origin}${path}`, ...(await visibleWithin(`${origin}${path}`, marker, since, 1000)) }))),
  );
  // The figures for the record: when each copy was asked, and when its answer showing the change came.
  for (const { where, late, shownAt } of seen) t.diagnostic(`${where}: asked +${late} ms, change shown +${shownAt} ms after the revalidation answered`);
  for (const path of paths) {
    // Through the proxy each storefront answers in turn: all show it.
    for (let n = 0; n < 4; n += 1) assert.ok((await request(`${stack.proxy}${path}`)).text.includes(marker), `${path} through the proxy, view ${n + 2}`);
  }
});

test('(f) with Redis stopped both storefronts and both APIs keep answering; once it is back a revalidation is shared again', async () => {
  const { rows } = await db.query('SELECT id FROM goods WHERE on_shelf_flag ORDER BY id DESC OFFSET 5 LIMIT 3');
  const [firstId, secondId, sharedId] = rows.map((row) => Number(row.id));
  await stack.stopRedis();
  try {
    for (const [index, storefront] of stack.storefronts.entries()) {
      const path = `/goodsdetail?id=${index === 0 ? firstId : secondId}`;
      const rendered = await request(`${storefront.url}${path}`);
      assert.equal(rendered.status, 200, `${storefront.url}${path} renders without Redis`);
      const again = await request(`${storefront.url}${path}`);
      assert.equal(again.headers['x-nextjs-cache'], 'HIT', `${storefront.url}${path} is cached in memory meanwhile`);
      assert.equal((await request(`${storefront.url}/search-result?search=antibody`)).status, 200, 'search answers without Redis');
      const inquiry = await request(`${storefront.url}/api/overseas/form/submit`, {
        method: 'POST',
        headers: { ...SAME_SITE, 'x-forwarded-for': `198.51.100.${20 + index}`, 'idempotency-key': randomUUID() },
        json: inquiryFields(200 + index, `scale ${RUN} while Redis is down`),
      });
      assert.equal(inquiry.json().code, 0, `an inquiry through ${storefront.url} is accepted without Redis: ${inquiry.text}`);
    }
  } finally {
    await stack.startRedis();
  }
  // Both storefronts reconnect within about 2 s and skip Redis for 2 s after a miss (docs/deploying.md).
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const path = `/goodsdetail?id=${sharedId}`;
  const [one, two] = stack.storefronts;
  assert.equal((await request(`${one.url}${path}`)).status, 200);
  assert.equal((await request(`${two.url}${path}`)).headers['x-nextjs-cache'], 'HIT', 'a page rendered by one storefront is shared with the other again');
  const marker = `back-${RUN}`;
  await db.query("UPDATE goods SET title_en = title_en || ' ' || $2 WHERE id = $1", [sharedId, marker]);
  const revalidated = await request(`${one.url}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.secrets.REVALIDATE_SECRET}` },
    json: { goodsIds: [sharedId] },
  });
  assert.equal(revalidated.status, 200, revalidated.text);
  await visibleWithin(`${two.url}${path}`, marker, Date.now(), 1000);
});

test('(g) npm run import: broken rows refused by row and field, the rest searchable and shown on both storefronts', async () => {
  const { rows } = await db.query('SELECT id, itemno, title_en FROM goods WHERE on_shelf_flag ORDER BY id DESC OFFSET 10 LIMIT 1');
  const existing = rows[0];
  const existingPath = `/goodsdetail?id=${existing.id}`;
  for (const storefront of stack.storefronts) assert.equal((await request(`${storefront.url}${existingPath}`)).status, 200);
  const itemno = (n) => `SCALE-${RUN.toUpperCase()}-${n}`;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'labshop-scale-import-')), 'goods.csv');
  writeFileSync(
    file,
    [
      'itemno,titleEn,titleZh,category,inventoryStatus,onShelf,skus',
      `${itemno(1)},Scale Import Antibody ${RUN},规模导入抗体 ${RUN},CP002005,1,yes,100 µL|1680`,
      `${existing.itemno},${existing.title_en} imported-${RUN},,,,,`,
      `${itemno(3)},Broken Category,坏类目,NOPE999,1,yes,1 mL|10`,
      `${itemno(4)},Broken Shelf,坏上架,CP002005,1,maybe,1 mL|10`,
    ].join('\n') + '\n',
  );
  const reportFile = `${file}.report.json`;
  // Told to storefront 1 only: the shared cache carries it to storefront 2.
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/import/cli.ts', file, '--report', reportFile], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: stack.databaseUrl,
      REDIS_URL: stack.redisUrl,
      REVALIDATE_URLS: stack.storefronts[0].url,
      REVALIDATE_SECRET: stack.secrets.REVALIDATE_SECRET,
      LOG_LEVEL: 'warn',
    },
  });
  assert.equal(run.status, 0, run.stderr || run.stdout);
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  assert.deepEqual([report.inserted, report.updated], [1, 1], run.stdout);
  assert.deepEqual(
    report.refused.map((entry) => [entry.row, entry.itemno, entry.issues[0].field]),
    [
      [3, itemno(3), 'category'],
      [4, itemno(4), 'onShelf'],
    ],
  );
  const [{ id: newId }] = (await db.query('SELECT id FROM goods WHERE itemno = $1', [itemno(1)])).rows;
  for (const storefront of stack.storefronts) {
    assert.ok((await request(`${storefront.url}${existingPath}`)).text.includes(`imported-${RUN}`), `${storefront.url} shows the updated title`);
    assert.ok(
      (await request(`${storefront.url}/goodsdetail?id=${newId}`)).text.includes(`Scale Import Antibody ${RUN}`),
      `${storefront.url} shows the new goods`,
    );
    const found = await request(`${storefront.url}/search-result?search=${encodeURIComponent(itemno(1))}`);
    assert.ok(found.text.includes(`Scale Import Antibody ${RUN}`), `${storefront.url} finds the new goods by its Cat. No.`);
    const zh = await request(`${storefront.url}/zh/search-result?search=${encodeURIComponent('规模导入抗体')}`);
    assert.ok(zh.text.includes(`规模导入抗体 ${RUN}`), `${storefront.url} finds the new goods by its Chinese name`);
  }
});

test('(e) a logged-in visitor never receives another visitor’s page; public pages are cached', async () => {
  const [one, two] = stack.storefronts;
  const demo = await logIn(one.url, { method: 'password', account: DEMO.account, password: DEMO.password });
  const other = await registerByEmail(two.url, stack.apis[0].url);
  assert.notEqual(other.userName, demo.userName);
  const visitors = [demo, other];
  for (let round = 0; round < 6; round += 1) {
    for (const [index, visitor] of visitors.entries()) {
      const stranger = visitors[1 - index].userName;
      for (const path of ['/user', '/zh/user', '/api/user/overseasUser/my', '/api/session']) {
        const response = await request(`${stack.proxy}${path}`, { headers: { cookie: visitor.cookie, lang: 'en' } });
        assert.equal(response.status, 200, `${path} for ${visitor.userName}`);
        assert.ok(response.text.includes(visitor.userName), `${path} shows ${visitor.userName} their own name`);
        assert.ok(!response.text.includes(stranger), `${path} never shows ${visitor.userName} ${stranger}`);
        assert.notEqual(response.headers['x-cache-status'], 'HIT', `${path} is never served from the proxy's cache`);
      }
    }
  }
  // A public page is one copy for everyone, cookie or not, and carries nobody's name.
  const { rows } = await db.query('SELECT id FROM goods WHERE on_shelf_flag ORDER BY id DESC LIMIT 1');
  const goods = `/goodsdetail?id=${rows[0].id}`;
  const first = await request(`${stack.proxy}${goods}`, { headers: { cookie: demo.cookie } });
  assert.equal(first.status, 200);
  assert.notEqual(first.headers['x-cache-status'], 'HIT');
  const second = await request(`${stack.proxy}${goods}`, { headers: { cookie: other.cookie } });
  assert.equal(second.headers['x-cache-status'], 'HIT', 'the second view of a goods page comes from the proxy');
  for (const visitor of visitors) assert.ok(!second.text.includes(visitor.userName));
  assert.equal(second.headers['set-cookie'], undefined);
});

test('the proxy never answers a chosen language with the cached English page', async () => {
  await request(`${stack.proxy}/`);
  assert.equal((await request(`${stack.proxy}/`)).headers['x-cache-status'], 'HIT', 'the English home page is cached');
  const chosen = await request(`${stack.proxy}/`, { headers: { cookie: 'NEXT_LOCALE=zh' } });
  assert.equal(chosen.status, 307);
  assert.match(chosen.headers.location ?? '', /\/zh$/);
  assert.equal((await request(`${stack.proxy}/`)).headers['x-cache-status'], 'HIT', 'the redirect was not cached in its place');
});

test('(d) killing one API mid-load loses no inquiry: each accepted exactly once, failures retried with their Idempotency-Key', async () => {
  const total = 40;
  const clients = 8;
  const submissions = Array.from({ length: total }, (_, n) => ({
    n,
    key: randomUUID(),
    // Each visitor its own address (2 inquiries each, under the limit); nginx adds it to X-Forwarded-For.
    localAddress: `127.0.0.${10 + (n % 20)}`,
    body: inquiryFields(n, `scale ${RUN} crash #${n}`),
    attempts: 0,
    answer: null,
  }));
  let accepted = 0;
  let killed = false;
  const submit = async (submission) => {
    for (;;) {
      submission.attempts += 1;
      assert.ok(submission.attempts <= 6, `#${submission.n} still failing after 5 retries`);
      try {
        const response = await request(`${stack.proxy}/api/overseas/form/submit`, {
          method: 'POST',
          headers: { ...SAME_SITE, 'idempotency-key': submission.key },
          json: submission.body,
          localAddress: submission.localAddress,
        });
        const envelope = response.json();
        if (envelope.code === 0) {
          submission.answer = envelope.data;
          accepted += 1;
          if (accepted === 10 && !killed) {
            killed = true;
            stack.killApi(1);
          }
          return;
        }
        // Transport failures (502/504 from the BFF) are retried with the same key; nothing else is expected.
        assert.ok(response.status >= 500, `#${submission.n}: ${response.status} ${response.text}`);
      } catch (error) {
        if (error instanceof assert.AssertionError) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  };
  const queue = [...submissions];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await submit(next);
    }),
  );
  assert.ok(killed, 'an API was killed during the load');
  assert.equal(stack.apis[1].program.child.signalCode, 'SIGKILL');

  const { rows } = await db.query('SELECT id, message, client_address FROM inquiries WHERE message LIKE $1 ORDER BY id', [`scale ${RUN} crash #%`]);
  const stored = new Map();
  for (const row of rows) stored.set(row.message, [...(stored.get(row.message) ?? []), row]);
  for (const submission of submissions) {
    const found = stored.get(submission.body.message) ?? [];
    assert.equal(found.length, 1, `#${submission.n} stored exactly once (ids ${found.map((row) => row.id).join(', ') || 'none'})`);
    assert.equal(submission.answer.inquiryId, Number(found[0].id), `#${submission.n}: the answer names the stored inquiry`);
    // The visitor's own address through nginx, storefront and the API balancer (TRUST_PROXY_HOPS=1).
    assert.equal(found[0].client_address, submission.localAddress, `#${submission.n}: stored with its visitor's address`);
  }
  assert.equal(rows.length, total);
  const retried = submissions.filter((submission) => submission.attempts > 1).length;
  console.log(`# ${total} inquiries through the proxy, API 2 killed after 10; ${retried} retried by the client with their key; ${rows.length} stored`);
});
