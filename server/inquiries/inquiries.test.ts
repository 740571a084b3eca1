/**
 * Inquiries (docs/product.md §5): validation names the field, what is stored is what was sent,
 * and logged-in inquiries take their lines from the inquiry list. Replays, the rate limit and
 * the staff list are in inquiries-replay.test.ts.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { createApp } from '../app';
import { cartLines, idempotentRequests, inquiries, inquiryGoods, users } from '../db/schema';
import { issueToken } from '../accounts/customer-tokens';
import { recordingMailer } from '../testing/recording-mailer';
import { requestEnvelope } from '../testing/request';
import type { StaffInquiry } from './inquiries-staff';
import type { InquiryAnswer } from '../../contract/inquiries';
import { FORM, GOODS, STAFF_TOKEN, VALID, inquiryTestKit } from './inquiry-test-kit';

const kit = inquiryTestKit();
const { sent, post, submitOk, inquiryCount } = kit;

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
        const body = path === GOODS ? { ...VALID, phone, goodsList: [{ goodsId: kit.goodsA.id, skuId: 0, quantity: 1 }] } : { ...VALID, phone };
        const { envelope } = await post(kit.app, path, body);
        assert.equal(envelope.code, 400, `${path} phone=${phone}`);
        assert.equal(envelope.msg, 'phone: Please Enter Correct Phone');
      }
    }
    // A national number is read in the chosen country; the same digits elsewhere may not be possible.
    assert.equal((await post(kit.app, FORM, { ...VALID, phone: '020 7946 0000' })).envelope.code, 0);
    assert.equal((await post(kit.app, FORM, { ...VALID, country: 'CN', phone: '138 0013 8000' })).envelope.code, 0);
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
        const body =
          path === GOODS ? { ...VALID, country, phone, goodsList: [{ goodsId: kit.goodsA.id, skuId: 0, quantity: 1 }] } : { ...VALID, country, phone };
        const { inquiryId } = await submitOk(path, body);
        const [row] = await kit.db.select({ phone: inquiries.phone }).from(inquiries).where(eq(inquiries.id, inquiryId));
        assert.equal(row?.phone, stored, `${path} ${country} ${phone}`);
      }
    }
  });

  test("each missing, null or blank field answers the contract's message, naming the field", async () => {
    for (const [field, message] of REQUIRED) {
      for (const value of [undefined, null, '', '   \t ']) {
        const body: Record<string, unknown> = { ...VALID, [field]: value };
        if (value === undefined) delete body[field];
        const { status, envelope } = await post(kit.app, FORM, body);
        assert.equal(status, 200);
        assert.equal(envelope.code, 400, `${field}=${JSON.stringify(value)}`);
        assert.equal(envelope.msg, `${field}: ${message}`);
      }
    }
  });

  test('an email without the address pattern is refused', async () => {
    for (const email of ['jane', 'jane@', 'jane@example', 'jane doe@example.com', '@example.com', 'jane@example..com', 'jane@example.']) {
      const { envelope } = await post(kit.app, FORM, { ...VALID, email });
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
      const { envelope } = await post(kit.app, FORM, { ...VALID, [field]: 'x'.repeat(length) });
      assert.equal(envelope.code, 400, field);
      assert.equal(envelope.msg, `${field}: must be at most ${cap} characters`);
    }
    const longEmail = `${'a'.repeat(250)}@example.com`;
    assert.equal((await post(kit.app, FORM, { ...VALID, email: longEmail })).envelope.msg, 'email: must be at most 254 characters');
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
      const { envelope } = await post(kit.app, FORM, body);
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
      const { envelope } = await post(kit.app, GOODS, { ...VALID, goodsList });
      assert.equal(envelope.code, 400, JSON.stringify(goodsList).slice(0, 40));
      assert.equal(envelope.msg, message);
    }
    assert.equal((await post(kit.app, GOODS, VALID)).envelope.msg, 'goodsList: must list the goods inquired about');
    assert.equal((await post(kit.app, FORM, '[1,2]')).envelope.msg, 'Request body: expected a JSON object');
    assert.equal((await post(kit.app, FORM, '{"name":')).envelope.msg, 'Request body: not valid JSON');
  });

  test('a 10 MB message gets the clean body-limit envelope and stores nothing', async () => {
    const before = await inquiryCount();
    const { status, envelope } = await post(kit.app, FORM, { ...VALID, message: 'x'.repeat(10 * 1024 * 1024) });
    assert.equal(status, 413);
    assert.deepEqual(envelope, { code: 400, msg: 'Request body: larger than 1 MB' });
    assert.equal(await inquiryCount(), before);
  });

  test('an unknown country code and unknown goods are refused', async () => {
    assert.equal((await post(kit.app, FORM, { ...VALID, country: 'XQ' })).envelope.msg, 'country: unknown country code XQ');
    const unknownGoods = await post(kit.app, GOODS, {
      ...VALID,
      goodsList: [
        { goodsId: kit.goodsA.id, quantity: 1 },
        { goodsId: 987_654_321, quantity: 1 },
      ],
    });
    assert.equal(unknownGoods.envelope.code, 3);
    assert.equal(unknownGoods.envelope.msg, 'goodsList.1.goodsId: no goods item 987654321');
    const foreignSku = kit.goodsB.skuIds[0] ?? 0;
    const wrongSku = await post(kit.app, GOODS, { ...VALID, goodsList: [{ goodsId: kit.goodsA.id, skuId: foreignSku, quantity: 1 }] });
    assert.equal(wrongSku.envelope.code, 400);
    assert.equal(wrongSku.envelope.msg, `goodsList.0.skuId: SKU ${foreignSku} is not one of goods item ${kit.goodsA.id}`);
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
    const [row] = await kit.db.select().from(inquiries).where(eq(inquiries.id, answer.inquiryId));
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
    const [row] = await kit.db.select().from(inquiries).where(eq(inquiries.id, answer.inquiryId));
    assert.equal(row?.message, `Hello ${script}\nsecond line`);
    assert.equal(row?.name, `Eve ${script}`);

    await new Promise((resolve) => setImmediate(resolve));
    const notice = sent[0];
    assert.ok(notice);
    // Plain text: the markup is there verbatim, nothing is wrapped in or turned into HTML.
    assert.ok(notice.body.includes(`Message:\nHello ${script}\nsecond line`));
    assert.doesNotMatch(notice.body, /<html|<body|<br|&lt;/i);
    assert.doesNotMatch(notice.subject, /[\r\n]/);

    const { status, envelope } = await requestEnvelope(kit.app, 'GET', `/staff/inquiries?limit=1`, { headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
    assert.equal(status, 200);
    const [listed] = (envelope.data as { list: StaffInquiry[] }).list;
    assert.equal(listed?.message, `Hello ${script}\nsecond line`);
  });

  test('control characters are dropped (terminal escapes), tabs and line breaks kept; a NUL is refused naming the field', async () => {
    const answer = await submitOk(FORM, { ...VALID, name: 'Eve\u001b[2J', message: 'line one\r\n\tline two\u0007\u009b' });
    const [row] = await kit.db.select().from(inquiries).where(eq(inquiries.id, answer.inquiryId));
    assert.equal(row?.name, 'Eve[2J');
    assert.equal(row?.message, 'line one\r\n\tline two');
    assert.equal((await post(kit.app, FORM, { ...VALID, phone: '\u0001\u0002' })).envelope.msg, 'phone: Please Enter Phone');
    // PostgreSQL cannot store NUL: every route refuses it (docs/architecture.md §8).
    assert.equal((await post(kit.app, FORM, { ...VALID, name: 'Eve\u0000' })).envelope.msg, 'name: must not contain a NUL character');
  });

  test('a newline in the name cannot add a line to the notification subject', async () => {
    sent.length = 0;
    await submitOk(FORM, { ...VALID, name: 'Mallory\r\nBcc: victim@example.com' });
    await new Promise((resolve) => setImmediate(resolve));
    assert.doesNotMatch(sent[0]?.subject ?? '', /[\r\n]/);
  });

  test('a goods inquiry stores its goods with what the customer saw, merging repeated lines', async () => {
    sent.length = 0;
    const [skuA1 = 0, skuA2 = 0] = kit.goodsA.skuIds;
    const answer = await submitOk(GOODS, {
      ...VALID,
      goodsList: [
        { goodsId: kit.goodsA.id, skuId: skuA1, quantity: 2 },
        { goodsId: kit.goodsA.id, skuId: skuA2, quantity: 1 },
        { goodsId: kit.goodsB.id, quantity: 3 },
        { goodsId: kit.goodsA.id, skuId: skuA1, quantity: 5 },
      ],
    });
    const lines = await kit.db
      .select()
      .from(inquiryGoods)
      .where(eq(inquiryGoods.inquiryId, answer.inquiryId))
      .orderBy(inquiryGoods.goodsId, inquiryGoods.skuId);
    const byKey = new Map(lines.map((line) => [`${line.goodsId}:${line.skuId}`, line]));
    assert.equal(lines.length, 3);
    assert.equal(byKey.get(`${kit.goodsA.id}:${skuA1}`)?.quantity, 7);
    assert.equal(byKey.get(`${kit.goodsA.id}:${skuA2}`)?.quantity, 1);
    assert.equal(byKey.get(`${kit.goodsB.id}:0`)?.quantity, 3);
    assert.equal(byKey.get(`${kit.goodsA.id}:${skuA1}`)?.itemno, kit.goodsA.itemno);
    assert.ok(byKey.get(`${kit.goodsA.id}:${skuA1}`)?.skuDesc);
    assert.equal(byKey.get(`${kit.goodsB.id}:0`)?.skuDesc, null);
    const [row] = await kit.db.select().from(inquiries).where(eq(inquiries.id, answer.inquiryId));
    assert.equal(row?.source, 'goods');

    await new Promise((resolve) => setImmediate(resolve));
    assert.match(sent[0]?.body ?? '', new RegExp(`Goods \\(3\\):\\n- Cat\\. No\\. ${kit.goodsA.itemno} · .+ · SKU: .+ · quantity (7|1)`));
  });

  test('a failure mid-way stores nothing: no inquiry, no goods, no key, cart untouched', async () => {
    const [userRow] = await kit.db
      .insert(users)
      .values({ userName: 'Failing Buyer', email: `fail-${randomUUID()}@example.com` })
      .returning({ id: users.id });
    assert.ok(userRow);
    const token = await issueToken(kit.db, userRow.id);
    await kit.db.insert(cartLines).values([
      { userId: userRow.id, goodsId: kit.goodsA.id, skuId: 0, quantity: 1 },
      { userId: userRow.id, goodsId: kit.goodsB.id, skuId: 0, quantity: 2 },
    ]);
    // goods B "vanishes" while its line is being written: the second goods insert fails.
    await kit.db.execute(
      sql.raw(`CREATE FUNCTION fail_inquiry_goods() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.goods_id = ${kit.goodsB.id} THEN RAISE EXCEPTION 'goods item vanished'; END IF;
          RETURN NEW;
        END $$`),
    );
    await kit.db.execute(sql.raw('CREATE TRIGGER fail_inquiry_goods BEFORE INSERT ON inquiry_goods FOR EACH ROW EXECUTE FUNCTION fail_inquiry_goods()'));
    const inquiriesBefore = await inquiryCount();
    const [goodsLinesBefore] = await kit.db.select({ n: count() }).from(inquiryGoods);
    const key = randomUUID();
    const body = {
      ...VALID,
      message: 'fails mid-way',
      fromCart: true,
      goodsList: [
        { goodsId: kit.goodsA.id, quantity: 1 },
        { goodsId: kit.goodsB.id, quantity: 2 },
      ],
    };
    try {
      const failed = await post(kit.app, GOODS, body, { token, 'idempotency-key': key });
      assert.equal(failed.envelope.code, 500);
      assert.equal(failed.envelope.msg, 'Internal error; please try again later');
      assert.equal(await inquiryCount(), inquiriesBefore);
      const [goodsLinesAfter] = await kit.db.select({ n: count() }).from(inquiryGoods);
      assert.equal(goodsLinesAfter?.n, goodsLinesBefore?.n);
      assert.equal(
        (
          await kit.db
            .select()
            .from(idempotentRequests)
            .where(sql`${idempotentRequests.scopeKey} LIKE ${`%${key}`}`)
        ).length,
        0,
      );
      assert.equal((await kit.db.select().from(cartLines).where(eq(cartLines.userId, userRow.id))).length, 2);
    } finally {
      await kit.db.execute(sql.raw('DROP TRIGGER fail_inquiry_goods ON inquiry_goods'));
      await kit.db.execute(sql.raw('DROP FUNCTION fail_inquiry_goods()'));
    }
    // The failure was not remembered: the retry with the same key goes through.
    const retried = await submitOk(GOODS, body, { token, 'idempotency-key': key });
    assert.equal((await kit.db.select().from(inquiryGoods).where(eq(inquiryGoods.inquiryId, retried.inquiryId))).length, 2);
    assert.equal((await kit.db.select().from(cartLines).where(eq(cartLines.userId, userRow.id))).length, 0);
  });

  test('a mail failure never loses the inquiry', async () => {
    const failingApp = createApp({
      db: kit.db,
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
    const plainApp = createApp({ db: kit.db, dataDir: '/nonexistent', mailer });
    await post(plainApp, FORM, VALID);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(seen[0]?.recipient, 'sales@localhost');
  });
});

describe('logged-in inquiries', () => {
  test('a valid token links the inquiry to the customer and fromCart removes exactly those lines', async () => {
    const [userRow] = await kit.db
      .insert(users)
      .values({ userName: 'Cart Buyer', email: `cart-${randomUUID()}@example.com` })
      .returning({ id: users.id });
    assert.ok(userRow);
    const token = await issueToken(kit.db, userRow.id);
    const [skuA1 = 0] = kit.goodsA.skuIds;
    await kit.db.insert(cartLines).values([
      { userId: userRow.id, goodsId: kit.goodsA.id, skuId: skuA1, quantity: 2 },
      { userId: userRow.id, goodsId: kit.goodsA.id, skuId: 0, quantity: 1 },
      { userId: userRow.id, goodsId: kit.goodsB.id, skuId: 0, quantity: 4 },
    ]);
    const answer = await submitOk(
      GOODS,
      {
        ...VALID,
        fromCart: true,
        goodsList: [
          { goodsId: kit.goodsA.id, skuId: skuA1, quantity: 2 },
          { goodsId: kit.goodsB.id, quantity: 4 },
        ],
      },
      { token },
    );
    const [row] = await kit.db.select().from(inquiries).where(eq(inquiries.id, answer.inquiryId));
    assert.equal(row?.userId, userRow.id);
    const left = await kit.db.select().from(cartLines).where(eq(cartLines.userId, userRow.id));
    assert.deepEqual(
      left.map((line) => [line.goodsId, line.skuId]),
      [[kit.goodsA.id, 0]],
    );

    // Without fromCart the list stays as it is.
    await submitOk(GOODS, { ...VALID, goodsList: [{ goodsId: kit.goodsA.id, quantity: 1 }] }, { token });
    assert.equal((await kit.db.select().from(cartLines).where(eq(cartLines.userId, userRow.id))).length, 1);
  });

  test('an invalid or revoked token is ignored: guests may inquire', async () => {
    const answer = await submitOk(GOODS, { ...VALID, fromCart: true, goodsList: [{ goodsId: kit.goodsA.id, quantity: 1 }] }, { token: 'not-a-real-token' });
    const [row] = await kit.db.select().from(inquiries).where(eq(inquiries.id, answer.inquiryId));
    assert.equal(row?.userId, null);
  });
});
