import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApp } from '../app';
import { cartLines, goods, idempotentRequests, inquiries, inquiryGoods, skus, users } from '../db/schema';
import { seedCatalogue } from '../seed';
import { issueToken } from '../accounts/customer-tokens';
import { createCustomer } from '../testing/customer-fixtures';
import type { StaffInquiry } from './inquiries-staff';
import { openTestDatabase, type TestDatabase } from '../testing/database';
import { recordingMailer } from '../testing/recording-mailer';
import { requestEnvelope, type TestEnvelope } from '../testing/request';
import type { InquiryAnswer } from '../../contract/inquiries';

const FORM = '/overseas/form/submit';
const GOODS = '/overseas/goodInquire/submitGoodInquireImmediately';
const STAFF_TOKEN = 'staff-token-for-tests-0123456789';

const VALID = {
  name: 'Jane Doe',
  company: 'Example Lab',
  country: 'GB',
  email: 'jane@example.com',
  phone: '+44 20 7946 0000',
  message: 'Please quote two vials.',
} as const;

let database: TestDatabase;
let app: OpenAPIHono;
const { mailer: capturingMailer, sent } = recordingMailer();
/** Goods with at least two SKUs, and one more goods item. */
let goodsA: { id: number; itemno: string; skuIds: number[] };
let goodsB: { id: number; itemno: string; skuIds: number[] };
let addressSeq = 0;
/** A fresh visitor address per call keeps the rate limit out of tests that are not about it. */
const freshAddress = () => `198.51.100.${(addressSeq += 1) % 250}, 10.0.0.${addressSeq % 250}`;

async function post(
  target: OpenAPIHono,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; envelope: TestEnvelope }> {
  return requestEnvelope(target, 'POST', path, { body, headers: { 'x-forwarded-for': freshAddress(), ...headers } });
}

async function submitOk(path: string, body: unknown, headers: Record<string, string> = {}): Promise<InquiryAnswer> {
  const { envelope } = await post(app, path, body, headers);
  assert.equal(envelope.code, 0, `${path}: ${envelope.msg}`);
  return envelope.data as InquiryAnswer;
}

async function inquiryCount(where = sql`true`): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(inquiries).where(where);
  return row?.n ?? 0;
}

/** `null` sends no authorization header at all. */
async function staff(path: string, token: string | null = STAFF_TOKEN, target = app): Promise<TestEnvelope> {
  const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
  return (await requestEnvelope(target, 'GET', path, { headers })).envelope;
}

async function goodsWithSkus(minSkus: number, exclude: number[] = []) {
  const rows = await database.db
    .select({ id: goods.id, itemno: goods.itemno, skuIds: sql<string[]>`array_agg(${skus.id} ORDER BY ${skus.id})` })
    .from(goods)
    .innerJoin(skus, eq(skus.goodsId, goods.id))
    .groupBy(goods.id, goods.itemno)
    .having(sql`count(*) >= ${minSkus}`)
    .orderBy(goods.id)
    .limit(10);
  const row = rows.find((candidate) => !exclude.includes(candidate.id));
  assert.ok(row, 'the demo catalogue has goods with SKUs');
  return { id: row.id, itemno: row.itemno, skuIds: row.skuIds.map(Number) };
}

before(async () => {
  database = await openTestDatabase();
  await seedCatalogue(database.db, { goods: 300 });
  app = createApp({
    db: database.db,
    dataDir: '/nonexistent',
    mailer: capturingMailer,
    settings: { staffToken: STAFF_TOKEN, salesEmail: 'sales@example.com', inquiryRateLimit: { limit: 1000, windowSeconds: 600 } },
  });
  goodsA = await goodsWithSkus(2);
  goodsB = await goodsWithSkus(1, [goodsA.id]);
});

after(async () => {
  // Notifications are sent after the answer; let them settle before the database goes.
  await new Promise((resolve) => setTimeout(resolve, 50));
  await database.dispose();
});

describe('inquiry form validation', () => {
  const REQUIRED: [keyof typeof VALID, string][] = [
    ['name', 'Please Enter Name'],
    ['company', 'Please Enter Company'],
    ['country', 'Please Enter Country/Region'],
    ['email', 'Please Enter Email'],
    ['phone', 'Please Enter Phone'],
    ['message', 'Please Enter Message'],
  ];

  test('what is no phone number at all (letters, too few digits) answers 400 naming the field', async () => {
    for (const phone of ['abc', '12', '+44 20 7946 0000 abc']) {
      for (const path of [FORM, GOODS]) {
        const body = path === GOODS ? { ...VALID, phone, goodsList: [{ goodsId: goodsA.id, skuId: 0, quantity: 1 }] } : { ...VALID, phone };
        const { envelope } = await post(app, path, body);
        assert.equal(envelope.code, 400, `${path} phone=${phone}`);
        assert.equal(envelope.msg, 'phone: Please Enter Correct Phone');
      }
    }
    // A national number is read in the chosen country; the same digits elsewhere may not be possible.
    assert.equal((await post(app, FORM, { ...VALID, phone: '020 7946 0000' })).envelope.code, 0);
    assert.equal((await post(app, FORM, { ...VALID, country: 'CN', phone: '138 0013 8000' })).envelope.code, 0);
  });

  test('a plausible number is never refused: extensions and the 00 prefix are kept, in E.164 when possible (docs/product.md §5)', async () => {
    const cases = [
      { country: 'US', phone: '+1 (617) 555-0123 ext. 204', stored: '+16175550123 ext. 204' },
      { country: 'CN', phone: '+86 21 5080 6600 分机 204', stored: '+862150806600 ext. 204' },
      { country: 'DE', phone: '0049 30 1234567', stored: '+49301234567' },
      { country: 'US', phone: '0049 30 1234567', stored: '+49301234567' },
      { country: 'CN', phone: '0049 30 1234567', stored: '+49301234567' },
      // Digits no country's plan places are kept as typed: staff can still call.
      { country: 'US', phone: '020 7946 0000', stored: '020 7946 0000' },
    ];
    for (const { country, phone, stored } of cases) {
      for (const path of [FORM, GOODS]) {
        const body = path === GOODS ? { ...VALID, country, phone, goodsList: [{ goodsId: goodsA.id, skuId: 0, quantity: 1 }] } : { ...VALID, country, phone };
        const { inquiryId } = await submitOk(path, body);
        const [row] = await database.db.select({ phone: inquiries.phone }).from(inquiries).where(eq(inquiries.id, inquiryId));
        assert.equal(row?.phone, stored, `${path} ${country} ${phone}`);
      }
    }
  });

  test("each missing, null or blank field answers the contract's message, naming the field", async () => {
    for (const [field, message] of REQUIRED) {
      for (const value of [undefined, null, '', '   \t ']) {
        const body: Record<string, unknown> = { ...VALID, [field]: value };
        if (value === undefined) delete body[field];
        const { status, envelope } = await post(app, FORM, body);
        assert.equal(status, 200);
        assert.equal(envelope.code, 400, `${field}=${JSON.stringify(value)}`);
        assert.equal(envelope.msg, `${field}: ${message}`);
      }
    }
  });

  test('an email without the address pattern is refused', async () => {
    for (const email of ['jane', 'jane@', 'jane@example', 'jane doe@example.com', '@example.com', 'jane@example..com', 'jane@example.']) {
      const { envelope } = await post(app, FORM, { ...VALID, email });
      assert.equal(envelope.code, 400, email);
      assert.equal(envelope.msg, 'email: Please Enter Correct Email');
    }
  });

  test('length caps name the field and the limit', async () => {
    const cases: [string, number, number][] = [
      ['name', 101, 100],
      ['company', 201, 200],
      ['phone', 41, 40],
      ['message', 5001, 5000],
      ['tm', 101, 100],
    ];
    for (const [field, length, cap] of cases) {
      const { envelope } = await post(app, FORM, { ...VALID, [field]: 'x'.repeat(length) });
      assert.equal(envelope.code, 400, field);
      assert.equal(envelope.msg, `${field}: must be at most ${cap} characters`);
    }
    const longEmail = `${'a'.repeat(250)}@example.com`;
    assert.equal((await post(app, FORM, { ...VALID, email: longEmail })).envelope.msg, 'email: must be at most 254 characters');
    // Exactly at the cap is fine.
    await submitOk(FORM, { ...VALID, message: 'y'.repeat(5000), name: 'n'.repeat(100) });
  });

  test('wrong types answer 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...VALID, name: 42 }, 'name: must be text'],
      [{ ...VALID, company: ['Example'] }, 'company: must be text'],
      [{ ...VALID, email: { address: 'jane@example.com' } }, 'email: must be text'],
      [{ ...VALID, tm: 5 }, 'tm: must be text'],
      [{ ...VALID, country: 'Britain' }, 'country: must be a two-letter country code such as CN'],
    ];
    for (const [body, message] of cases) {
      const { envelope } = await post(app, FORM, body);
      assert.equal(envelope.code, 400);
      assert.equal(envelope.msg, message);
    }
    const goodsCases: [unknown, string][] = [
      ['abc', 'goodsList: must be a list of { goodsId, skuId, quantity }'],
      [[], 'goodsList: must list at least one goods item'],
      [[{ goodsId: 'x', quantity: 1 }], 'goodsList.0.goodsId: must be a number'],
      [[{ goodsId: 1, quantity: 0 }], 'goodsList.0.quantity: must be at least 1'],
      [[{ goodsId: 1, quantity: 10_000 }], 'goodsList.0.quantity: must be at most 9999'],
      [[{ goodsId: 1, skuId: -1, quantity: 1 }], 'goodsList.0.skuId: must be a SKU id, or 0 for none'],
      [Array.from({ length: 201 }, (_, i) => ({ goodsId: i + 1, quantity: 1 })), 'goodsList: must list at most 200 goods items'],
    ];
    for (const [goodsList, message] of goodsCases) {
      const { envelope } = await post(app, GOODS, { ...VALID, goodsList });
      assert.equal(envelope.code, 400, JSON.stringify(goodsList).slice(0, 40));
      assert.equal(envelope.msg, message);
    }
    assert.equal((await post(app, GOODS, VALID)).envelope.msg, 'goodsList: must list the goods inquired about');
    assert.equal((await post(app, FORM, '[1,2]')).envelope.msg, 'Request body: expected a JSON object');
    assert.equal((await post(app, FORM, '{"name":')).envelope.msg, 'Request body: not valid JSON');
  });

  test('a 10 MB message gets the clean body-limit envelope and stores nothing', async () => {
    const before = await inquiryCount();
    const { status, envelope } = await post(app, FORM, { ...VALID, message: 'x'.repeat(10 * 1024 * 1024) });
    assert.equal(status, 413);
    assert.deepEqual(envelope, { code: 400, msg: 'Request body: larger than 1 MB' });
    assert.equal(await inquiryCount(), before);
  });

  test('an unknown country code and unknown goods are refused', async () => {
    assert.equal((await post(app, FORM, { ...VALID, country: 'XQ' })).envelope.msg, 'country: unknown country code XQ');
    const unknownGoods = await post(app, GOODS, {
      ...VALID,
      goodsList: [
        { goodsId: goodsA.id, quantity: 1 },
        { goodsId: 987_654_321, quantity: 1 },
      ],
    });
    assert.equal(unknownGoods.envelope.code, 3);
    assert.equal(unknownGoods.envelope.msg, 'goodsList.1.goodsId: no goods item 987654321');
    const foreignSku = goodsB.skuIds[0] ?? 0;
    const wrongSku = await post(app, GOODS, { ...VALID, goodsList: [{ goodsId: goodsA.id, skuId: foreignSku, quantity: 1 }] });
    assert.equal(wrongSku.envelope.code, 400);
    assert.equal(wrongSku.envelope.msg, `goodsList.0.skuId: SKU ${foreignSku} is not one of goods item ${goodsA.id}`);
  });
});

describe('storing inquiries', () => {
  test('a form inquiry is stored trimmed, with the language and visitor address, and sales are told in plain text', async () => {
    sent.length = 0;
    const answer = await submitOk(
      FORM,
      { ...VALID, name: '  Jane Doe  ', country: 'gb', tm: '  wechat-jane ', userId: 999 },
      { lang: 'zh', 'x-forwarded-for': '203.0.113.7, 10.0.0.1' },
    );
    assert.ok(answer.inquiryId > 0);
    assert.equal(Date.parse(answer.replyBy) - Date.parse(answer.createdAt), 24 * 60 * 60 * 1000);
    const [row] = await database.db.select().from(inquiries).where(eq(inquiries.id, answer.inquiryId));
    assert.ok(row);
    assert.equal(row.name, 'Jane Doe');
    assert.equal(row.country, 'GB');
    assert.equal(row.tm, 'wechat-jane');
    assert.equal(row.source, 'form');
    assert.equal(row.locale, 'zh');
    assert.equal(row.clientAddress, '203.0.113.7');
    assert.equal(row.userId, null, 'a body userId never identifies the customer');

    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(sent.length, 1);
    const [notice] = sent;
    assert.equal(notice?.channel, 'email');
    assert.equal(notice?.recipient, 'sales@example.com');
    assert.match(notice?.subject ?? '', new RegExp(`^Inquiry #${answer.inquiryId} from Jane Doe, Example Lab \\(GB\\)`));
    assert.match(notice?.body ?? '', /Country\/Region: United Kingdom \(GB\)/);
    assert.match(notice?.body ?? '', /Please reply by \d{4}-\d\d-\d\d \d\d:\d\d UTC \(within 24 hours\)/);
    assert.match(notice?.body ?? '', /WhatsApp\/WeChat: wechat-jane/);
  });

  test('script tags are stored as typed and only ever shown as text', async () => {
    sent.length = 0;
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const answer = await submitOk(FORM, { ...VALID, name: `Eve ${script}`, message: `Hello ${script}\nsecond line`, company: '=HYPERLINK("http://evil")' });
    const [row] = await database.db.select().from(inquiries).where(eq(inquiries.id, answer.inquiryId));
    assert.equal(row?.message, `Hello ${script}\nsecond line`);
    assert.equal(row?.name, `Eve ${script}`);

    await new Promise((resolve) => setImmediate(resolve));
    const notice = sent[0];
    assert.ok(notice);
    // Plain text: the markup is there verbatim, nothing is wrapped in or turned into HTML.
    assert.ok(notice.body.includes(`Message:\nHello ${script}\nsecond line`));
    assert.doesNotMatch(notice.body, /<html|<body|<br|&lt;/i);
    assert.doesNotMatch(notice.subject, /[\r\n]/);

    const { status, envelope } = await requestEnvelope(app, 'GET', `/staff/inquiries?limit=1`, { headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
    assert.equal(status, 200);
    const [listed] = (envelope.data as { list: StaffInquiry[] }).list;
    assert.equal(listed?.message, `Hello ${script}\nsecond line`);
  });

  test('control characters are dropped (terminal escapes), tabs and line breaks kept; a NUL is refused naming the field', async () => {
    const answer = await submitOk(FORM, { ...VALID, name: 'Eve\u001b[2J', message: 'line one\r\n\tline two\u0007\u009b' });
    const [row] = await database.db.select().from(inquiries).where(eq(inquiries.id, answer.inquiryId));
    assert.equal(row?.name, 'Eve[2J');
    assert.equal(row?.message, 'line one\r\n\tline two');
    assert.equal((await post(app, FORM, { ...VALID, phone: '\u0001\u0002' })).envelope.msg, 'phone: Please Enter Phone');
    // PostgreSQL cannot store NUL: every route refuses it (docs/architecture.md §8).
    assert.equal((await post(app, FORM, { ...VALID, name: 'Eve\u0000' })).envelope.msg, 'name: must not contain a NUL character');
  });

  test('a newline in the name cannot add a line to the notification subject', async () => {
    sent.length = 0;
    await submitOk(FORM, { ...VALID, name: 'Mallory\r\nBcc: victim@example.com' });
    await new Promise((resolve) => setImmediate(resolve));
    assert.doesNotMatch(sent[0]?.subject ?? '', /[\r\n]/);
  });

  test('a goods inquiry stores its goods with what the customer saw, merging repeated lines', async () => {
    sent.length = 0;
    const [skuA1 = 0, skuA2 = 0] = goodsA.skuIds;
    const answer = await submitOk(GOODS, {
      ...VALID,
      goodsList: [
        { goodsId: goodsA.id, skuId: skuA1, quantity: 2 },
        { goodsId: goodsA.id, skuId: skuA2, quantity: 1 },
        { goodsId: goodsB.id, quantity: 3 },
        { goodsId: goodsA.id, skuId: skuA1, quantity: 5 },
      ],
    });
    const lines = await database.db
      .select()
      .from(inquiryGoods)
      .where(eq(inquiryGoods.inquiryId, answer.inquiryId))
      .orderBy(inquiryGoods.goodsId, inquiryGoods.skuId);
    const byKey = new Map(lines.map((line) => [`${line.goodsId}:${line.skuId}`, line]));
    assert.equal(lines.length, 3);
    assert.equal(byKey.get(`${goodsA.id}:${skuA1}`)?.quantity, 7);
    assert.equal(byKey.get(`${goodsA.id}:${skuA2}`)?.quantity, 1);
    assert.equal(byKey.get(`${goodsB.id}:0`)?.quantity, 3);
    assert.equal(byKey.get(`${goodsA.id}:${skuA1}`)?.itemno, goodsA.itemno);
    assert.ok(byKey.get(`${goodsA.id}:${skuA1}`)?.skuDesc);
    assert.equal(byKey.get(`${goodsB.id}:0`)?.skuDesc, null);
    const [row] = await database.db.select().from(inquiries).where(eq(inquiries.id, answer.inquiryId));
    assert.equal(row?.source, 'goods');

    await new Promise((resolve) => setImmediate(resolve));
    assert.match(sent[0]?.body ?? '', new RegExp(`Goods \\(3\\):\\n- Cat\\. No\\. ${goodsA.itemno} · .+ · SKU: .+ · quantity (7|1)`));
  });

  test('a failure mid-way stores nothing: no inquiry, no goods, no key, cart untouched', async () => {
    const [userRow] = await database.db
      .insert(users)
      .values({ userName: 'Failing Buyer', email: `fail-${randomUUID()}@example.com` })
      .returning({ id: users.id });
    assert.ok(userRow);
    const token = await issueToken(database.db, userRow.id);
    await database.db.insert(cartLines).values([
      { userId: userRow.id, goodsId: goodsA.id, skuId: 0, quantity: 1 },
      { userId: userRow.id, goodsId: goodsB.id, skuId: 0, quantity: 2 },
    ]);
    // goods B "vanishes" while its line is being written: the second goods insert fails.
    await database.db.execute(
      sql.raw(`CREATE FUNCTION fail_inquiry_goods() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.goods_id = ${goodsB.id} THEN RAISE EXCEPTION 'goods item vanished'; END IF;
          RETURN NEW;
        END $$`),
    );
    await database.db.execute(sql.raw('CREATE TRIGGER fail_inquiry_goods BEFORE INSERT ON inquiry_goods FOR EACH ROW EXECUTE FUNCTION fail_inquiry_goods()'));
    const inquiriesBefore = await inquiryCount();
    const [goodsLinesBefore] = await database.db.select({ n: count() }).from(inquiryGoods);
    const key = randomUUID();
    const body = {
      ...VALID,
      message: 'fails mid-way',
      fromCart: true,
      goodsList: [
        { goodsId: goodsA.id, quantity: 1 },
        { goodsId: goodsB.id, quantity: 2 },
      ],
    };
    try {
      const failed = await post(app, GOODS, body, { token, 'idempotency-key': key });
      assert.equal(failed.envelope.code, 500);
      assert.equal(failed.envelope.msg, 'Internal error; please try again later');
      assert.equal(await inquiryCount(), inquiriesBefore);
      const [goodsLinesAfter] = await database.db.select({ n: count() }).from(inquiryGoods);
      assert.equal(goodsLinesAfter?.n, goodsLinesBefore?.n);
      assert.equal(
        (
          await database.db
            .select()
            .from(idempotentRequests)
            .where(sql`${idempotentRequests.scopeKey} LIKE ${`%${key}`}`)
        ).length,
        0,
      );
      assert.equal((await database.db.select().from(cartLines).where(eq(cartLines.userId, userRow.id))).length, 2);
    } finally {
      await database.db.execute(sql.raw('DROP TRIGGER fail_inquiry_goods ON inquiry_goods'));
      await database.db.execute(sql.raw('DROP FUNCTION fail_inquiry_goods()'));
    }
    // The failure was not remembered: the retry with the same key goes through.
    const retried = await submitOk(GOODS, body, { token, 'idempotency-key': key });
    assert.equal((await database.db.select().from(inquiryGoods).where(eq(inquiryGoods.inquiryId, retried.inquiryId))).length, 2);
    assert.equal((await database.db.select().from(cartLines).where(eq(cartLines.userId, userRow.id))).length, 0);
  });

  test('a mail failure never loses the inquiry', async () => {
    const failingApp = createApp({
      db: database.db,
      dataDir: '/nonexistent',
      mailer: {
        async send() {
          throw new Error('SMTP down');
        },
      },
    });
    const answer = (await post(failingApp, FORM, { ...VALID, message: 'mail fails' })).envelope.data as InquiryAnswer;
    assert.ok(answer.inquiryId);
    assert.equal(await inquiryCount(eq(inquiries.id, answer.inquiryId)), 1);
  });

  test('without SALES_EMAIL the notice still goes to sales@localhost (the offline outbox)', async () => {
    const { mailer, sent: seen } = recordingMailer();
    const plainApp = createApp({ db: database.db, dataDir: '/nonexistent', mailer });
    await post(plainApp, FORM, VALID);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(seen[0]?.recipient, 'sales@localhost');
  });
});

describe('logged-in inquiries', () => {
  test('a valid token links the inquiry to the customer and fromCart removes exactly those lines', async () => {
    const [userRow] = await database.db
      .insert(users)
      .values({ userName: 'Cart Buyer', email: `cart-${randomUUID()}@example.com` })
      .returning({ id: users.id });
    assert.ok(userRow);
    const token = await issueToken(database.db, userRow.id);
    const [skuA1 = 0] = goodsA.skuIds;
    await database.db.insert(cartLines).values([
      { userId: userRow.id, goodsId: goodsA.id, skuId: skuA1, quantity: 2 },
      { userId: userRow.id, goodsId: goodsA.id, skuId: 0, quantity: 1 },
      { userId: userRow.id, goodsId: goodsB.id, skuId: 0, quantity: 4 },
    ]);
    const answer = await submitOk(
      GOODS,
      {
        ...VALID,
        fromCart: true,
        goodsList: [
          { goodsId: goodsA.id, skuId: skuA1, quantity: 2 },
          { goodsId: goodsB.id, quantity: 4 },
        ],
      },
      { token },
    );
    const [row] = await database.db.select().from(inquiries).where(eq(inquiries.id, answer.inquiryId));
    assert.equal(row?.userId, userRow.id);
    const left = await database.db.select().from(cartLines).where(eq(cartLines.userId, userRow.id));
    assert.deepEqual(
      left.map((line) => [line.goodsId, line.skuId]),
      [[goodsA.id, 0]],
    );

    // Without fromCart the list stays as it is.
    await submitOk(GOODS, { ...VALID, goodsList: [{ goodsId: goodsA.id, quantity: 1 }] }, { token });
    assert.equal((await database.db.select().from(cartLines).where(eq(cartLines.userId, userRow.id))).length, 1);
  });

  test('an invalid or revoked token is ignored: guests may inquire', async () => {
    const answer = await submitOk(GOODS, { ...VALID, fromCart: true, goodsList: [{ goodsId: goodsA.id, quantity: 1 }] }, { token: 'not-a-real-token' });
    const [row] = await database.db.select().from(inquiries).where(eq(inquiries.id, answer.inquiryId));
    assert.equal(row?.userId, null);
  });
});

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
    const body = { ...VALID, message: `concurrent ${key}`, goodsList: [{ goodsId: goodsA.id, quantity: 2 }] };
    const answers = await Promise.all(Array.from({ length: 6 }, () => submitOk(GOODS, body, visitor(key))));
    for (const answer of answers) assert.deepEqual(answer, answers[0]);
    assert.equal(await inquiryCount(eq(inquiries.message, body.message)), 1);
  });

  test('the same key with another body → 409; keys are per route', async () => {
    const key = randomUUID();
    await submitOk(FORM, { ...VALID, message: `first ${key}` }, visitor(key));
    const conflict = await post(app, FORM, { ...VALID, message: `other ${key}` }, visitor(key));
    assert.equal(conflict.envelope.code, 409);
    assert.equal(conflict.envelope.msg, 'Idempotency-Key: already used with a different request');
    assert.equal(await inquiryCount(eq(inquiries.message, `other ${key}`)), 0);
    // The goods route has its own keys.
    await submitOk(GOODS, { ...VALID, message: `goods ${key}`, goodsList: [{ goodsId: goodsB.id, quantity: 1 }] }, { 'idempotency-key': key });
  });

  test('keys are per visitor: two visitors sending the same key both get their inquiry stored', async () => {
    const key = 'submit-1';
    const body = { ...VALID, message: `shared key ${randomUUID()}` };
    const guestA = await submitOk(FORM, body, visitor(key, '203.0.113.21'));
    const guestB = await submitOk(FORM, body, visitor(key, '203.0.113.22'));
    assert.notEqual(guestB.inquiryId, guestA.inquiryId);
    const [alice, bob] = await Promise.all([createCustomer(database.db), createCustomer(database.db)]);
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
      const { envelope } = await post(app, FORM, VALID, { 'idempotency-key': key });
      assert.equal(envelope.code, 400, key.slice(0, 20));
      assert.match(envelope.msg, /^Idempotency-Key: must be 1–200 visible ASCII characters/);
    }
  });
});

describe('rate limit', () => {
  test('a small configured limit is enforced per visitor address; replays do not count', async () => {
    const limited = createApp({ db: database.db, dataDir: '/nonexistent', settings: { inquiryRateLimit: { limit: 3, windowSeconds: 600 } } });
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
    const basic = await requestEnvelope(app, 'GET', '/staff/inquiries', { headers: { authorization: `Basic ${STAFF_TOKEN}` } });
    assert.equal(basic.envelope.code, 401);
    // An API without a staff token lets nobody in.
    const noToken = createApp({ db: database.db, dataDir: '/nonexistent' });
    assert.equal((await staff('/staff/inquiries', '', noToken)).code, 401);
    assert.equal((await staff('/staff/inquiries', 'undefined', noToken)).code, 401);
    // The token is checked before the input is parsed: a bad query without it is a 401, not a 400.
    assert.equal((await staff('/staff/inquiries?since=yesterday&limit=-1', 'wrong-token')).code, 401);
    assert.equal((await requestEnvelope(app, 'POST', '/staff/inquiries/answer', { body: { id: 'x' } })).envelope.code, 401);
  });

  test('lists newest first with goods, filters open ones and marks answered', async () => {
    const answer = await submitOk(GOODS, { ...VALID, message: 'staff check', goodsList: [{ goodsId: goodsB.id, quantity: 2 }] });
    const listed = (await staff('/staff/inquiries?limit=5')).data as { list: StaffInquiry[]; totalCount: number };
    assert.equal(listed.list[0]?.id, answer.inquiryId);
    assert.equal(listed.totalCount, await inquiryCount());
    assert.equal(listed.list[0]?.countryName, 'United Kingdom');
    assert.deepEqual(
      listed.list[0]?.goods.map((line) => [line.goodsId, line.quantity, line.itemno]),
      [[goodsB.id, 2, goodsB.itemno]],
    );
    assert.equal(listed.list[0]?.answeredAt, null);
    assert.equal(listed.list[0]?.replyBy, answer.replyBy);

    const marked = await requestEnvelope(app, 'POST', '/staff/inquiries/answer', {
      body: { id: answer.inquiryId },
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    });
    assert.equal(marked.envelope.code, 0);
    const open = (await staff('/staff/inquiries?open=1&limit=1000')).data as { list: StaffInquiry[] };
    assert.ok(!open.list.some((item) => item.id === answer.inquiryId));
    const unknown = await requestEnvelope(app, 'POST', '/staff/inquiries/answer', {
      body: { id: 987654321 },
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    });
    assert.equal(unknown.envelope.code, 3);
    const unauthorised = await requestEnvelope(app, 'POST', '/staff/inquiries/answer', { body: { id: answer.inquiryId } });
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
            : { ...VALID, message: `load ${run} #${n}`, goodsList: [{ goodsId: n % 4 ? goodsA.id : goodsB.id, quantity: 1 + (n % 7) }] };
        const path = n % 2 ? FORM : GOODS;
        const headers = { ...headersBase, 'idempotency-key': key };
        const send = async () => {
          const { envelope } = await post(app, path, body, headers);
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
    const goodsRows = await database.db
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
