/**
 * Quotes end to end through the API (docs/product.md §11.5): the sales team sends a quote for an
 * inquiry with the staff token, the buyer reads, accepts (once, under 20 parallel accepts) or
 * declines it; expired quotes, off-shelf lines and other customers are refused.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import { customerMessages, goods, orders, quotes, skus, users } from '../db/schema';
import { createCustomer, type TestCustomer } from '../testing/customer-fixtures';
import { recordingMailer } from '../testing/recording-mailer';
import { envelopeAs, requestEnvelope, type TestEnvelope } from '../testing/request';
import { seededApp } from '../testing/seeded-app';
import { latestQuotesOf } from './quote-reads';
import type { Quote, QuoteAccepted } from '../../contract/quotes';
import type { OrderDetail, Settlement } from '../../contract/orders';
import type { Address } from '../../contract/addresses';

const STAFF_TOKEN = 'staff-token-for-quote-tests-0123456789';
const SITE_URL = 'https://shop.example.com';
const FORM = {
  name: 'Jane Doe',
  company: 'Example Lab',
  country: 'GB',
  email: 'jane@example.com',
  phone: '+44 20 7946 0000',
  message: 'Please quote these.',
};

const { mailer, sent } = recordingMailer();
after(() => new Promise((resolve) => setTimeout(resolve, 50)));
const seeded = seededApp(300, {
  mailer,
  settings: { staffToken: STAFF_TOKEN, siteUrl: SITE_URL, inquiryRateLimit: { limit: 1000, windowSeconds: 600 } },
});

let sellable: { id: number; skuId: number; itemno: string }[] = [];
before(async () => {
  await seeded.ready;
  const rows = await seeded.db
    .select({ id: goods.id, itemno: goods.itemno, skuId: sql<number>`min(${skus.id})` })
    .from(goods)
    .innerJoin(skus, eq(skus.goodsId, goods.id))
    .where(and(eq(goods.onShelfFlag, true), notInArray(goods.inventoryStatus, [-1, -2, -4]), sql`${skus.skuPrice} > 1`))
    .groupBy(goods.id, goods.itemno)
    .orderBy(asc(goods.id))
    .limit(6);
  sellable = rows.map((row) => ({ id: row.id, itemno: row.itemno, skuId: Number(row.skuId) }));
  assert.equal(sellable.length, 6, 'the seed has sellable goods with SKUs');
});

const call = (customer: TestCustomer | null, method: 'GET' | 'POST', path: string, body?: unknown, lang?: string): Promise<TestEnvelope> =>
  envelopeAs(seeded.app, customer, method, path, { ...(body === undefined ? {} : { body }), ...(lang ? { lang } : {}) });

async function ok<T>(promise: Promise<TestEnvelope>): Promise<T> {
  const envelope = await promise;
  assert.equal(envelope.code, 0, envelope.msg);
  return envelope.data as T;
}

const staff = async (method: 'GET' | 'POST', path: string, body?: unknown, token: string | null = STAFF_TOKEN): Promise<TestEnvelope> =>
  (await requestEnvelope(seeded.app, method, path, { ...(body === undefined ? {} : { body }), headers: token ? { authorization: `Bearer ${token}` } : {} }))
    .envelope;

let visitor = 0;
/** A goods inquiry of these goods lines, as the customer (or a guest with `email`). */
async function inquire(
  customer: TestCustomer | null,
  lines: { goodsId: number; skuId: number; quantity: number }[],
  extra: Partial<typeof FORM> = {},
  lang = 'en',
) {
  visitor += 1;
  const { envelope } = await requestEnvelope(seeded.app, 'POST', '/overseas/goodInquire/submitGoodInquireImmediately', {
    body: { ...FORM, ...extra, goodsList: lines },
    lang,
    headers: { ...customer?.headers, 'x-forwarded-for': `198.51.100.${visitor % 250}` },
  });
  assert.equal(envelope.code, 0, envelope.msg);
  return (envelope.data as { inquiryId: number }).inquiryId;
}

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

async function sendQuote(body: Record<string, unknown>): Promise<Quote> {
  const envelope = await staff('POST', '/staff/quotes/send', { validUntil: inAWeek(), ...body });
  assert.equal(envelope.code, 0, envelope.msg);
  return envelope.data as Quote;
}

async function addAddress(customer: TestCustomer): Promise<Address> {
  return ok<Address>(
    call(customer, 'POST', '/user/tbmailinginfo/addAddress', {
      consignee: 'Jane Doe',
      mobile: '13800138000',
      country: 'CN',
      province: 'Jiangsu',
      city: 'Nanjing',
      district: 'Jiangning',
      detail: '12 Science Park Road',
      postcode: '211100',
      company: 'Example Lab',
    }),
  );
}

describe('sending a quote', () => {
  it("prices each line at the goods page's net price unless overridden, and tells the buyer in the centre and by email", async () => {
    const customer = await createCustomer(seeded.db);
    const [a, b] = sellable;
    const inquiryId = await inquire(customer, [
      { goodsId: a!.id, skuId: a!.skuId, quantity: 3 },
      { goodsId: b!.id, skuId: b!.skuId, quantity: 1 },
    ]);
    const quote = await sendQuote({ inquiryId, note: 'Ships from Nanjing.' });
    assert.equal(quote.state, 'sent');
    assert.equal(quote.staffName, null);
    assert.deepEqual(
      quote.lines.map((line) => [line.itemno, line.quantity]),
      [a, b].sort((x, y) => x!.id - y!.id).map((item) => [item!.itemno, item!.id === a!.id ? 3 : 1]),
    );
    // The same rule settlement uses: the unit price is the settlement's unit price for that SKU now.
    await ok(call(customer, 'POST', '/online/toGoodsCar/addCar', { id: a!.id, skuId: a!.skuId, quantity: 3 }));
    const settlement = await ok<Settlement>(call(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: [{ id: a!.id, skuId: a!.skuId }] }));
    const quotedA = quote.lines.find((line) => line.goodsId === a!.id);
    assert.equal(quotedA?.unitPrice, settlement.lines[0]?.unitPrice);
    assert.equal(quotedA?.listPrice, settlement.lines[0]?.listPrice);
    const [item] = await seeded.db.select({ min: goods.leadTimeMinDays, max: goods.leadTimeMaxDays }).from(goods).where(eq(goods.id, a!.id));
    assert.deepEqual([quotedA?.leadTimeMinDays, quotedA?.leadTimeMaxDays], [item?.min ?? null, item?.max ?? null]);

    const [message] = await seeded.db.select().from(customerMessages).where(eq(customerMessages.userId, customer.userId));
    assert.equal(message?.link, `/my-quote?id=${quote.id}`);
    assert.match(message?.subjectEn ?? '', new RegExp(`Quote #${quote.id}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const mail = sent.findLast((entry) => entry.subject.includes(`Quote #${quote.id}`));
    assert.ok(mail, 'the buyer is emailed');
    assert.equal(mail.recipient, FORM.email);
    assert.ok(mail.body.includes(`${SITE_URL}/my-quote?id=${quote.id}`), mail.body);

    const listed = await staff('GET', `/staff/quotes?inquiryId=${inquiryId}`);
    assert.deepEqual(
      (listed.data as { list: Quote[] }).list.map((entry) => entry.id),
      [quote.id],
    );
    const latest = await latestQuotesOf(seeded.db, [inquiryId, 999_999]);
    assert.deepEqual(latest.get(inquiryId), { id: quote.id, state: 'sent' });
    assert.equal(latest.has(999_999), false);
  });

  it('refuses what cannot be quoted, naming the field', async () => {
    const customer = await createCustomer(seeded.db);
    const [a, , , , , f] = sellable;
    const inquiryId = await inquire(customer, [{ goodsId: a!.id, skuId: a!.skuId, quantity: 1 }]);
    const refused = async (body: Record<string, unknown>, pattern: RegExp, code = 400) => {
      const envelope = await staff('POST', '/staff/quotes/send', { inquiryId, validUntil: inAWeek(), ...body });
      assert.equal(envelope.code, code, envelope.msg);
      assert.match(envelope.msg, pattern);
    };
    await refused({ validUntil: '2020-01-01' }, /^validUntil: must be in the future/);
    await refused({ validUntil: 'soon' }, /^validUntil: must be a date/);
    await refused({ inquiryId: 999_999 }, /^inquiryId: no inquiry 999999/, 3);
    await refused({ lines: [{ goodsId: f!.id, skuId: f!.skuId }] }, new RegExp(`^lines\\.0\\.goodsId: goods item ${f!.id} is not in inquiry`));
    await refused({ lines: [{ goodsId: a!.id, unitPrice: 10_000_000 }] }, /^lines\.0\.unitPrice: must not exceed the list price/);
    await refused({ lines: [{ goodsId: a!.id, unitPrice: 0 }] }, /^lines\.0\.unitPrice: must be a price above 0/);
    assert.equal((await staff('POST', '/staff/quotes/send', { inquiryId, validUntil: inAWeek() }, null)).code, 401);
    assert.equal((await staff('POST', '/staff/quotes/send', { inquiryId, validUntil: inAWeek() }, 'wrong-token-0123456789')).code, 401);
  });
});

describe('accepting a quote', () => {
  it('makes exactly one order under 20 parallel accepts, its lines at the quoted prices', async () => {
    const customer = await createCustomer(seeded.db);
    const address = await addAddress(customer);
    const [, , c, d] = sellable;
    const inquiryId = await inquire(customer, [
      { goodsId: c!.id, skuId: c!.skuId, quantity: 2 },
      { goodsId: d!.id, skuId: d!.skuId, quantity: 5 },
    ]);
    const quote = await sendQuote({
      inquiryId,
      lines: [
        { goodsId: c!.id, unitPrice: 1 },
        { goodsId: d!.id, quantity: 4 },
      ],
    });
    const quotedD = quote.lines.find((line) => line.goodsId === d!.id);
    assert.equal(quotedD?.quantity, 4);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(customer, 'POST', '/online/toQuote/accept', { id: quote.id, addressId: address.id, remark: 'Quoted order' })),
    );
    for (const answer of answers) assert.equal(answer.code, 0, answer.msg);
    const orderIds = new Set(answers.map((answer) => (answer.data as QuoteAccepted).orderId));
    assert.equal(orderIds.size, 1);
    const [stored] = await seeded.db.select({ n: count() }).from(orders).where(eq(orders.quoteId, quote.id));
    assert.equal(stored?.n, 1);

    const accepted = answers[0]!.data as QuoteAccepted;
    const detail = await ok<OrderDetail>(call(customer, 'GET', `/online/toGoodsOrder/detail?id=${accepted.orderId}`));
    assert.deepEqual(
      detail.lines.map((line) => [line.goodsId, line.unitPrice, line.quantity, line.gift]),
      quote.lines.map((line) => [line.goodsId, line.unitPrice, line.quantity, false]),
    );
    assert.equal(detail.totalAmount, quote.totalAmount);
    assert.equal(accepted.totalAmount, quote.totalAmount);
    assert.equal(detail.remark, 'Quoted order');

    const after = await ok<Quote>(call(customer, 'GET', `/online/toQuote/detail?id=${quote.id}`));
    assert.equal(after.state, 'accepted');
    assert.equal(after.orderId, accepted.orderId);
    assert.equal(after.orderNo, accepted.orderNo);
    const declined = await call(customer, 'POST', '/online/toQuote/decline', { id: quote.id });
    assert.equal(declined.code, 400);
    assert.match(declined.msg, /^status: quote \d+ was accepted into an order/);
  });

  it('asks for an address of the buyer and an invoice title, naming the field', async () => {
    const customer = await createCustomer(seeded.db);
    const [a] = sellable;
    const quote = await sendQuote({ inquiryId: await inquire(customer, [{ goodsId: a!.id, skuId: a!.skuId, quantity: 1 }]) });
    const noAddress = await call(customer, 'POST', '/online/toQuote/accept', { id: quote.id, addressId: 999_999 });
    assert.equal(noAddress.code, 3);
    assert.match(noAddress.msg, /^addressId/);
    const address = await addAddress(customer);
    const noTitle = await call(customer, 'POST', '/online/toQuote/accept', { id: quote.id, addressId: address.id, invoiceType: 'ordinary' });
    assert.equal(noTitle.code, 400);
    assert.match(noTitle.msg, /invoiceTitle/);
    const [row] = await seeded.db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quote.id));
    assert.equal(row?.status, 'sent');
  });

  it('refuses an expired quote and a quote whose goods went off shelf, naming the Cat. No.', async () => {
    const customer = await createCustomer(seeded.db);
    const address = await addAddress(customer);
    const [, , , , e, f] = sellable;
    const expired = await sendQuote({ inquiryId: await inquire(customer, [{ goodsId: e!.id, skuId: e!.skuId, quantity: 1 }]) });
    await seeded.db
      .update(quotes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, expired.id));
    const late = await call(customer, 'POST', '/online/toQuote/accept', { id: expired.id, addressId: address.id });
    assert.equal(late.code, 400);
    assert.match(late.msg, new RegExp(`^validUntil: quote ${expired.id} expired on .* and can no longer be accepted`));
    assert.equal((await ok<Quote>(call(customer, 'GET', `/online/toQuote/detail?id=${expired.id}`))).state, 'expired');

    const offShelf = await sendQuote({ inquiryId: await inquire(customer, [{ goodsId: f!.id, skuId: f!.skuId, quantity: 1 }]) });
    await seeded.db.update(goods).set({ onShelfFlag: false }).where(eq(goods.id, f!.id));
    try {
      const refused = await call(customer, 'POST', '/online/toQuote/accept', { id: offShelf.id, addressId: address.id });
      assert.equal(refused.code, 400);
      assert.ok(refused.msg.startsWith(`lines.0: Cat. No. ${f!.itemno} `), refused.msg);
      const view = await ok<Quote>(call(customer, 'GET', `/online/toQuote/detail?id=${offShelf.id}`));
      assert.equal(view.lines[0]?.obtainable, false);
      const [stored] = await seeded.db.select({ n: count() }).from(orders).where(eq(orders.userId, customer.userId));
      assert.equal(stored?.n, 0);
    } finally {
      await seeded.db.update(goods).set({ onShelfFlag: true }).where(eq(goods.id, f!.id));
    }
  });
});

describe('declining and who may see a quote', () => {
  it('declines once; a declined quote cannot be accepted', async () => {
    const customer = await createCustomer(seeded.db);
    const address = await addAddress(customer);
    const [a] = sellable;
    const quote = await sendQuote({ inquiryId: await inquire(customer, [{ goodsId: a!.id, skuId: a!.skuId, quantity: 1 }]) });
    const first = await ok<{ state: string; decidedAt: string }>(call(customer, 'POST', '/online/toQuote/decline', { id: quote.id }));
    const again = await ok<{ state: string; decidedAt: string }>(call(customer, 'POST', '/online/toQuote/decline', { id: quote.id }));
    assert.equal(first.state, 'declined');
    assert.equal(again.decidedAt, first.decidedAt);
    const accept = await call(customer, 'POST', '/online/toQuote/accept', { id: quote.id, addressId: address.id });
    assert.equal(accept.code, 400);
    assert.match(accept.msg, /^status: quote \d+ was declined/);
  });

  it("reads another customer's quote as unknown", async () => {
    const owner = await createCustomer(seeded.db);
    const stranger = await createCustomer(seeded.db);
    const address = await addAddress(stranger);
    const [a] = sellable;
    const quote = await sendQuote({ inquiryId: await inquire(owner, [{ goodsId: a!.id, skuId: a!.skuId, quantity: 1 }]) });
    for (const [method, path, body] of [
      ['GET', `/online/toQuote/detail?id=${quote.id}`, undefined],
      ['POST', '/online/toQuote/accept', { id: quote.id, addressId: address.id }],
      ['POST', '/online/toQuote/decline', { id: quote.id }],
    ] as const) {
      const envelope = await call(stranger, method, path, body);
      assert.equal(envelope.code, 3, `${path}: ${envelope.msg}`);
      assert.equal(envelope.msg, `id: no quote ${quote.id}`);
    }
    assert.equal((await call(null, 'GET', `/online/toQuote/detail?id=${quote.id}`)).code, 401);
  });

  it("lets a guest inquiry's quote be read by the account of the inquiry's email, emailed in the inquiry's language", async () => {
    const [a] = sellable;
    const email = `guest-${Date.now()}@example.com`;
    const inquiryId = await inquire(null, [{ goodsId: a!.id, skuId: a!.skuId, quantity: 2 }], { email }, 'zh');
    const quote = await sendQuote({ inquiryId });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const mail = sent.findLast((entry) => entry.recipient === email);
    assert.ok(mail, 'the guest is emailed');
    assert.ok(mail.body.includes(`${SITE_URL}/zh/my-quote?id=${quote.id}`), mail.body);
    assert.match(mail.body, /登录或注册/);

    const customer = await createCustomer(seeded.db);
    assert.equal((await call(customer, 'GET', `/online/toQuote/detail?id=${quote.id}`)).code, 3);
    await seeded.db.update(users).set({ email: email.toUpperCase() }).where(eq(users.id, customer.userId));
    const view = await ok<Quote>(call(customer, 'GET', `/online/toQuote/detail?id=${quote.id}`, undefined, 'zh'));
    assert.equal(view.id, quote.id);
    assert.equal(view.lines[0]?.quantity, 2);
  });
});
