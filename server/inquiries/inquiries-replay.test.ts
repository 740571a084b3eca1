/**
 * Inquiries sent again (Idempotency-Key), too often (the rate limit) or in bulk, and the staff
 * list that answers them (docs/product.md §5).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { createApp } from '../app';
import { inquiries, inquiryGoods } from '../db/schema';
import { createCustomer } from '../testing/customer-fixtures';
import { requestEnvelope } from '../testing/request';
import type { StaffInquiry } from './inquiries-staff';
import type { InquiryAnswer } from '../../contract/inquiries';
import { FORM, GOODS, STAFF_TOKEN, VALID, inquiryTestKit } from './inquiry-test-kit';

const kit = inquiryTestKit();
const { sent, post, submitOk, inquiryCount, staff } = kit;

describe('Idempotency-Key', () => {
  /** One visitor's retries come from one address. */
  const visitor = (key: string, address = '203.0.113.7') => ({ 'idempotency-key': key, 'x-forwarded-for': address });

  test('the same key and body twice → one inquiry, the same answer, one notification', async () => {
    sent.length = 0;
    const key = randomUUID();
    const body = { ...VALID, message: `replay ${key}` };
    const first = await submitOk(FORM, body, visitor(key));
    const second = await submitOk(FORM, { ...body, name: `  ${body.name} ` }, visitor(key));
    assert.deepEqual(second, first, 'a body that trims to the same input is the same request');
    assert.equal(JSON.stringify(second), JSON.stringify(first), 'the replay is the same text, keys in the same order');
    assert.equal(await inquiryCount(eq(inquiries.message, body.message)), 1);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(sent.filter((message) => message.body.includes(body.message)).length, 1);
  });

  test('the same key sent concurrently → one inquiry, every caller gets its answer', async () => {
    const key = randomUUID();
    const body = { ...VALID, message: `concurrent ${key}`, goodsList: [{ goodsId: kit.goodsA.id, quantity: 2 }] };
    const answers = await Promise.all(Array.from({ length: 6 }, () => submitOk(GOODS, body, visitor(key))));
    for (const answer of answers) assert.deepEqual(answer, answers[0]);
    assert.equal(await inquiryCount(eq(inquiries.message, body.message)), 1);
  });

  test('the same key with another body → 409; keys are per route', async () => {
    const key = randomUUID();
    await submitOk(FORM, { ...VALID, message: `first ${key}` }, visitor(key));
    const conflict = await post(kit.app, FORM, { ...VALID, message: `other ${key}` }, visitor(key));
    assert.equal(conflict.envelope.code, 409);
    assert.equal(conflict.envelope.msg, 'Idempotency-Key: already used with a different request');
    assert.equal(await inquiryCount(eq(inquiries.message, `other ${key}`)), 0);
    // The goods route has its own keys.
    await submitOk(GOODS, { ...VALID, message: `goods ${key}`, goodsList: [{ goodsId: kit.goodsB.id, quantity: 1 }] }, { 'idempotency-key': key });
  });

  test('keys are per visitor: two visitors sending the same key both get their inquiry stored', async () => {
    const key = 'submit-1';
    const body = { ...VALID, message: `shared key ${randomUUID()}` };
    const guestA = await submitOk(FORM, body, visitor(key, '203.0.113.21'));
    const guestB = await submitOk(FORM, body, visitor(key, '203.0.113.22'));
    assert.notEqual(guestB.inquiryId, guestA.inquiryId);
    const [alice, bob] = await Promise.all([createCustomer(kit.db), createCustomer(kit.db)]);
    // Two customers behind one address (an office) are two visitors too.
    const customerA = await submitOk(FORM, body, { ...visitor(key, '203.0.113.30'), token: alice.token });
    const customerB = await submitOk(FORM, body, { ...visitor(key, '203.0.113.30'), token: bob.token });
    assert.notEqual(customerB.inquiryId, customerA.inquiryId);
    assert.equal(await inquiryCount(eq(inquiries.message, body.message)), 4);
    // Each visitor's own retry is still one inquiry.
    assert.deepEqual(await submitOk(FORM, body, visitor(key, '203.0.113.21')), guestA);
    assert.deepEqual(await submitOk(FORM, body, { ...visitor(key, '203.0.113.99'), token: alice.token }), customerA);
    assert.equal(await inquiryCount(eq(inquiries.message, body.message)), 4);
  });

  test('a malformed key is refused with 400', async () => {
    for (const key of ['x'.repeat(201), 'has space', 'cl\u00e9']) {
      const { envelope } = await post(kit.app, FORM, VALID, { 'idempotency-key': key });
      assert.equal(envelope.code, 400, key.slice(0, 20));
      assert.match(envelope.msg, /^Idempotency-Key: must be 1–200 visible ASCII characters/);
    }
  });
});

describe('rate limit', () => {
  test('a small configured limit is enforced per visitor address; replays do not count', async () => {
    const limited = createApp({ db: kit.db, dataDir: '/nonexistent', settings: { inquiryRateLimit: { limit: 3, windowSeconds: 600 } } });
    const visitor = { 'x-forwarded-for': '192.0.2.10' };
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    const answers: InquiryAnswer[] = [];
    for (const [i, key] of keys.entries()) {
      const { envelope } = await post(limited, FORM, { ...VALID, message: `limited ${i}` }, { ...visitor, 'idempotency-key': key });
      assert.equal(envelope.code, 0, envelope.msg);
      answers.push(envelope.data as InquiryAnswer);
    }
    const fourth = await post(limited, FORM, { ...VALID, message: 'limited 3' }, visitor);
    assert.equal(fourth.envelope.code, 429);
    assert.match(fourth.envelope.msg, /^Too many inquiries from this address; please try again in \d+ (minutes?|seconds?)$/);
    assert.equal(await inquiryCount(eq(inquiries.message, 'limited 3')), 0);

    // A retry of an earlier submission is answered again and costs nothing.
    const replay = await post(limited, FORM, { ...VALID, message: 'limited 0' }, { ...visitor, 'idempotency-key': keys[0] ?? '' });
    assert.equal(replay.envelope.code, 0);
    assert.deepEqual(replay.envelope.data, answers[0]);

    // Another address has its own bucket; so does a request without any address.
    assert.equal((await post(limited, FORM, VALID, { 'x-forwarded-for': '192.0.2.11' })).envelope.code, 0);
    assert.equal((await post(limited, FORM, { ...VALID, message: 'still limited' }, visitor)).envelope.code, 429);
  });
});

describe('staff access', () => {
  test('the staff list needs the bearer token', async () => {
    for (const token of [null, '', 'wrong-token', `${STAFF_TOKEN}x`]) {
      const envelope = await staff('/staff/inquiries', token);
      assert.equal(envelope.code, 401, String(token));
      assert.match(envelope.msg, /^authorization: /);
    }
    const basic = await requestEnvelope(kit.app, 'GET', '/staff/inquiries', { headers: { authorization: `Basic ${STAFF_TOKEN}` } });
    assert.equal(basic.envelope.code, 401);
    // An API without a staff token lets nobody in.
    const noToken = createApp({ db: kit.db, dataDir: '/nonexistent' });
    assert.equal((await staff('/staff/inquiries', '', noToken)).code, 401);
    assert.equal((await staff('/staff/inquiries', 'undefined', noToken)).code, 401);
    // The token is checked before the input is parsed: a bad query without it is a 401, not a 400.
    assert.equal((await staff('/staff/inquiries?since=yesterday&limit=-1', 'wrong-token')).code, 401);
    assert.equal((await requestEnvelope(kit.app, 'POST', '/staff/inquiries/answer', { body: { id: 'x' } })).envelope.code, 401);
  });

  test('lists newest first with goods, filters open ones and marks answered', async () => {
    const answer = await submitOk(GOODS, { ...VALID, message: 'staff check', goodsList: [{ goodsId: kit.goodsB.id, quantity: 2 }] });
    const listed = (await staff('/staff/inquiries?limit=5')).data as { list: StaffInquiry[]; totalCount: number };
    assert.equal(listed.list[0]?.id, answer.inquiryId);
    assert.equal(listed.totalCount, await inquiryCount());
    assert.equal(listed.list[0]?.countryName, 'United Kingdom');
    assert.deepEqual(
      listed.list[0]?.goods.map((line) => [line.goodsId, line.quantity, line.itemno]),
      [[kit.goodsB.id, 2, kit.goodsB.itemno]],
    );
    assert.equal(listed.list[0]?.answeredAt, null);
    assert.equal(listed.list[0]?.replyBy, answer.replyBy);

    const marked = await requestEnvelope(kit.app, 'POST', '/staff/inquiries/answer', {
      body: { id: answer.inquiryId },
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    });
    assert.equal(marked.envelope.code, 0);
    const open = (await staff('/staff/inquiries?open=1&limit=1000')).data as { list: StaffInquiry[] };
    assert.ok(!open.list.some((item) => item.id === answer.inquiryId));
    const unknown = await requestEnvelope(kit.app, 'POST', '/staff/inquiries/answer', {
      body: { id: 987654321 },
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    });
    assert.equal(unknown.envelope.code, 3);
    const unauthorised = await requestEnvelope(kit.app, 'POST', '/staff/inquiries/answer', { body: { id: answer.inquiryId } });
    assert.equal(unauthorised.envelope.code, 401);

    const future = (await staff(`/staff/inquiries?since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).data as { totalCount: number };
    assert.equal(future.totalCount, 0);
    assert.equal((await staff('/staff/inquiries?since=yesterday')).code, 400);
  });
});

describe('mini load', () => {
  test('200 inquiries from 20 concurrent clients, ~20% retried with the same key → exactly 200 rows', async () => {
    const run = randomUUID().slice(0, 8);
    const TOTAL = 200;
    const CLIENTS = 20;
    const answersByN = new Map<number, InquiryAnswer[]>();
    let next = 0;
    async function client(c: number) {
      const headersBase = { 'x-forwarded-for': `100.64.${c}.1` };
      while (next < TOTAL) {
        const n = next++;
        const key = randomUUID();
        const body =
          n % 2
            ? { ...VALID, message: `load ${run} #${n}` }
            : { ...VALID, message: `load ${run} #${n}`, goodsList: [{ goodsId: n % 4 ? kit.goodsA.id : kit.goodsB.id, quantity: 1 + (n % 7) }] };
        const path = n % 2 ? FORM : GOODS;
        const headers = { ...headersBase, 'idempotency-key': key };
        const send = async () => {
          const { envelope } = await post(kit.app, path, body, headers);
          assert.equal(envelope.code, 0, envelope.msg);
          return envelope.data as InquiryAnswer;
        };
        // Every 5th is retried: half of those at the same moment, half after the first answer.
        const answers = n % 5 !== 0 ? [await send()] : n % 10 === 0 ? await Promise.all([send(), send()]) : [await send(), await send()];
        answersByN.set(n, answers);
      }
    }
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));

    assert.equal(answersByN.size, TOTAL);
    for (const answers of answersByN.values()) for (const answer of answers) assert.deepEqual(answer, answers[0]);
    const ids = new Set([...answersByN.values()].map((answers) => answers[0]?.inquiryId));
    assert.equal(ids.size, TOTAL, 'every submission got its own inquiry');
    assert.equal(await inquiryCount(sql`${inquiries.message} LIKE ${`load ${run} #%`}`), TOTAL);
    const goodsRows = await kit.db
      .select({ n: count() })
      .from(inquiryGoods)
      .where(
        and(
          inArray(
            inquiryGoods.inquiryId,
            [...ids].filter((id): id is number => id !== undefined),
          ),
        ),
      );
    assert.equal(goodsRows[0]?.n, TOTAL / 2, 'one goods line per goods inquiry, none doubled');
  });
});
