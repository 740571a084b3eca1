/**
 * The buyer's own inquiries (docs/product.md §2.13): the list with state and reply clock, one
 * inquiry with its thread, follow-up questions, closing, refusals across customers, and guest
 * inquiries joining the account whose email is proven.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { inquiries } from '../db/schema';
import { createCustomer, type TestCustomer } from '../testing/customer-fixtures';
import { requestEnvelope, type TestEnvelope } from '../testing/request';
import { answerInquiry } from './inquiries-staff';
import { createQuote } from '../quotes/quote-send';
import { FORM, GOODS, inquiryTestKit, STAFF_TOKEN, VALID } from './inquiry-test-kit';
import type { MyInquiry, MyInquiryDetail } from '../../contract/inquiries';
import { myInquiriesApi } from '../../contract/operations/inquiries';

const kit = inquiryTestKit();

const LIST = myInquiriesApi.list.path;
const DETAIL = myInquiriesApi.detail.path;
const FOLLOW_UP = myInquiriesApi.followUp.path;
const CLOSE = myInquiriesApi.close.path;

async function call(caller: TestCustomer | null, method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}): Promise<TestEnvelope> {
  const headers = caller?.headers ?? {};
  if (method === 'GET') {
    const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
    return (await requestEnvelope(kit.app, 'GET', query ? `${path}?${query}` : path, { headers })).envelope;
  }
  return (await requestEnvelope(kit.app, 'POST', path, { headers, body: params })).envelope;
}

async function ok<T>(caller: TestCustomer, method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}): Promise<T> {
  const envelope = await call(caller, method, path, params);
  assert.equal(envelope.code, 0, `${path}: ${envelope.msg}`);
  return (envelope.data ?? envelope.page) as T;
}

async function sendGoodsInquiry(customer: TestCustomer | null, email: string = VALID.email): Promise<number> {
  const body = { ...VALID, email, goodsList: [{ goodsId: kit.goodsA.id, skuId: kit.goodsA.skuIds[0], quantity: 2 }] };
  return (await kit.submitOk(GOODS, body, customer?.headers ?? {})).inquiryId;
}

const listOf = async (customer: TestCustomer, params: Record<string, unknown> = {}) =>
  ok<{ list: MyInquiry[]; totalCount: number }>(customer, 'GET', LIST, params);
const detailOf = async (customer: TestCustomer, id: number) => ok<MyInquiryDetail>(customer, 'GET', DETAIL, { id });

describe('the buyer’s inquiry list', () => {
  test('lists only the customer’s inquiries, newest first, with goods, state and reply clock, in pages', async () => {
    const buyer = await createCustomer(kit.db);
    const other = await createCustomer(kit.db);
    const first = await sendGoodsInquiry(buyer);
    const second = (await kit.submitOk(FORM, VALID, buyer.headers)).inquiryId;
    await sendGoodsInquiry(other);
    await sendGoodsInquiry(null);

    const page = await listOf(buyer);
    assert.equal(page.totalCount, 2);
    assert.deepEqual(
      page.list.map((inquiry) => inquiry.id),
      [second, first],
    );
    const [, goodsInquiry] = page.list;
    assert.ok(goodsInquiry);
    assert.equal(goodsInquiry.state, 'sent');
    assert.equal(goodsInquiry.overdue, false);
    assert.equal(goodsInquiry.messageCount, 0);
    assert.equal(goodsInquiry.answeredAt, null);
    assert.equal(new Date(goodsInquiry.replyBy).getTime() - new Date(goodsInquiry.createdAt).getTime(), 24 * 60 * 60 * 1000);
    assert.deepEqual(
      goodsInquiry.goods.map((line) => [line.goodsId, line.skuId, line.quantity, line.itemno]),
      [[kit.goodsA.id, kit.goodsA.skuIds[0], 2, kit.goodsA.itemno]],
    );

    const secondPage = await listOf(buyer, { page: 2, limit: 1 });
    assert.deepEqual(
      secondPage.list.map((inquiry) => inquiry.id),
      [first],
    );
    assert.equal(secondPage.totalCount, 2);
  });

  test('an inquiry unanswered 24 hours after it was sent is overdue; answered it is not', async () => {
    const buyer = await createCustomer(kit.db);
    const id = await sendGoodsInquiry(buyer);
    await kit.db
      .update(inquiries)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(inquiries.id, id));
    const [late] = (await listOf(buyer)).list;
    assert.equal(late?.overdue, true);
    assert.equal(late?.state, 'sent');

    await answerInquiry(kit.db, id, { reply: 'Sorry for the wait: in stock.' });
    const [answered] = (await listOf(buyer)).list;
    assert.equal(answered?.overdue, false);
    assert.equal(answered?.state, 'answered');
    assert.equal(answered?.messageCount, 1);
  });

  test('without a token the list is refused (401)', async () => {
    assert.equal((await call(null, 'GET', LIST)).code, 401);
  });
});

describe('one inquiry and its thread', () => {
  test('staff replies show their name or none (the sales team); the buyer’s follow-up joins the thread once', async () => {
    const buyer = await createCustomer(kit.db);
    const id = await sendGoodsInquiry(buyer);

    const replied = await requestEnvelope(kit.app, 'POST', '/staff/inquiries/answer', {
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
      body: { id, reply: 'In stock, ships in 3 days.' },
    });
    assert.equal(replied.envelope.code, 0, replied.envelope.msg);
    await answerInquiry(kit.db, id, { reply: 'A 10% discount applies to two vials.', replier: { staffId: 7, name: 'Li Wei' } });

    const detail = await detailOf(buyer, id);
    assert.equal(detail.state, 'answered');
    assert.equal(detail.message, VALID.message);
    assert.equal(detail.goods.length, 1);
    assert.deepEqual(
      detail.thread.map((message) => [message.author, message.authorName, message.body]),
      [
        ['staff', null, 'In stock, ships in 3 days.'],
        ['staff', 'Li Wei', 'A 10% discount applies to two vials.'],
      ],
    );

    const asked = await ok<MyInquiryDetail>(buyer, 'POST', FOLLOW_UP, { id, body: '  Can it ship to Shanghai by Friday?  ' });
    assert.deepEqual(asked.thread.at(-1), { ...asked.thread.at(-1), author: 'customer', authorName: null, body: 'Can it ship to Shanghai by Friday?' });
    const retried = await ok<MyInquiryDetail>(buyer, 'POST', FOLLOW_UP, { id, body: 'Can it ship to Shanghai by Friday?' });
    assert.equal(retried.thread.length, 3, 'a retried follow-up is kept once');
    assert.equal(retried.messageCount, 3);
    // The sales team hears of the question once, however often it was sent.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const notices = kit.sent.filter((message) => message.subject === `Follow-up question on inquiry #${id}`);
    assert.equal(notices.length, 1);
    assert.equal(notices[0]?.recipient, 'sales@example.com');
    assert.match(notices[0]?.body ?? '', /Can it ship to Shanghai by Friday\?/);
  });

  test('a follow-up must be 1–2000 characters, and the envelope names body', async () => {
    const buyer = await createCustomer(kit.db);
    const id = await sendGoodsInquiry(buyer);
    for (const body of [undefined, '', '   ', 'x'.repeat(2001), 42]) {
      const envelope = await call(buyer, 'POST', FOLLOW_UP, body === undefined ? { id } : { id, body });
      assert.equal(envelope.code, 400, `body ${JSON.stringify(body)}`);
      assert.match(envelope.msg, /^body: /);
    }
    const bad = await call(buyer, 'POST', FOLLOW_UP, { id: 'seven', body: 'Hello' });
    assert.equal(bad.code, 400);
    assert.match(bad.msg, /^id: /);
    assert.equal((await ok<MyInquiryDetail>(buyer, 'POST', FOLLOW_UP, { id, body: 'x'.repeat(2000) })).thread.length, 1);
  });

  test('another customer’s inquiry is not found, exactly like an unknown one, and nothing changes', async () => {
    const buyer = await createCustomer(kit.db);
    const stranger = await createCustomer(kit.db);
    const id = await sendGoodsInquiry(buyer);
    const [{ max }] = (await kit.db.select({ max: sql<number>`max(${inquiries.id})::int` }).from(inquiries)) as [{ max: number }];
    const unknown = max + 1000;

    for (const [method, path, params] of [
      ['GET', DETAIL, {}],
      ['POST', FOLLOW_UP, { body: 'Is this mine?' }],
      ['POST', CLOSE, {}],
    ] as const) {
      const theirs = await call(stranger, method, path, { id, ...params });
      const missing = await call(stranger, method, path, { id: unknown, ...params });
      assert.equal(theirs.code, 3, `${path}: ${theirs.msg}`);
      assert.equal(theirs.msg, `id: no inquiry ${id}`);
      assert.equal(missing.msg, `id: no inquiry ${unknown}`);
      assert.equal(theirs.data, undefined);
      assert.equal((await call(null, method, path, { id, ...params })).code, 401);
    }
    assert.equal((await listOf(stranger)).totalCount, 0);
    const detail = await detailOf(buyer, id);
    assert.equal(detail.thread.length, 0);
    assert.equal(detail.closedAt, null);
  });

  test('closing: the inquiry is closed, takes no follow-ups, is never overdue, and closing again keeps the first time', async () => {
    const buyer = await createCustomer(kit.db);
    const id = await sendGoodsInquiry(buyer);
    await kit.db
      .update(inquiries)
      .set({ createdAt: sql`now() - interval '30 hours'` })
      .where(eq(inquiries.id, id));
    const closed = await ok<MyInquiryDetail>(buyer, 'POST', CLOSE, { id });
    assert.equal(closed.state, 'closed');
    assert.equal(closed.overdue, false);
    assert.ok(closed.closedAt);

    const refused = await call(buyer, 'POST', FOLLOW_UP, { id, body: 'One more thing' });
    assert.equal(refused.code, 400);
    assert.match(refused.msg, /^id: this inquiry is closed/);
    const again = await ok<MyInquiryDetail>(buyer, 'POST', CLOSE, { id });
    assert.equal(again.closedAt, closed.closedAt);
    assert.equal(again.thread.length, 0);
  });
});

describe('guest inquiries join the account', () => {
  const EMAIL_CODE = '/overseas/login/email/getVerificationCode';

  function codeSentTo(recipient: string): string {
    const message = kit.sent.findLast((candidate) => candidate.recipient === recipient);
    assert.ok(message, `a message was sent to ${recipient}`);
    const match = /\b(\d{6})\b/.exec(message.body);
    assert.ok(match, message.body);
    return match[1] as string;
  }

  async function code(email: string, purpose: string, headers: Record<string, string> = {}): Promise<string> {
    const { envelope } = await requestEnvelope(kit.app, 'POST', EMAIL_CODE, { body: { email, purpose }, headers });
    assert.equal(envelope.code, 0, envelope.msg);
    return codeSentTo(email);
  }

  test('logging in with a code to the same email (any case) gives the account its guest inquiries, and only those', async () => {
    const guest = await sendGoodsInquiry(null, 'Guest.Buyer@Example.com');
    const elsewhere = await sendGoodsInquiry(null, 'someone.else@example.com');
    const owner = await createCustomer(kit.db);
    const owned = await sendGoodsInquiry(owner, 'guest.buyer@example.com');

    const login = await requestEnvelope(kit.app, 'POST', '/overseas/login/email', {
      body: { email: 'guest.buyer@example.com', code: await code('guest.buyer@example.com', 'login') },
    });
    assert.equal(login.envelope.code, 0, login.envelope.msg);
    const { token, userId } = login.envelope.data as { token: string; userId: string };
    const buyer: TestCustomer = { userId: Number(userId), token, headers: { token } };

    const ids = (await listOf(buyer)).list.map((inquiry) => inquiry.id);
    assert.deepEqual(ids, [guest]);
    const rows = await kit.db
      .select({ id: inquiries.id, userId: inquiries.userId })
      .from(inquiries)
      .where(sql`${inquiries.id} in (${elsewhere}, ${owned})`);
    assert.deepEqual(
      new Map(rows.map((row) => [row.id, row.userId])),
      new Map([
        [elsewhere, null],
        [owned, owner.userId],
      ]),
    );
  });

  test('changing the account email to a proven one gives it that email’s guest inquiries', async () => {
    const buyer = await createCustomer(kit.db);
    const guest = await sendGoodsInquiry(null, 'NEW.ADDRESS@example.com');
    assert.equal((await listOf(buyer)).totalCount, 0);
    const changed = await requestEnvelope(kit.app, 'POST', '/user/overseasUser/updateEmail', {
      headers: buyer.headers,
      body: { email: 'new.address@example.com', code: await code('new.address@example.com', 'change') },
    });
    assert.equal(changed.envelope.code, 0, changed.envelope.msg);
    assert.deepEqual(
      (await listOf(buyer)).list.map((inquiry) => inquiry.id),
      [guest],
    );
  });
});

describe('the buyer’s inquiry and its quote', () => {
  test('a quote makes the inquiry quoted and links it; past its validity the inquiry is expired', async () => {
    const buyer = await createCustomer(kit.db);
    const id = await sendGoodsInquiry(buyer);
    const sent = new Date();
    const quote = await createQuote(kit.db, { inquiryId: id, replier: null, validUntil: new Date(sent.getTime() + 7 * 86_400_000), note: '' }, { now: sent });
    const [listed] = (await listOf(buyer)).list;
    assert.deepEqual([listed?.id, listed?.state, listed?.quoteId], [id, 'quoted', quote.id]);
    await kit.db.execute(sql`UPDATE quotes SET valid_until = now() - interval '1 minute' WHERE id = ${quote.id}`);
    assert.equal((await detailOf(buyer, id)).state, 'expired');
  });
});
