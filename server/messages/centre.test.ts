/**
 * The personal centre's API (docs/product.md §10): message centre, wallet and invoice requests,
 * account security, customer level and service records. Two customers throughout: the second
 * must never read, mark, delete or cancel the first one's records, whatever ids it sends.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApp } from '../app';
import { customerMessages, inquiries, invoiceRequests, ledgerEntries, orders, serviceRecords, users, walletAccounts } from '../db/schema';
import { orderNoOf } from '../../contract/order-rules';
import { hashPassword } from '../accounts/passwords';
import { seedCatalogue } from '../seed';
import { seedDemoCustomer, DEMO_CUSTOMER } from '../seed/demo-customer';
import { createCustomer, type TestCustomer } from '../testing/customer-fixtures';
import { openTestDatabase, type TestDatabase } from '../testing/database';
import { recordingMailer } from '../testing/recording-mailer';
import { requestEnvelope, type TestEnvelope } from '../testing/request';
import { createCustomerMessage } from './create-message';
import { levelFor } from '../wallet/level';

const STAFF_TOKEN = 'staff-token-for-centre-tests-0123456789';
const { mailer, sent } = recordingMailer();

let database: TestDatabase;
let app: OpenAPIHono;
let first: TestCustomer;
let second: TestCustomer;

type Method = 'GET' | 'POST';

async function call(customer: TestCustomer | null, method: Method, path: string, body?: unknown, lang?: string): Promise<TestEnvelope> {
  const init = { ...(customer ? { headers: customer.headers } : {}), ...(body === undefined ? {} : { body }), ...(lang ? { lang } : {}) };
  return (await requestEnvelope(app, method, path, init)).envelope;
}

async function data<T>(customer: TestCustomer, method: Method, path: string, body?: unknown, lang?: string): Promise<T> {
  const envelope = await call(customer, method, path, body, lang);
  assert.equal(envelope.code, 0, `${path}: ${envelope.msg}`);
  return envelope.data as T;
}

async function page<T>(customer: TestCustomer, method: Method, path: string, body?: unknown, lang?: string): Promise<T> {
  const envelope = await call(customer, method, path, body, lang);
  assert.equal(envelope.code, 0, `${path}: ${envelope.msg}`);
  return envelope.page as unknown as T;
}

function expectFailure(envelope: TestEnvelope, code: number, msg: RegExp): void {
  assert.equal(envelope.code, code, envelope.msg);
  assert.match(envelope.msg, msg);
}

interface Message {
  id: number;
  kind: string;
  subject: string;
  body: string;
  link: string | null;
  hasRead: boolean;
}
interface MessagePage {
  list: Message[];
  totalCount: number;
  unreadCount: number;
}
interface Seen {
  unreadCount: number;
  unseenCount: number;
  seenAt: string | null;
}

const LIST = '/operation/topmsg/listmsg';
const SEE = '/user/overseasUser/selectSeePC';

const message = (customerId: number, kind: 'order' | 'system' = 'order', n = 1) =>
  createCustomerMessage(database.db, {
    customerId,
    kind,
    subject: { en: `Order news ${n}`, zh: `订单消息 ${n}` },
    body: { en: `Body ${n}`, zh: `正文 ${n}` },
    link: '/my-order',
  });

before(async () => {
  database = await openTestDatabase();
  app = createApp({
    db: database.db,
    dataDir: '/nonexistent',
    mailer,
    settings: { staffToken: STAFF_TOKEN, codesPerClientPerHour: 10_000, passwordFailuresPerClient: 10_000 },
  });
  first = await createCustomer(database.db, 'First Customer');
  second = await createCustomer(database.db, 'Second Customer');
});

after(async () => {
  await database?.dispose();
});

describe('every centre route needs a login', () => {
  const ROUTES: [Method, string, unknown][] = [
    ['POST', LIST, {}],
    ['POST', '/operation/topmsg/updateMsgHasRead', { id: 1 }],
    ['POST', '/operation/topmsg/updateAllMsgHasRead', {}],
    ['POST', '/operation/topmsg/delete', { id: 1 }],
    ['GET', SEE, undefined],
    ['POST', '/user/overseasUser/updateSee', {}],
    ['GET', '/erp/getAccountInfo', undefined],
    ['GET', '/erp/getDebtDetail', undefined],
    ['POST', '/erp/invoiceRequest/list', {}],
    ['POST', '/erp/invoiceRequest/cancel', { id: 1 }],
    ['POST', '/user/overseasUser/sendSecurityCode', { channel: 'email' }],
    ['POST', '/user/overseasUser/updatePassword', { oldPassword: 'x', password: 'new password 1', confirmPassword: 'new password 1' }],
    ['POST', '/user/overseasUser/updateEmail', { email: 'a@example.com', code: '123456' }],
    ['GET', '/user/overseasUser/level', undefined],
    ['POST', '/online/toExperimentProgress/list', {}],
    ['POST', '/online/toScanDetection/list', {}],
    ['POST', '/online/toGrinderRecord/list', {}],
  ];
  test('401 without a token; 401 when the userId sent is another customer', async () => {
    for (const [method, path, body] of ROUTES) {
      expectFailure(await call(null, method, path, body), 401, /^token: /);
      const asOther =
        method === 'GET'
          ? await call(first, 'GET', `${path}?userId=${second.userId}`)
          : await call(first, 'POST', path, { ...(body as object), userId: second.userId });
      expectFailure(asOther, 401, /^userId: /);
    }
  });
});

describe('message centre', () => {
  test('lists own messages in the caller language, newest first, with unread count and filters', async () => {
    const a = await message(first.userId, 'system', 1);
    const b = await message(first.userId, 'order', 2);
    await message(second.userId, 'order', 9);
    const en = await page<MessagePage>(first, 'POST', LIST, {});
    assert.deepEqual(
      en.list.map((m) => m.id),
      [b, a],
    );
    assert.equal(en.list[0]?.subject, 'Order news 2');
    assert.equal(en.unreadCount, 2);
    const zh = await page<MessagePage>(first, 'POST', LIST, {}, 'zh');
    assert.equal(zh.list[0]?.subject, '订单消息 2');
    const orders = await page<MessagePage>(first, 'POST', LIST, { kind: 'order' });
    assert.deepEqual(
      orders.list.map((m) => m.id),
      [b],
    );
    expectFailure(await call(first, 'POST', LIST, { kind: 'spam' }), 400, /^kind: /);
  });

  test('read, read all, delete; the other customer cannot touch them (code 3, nothing changes)', async () => {
    const own = await message(first.userId, 'order', 3);
    const others = await message(second.userId, 'order', 4);
    expectFailure(await call(first, 'POST', '/operation/topmsg/updateMsgHasRead', { id: others }), 3, /^id: no message/);
    expectFailure(await call(first, 'POST', '/operation/topmsg/delete', { id: others }), 3, /^id: no message/);
    const [untouched] = await database.db.select().from(customerMessages).where(eq(customerMessages.id, others));
    assert.equal(untouched?.readAt, null);
    assert.equal(untouched?.deletedAt, null);

    assert.deepEqual(await data(first, 'POST', '/operation/topmsg/updateMsgHasRead', { id: own }), { updated: 1 });
    assert.deepEqual(await data(first, 'POST', '/operation/topmsg/updateMsgHasRead', { id: own }), { updated: 0 });
    const unread = await page<MessagePage>(first, 'POST', LIST, { unread: true });
    assert.ok(!unread.list.some((m) => m.id === own));

    const before = await data<Seen>(second, 'GET', SEE);
    await data(first, 'POST', '/operation/topmsg/updateAllMsgHasRead', {});
    assert.equal((await data<Seen>(first, 'GET', SEE)).unreadCount, 0);
    assert.equal((await data<Seen>(second, 'GET', SEE)).unreadCount, before.unreadCount, "marking all read leaves the other customer's messages alone");

    assert.deepEqual(await data(first, 'POST', '/operation/topmsg/delete', { id: own }), { removed: 1 });
    expectFailure(await call(first, 'POST', '/operation/topmsg/delete', { id: own }), 3, /^id: /);
    const after = await page<MessagePage>(first, 'POST', LIST, {});
    assert.ok(!after.list.some((m) => m.id === own));
    const [kept] = await database.db.select().from(customerMessages).where(eq(customerMessages.id, own));
    assert.ok(kept?.deletedAt, 'a deleted message is kept, marked deleted');
  });

  test('selectSeePC counts messages since updateSee; updateSee leaves read marks alone', async () => {
    const fresh = await createCustomer(database.db, 'Seer');
    await message(fresh.userId, 'order', 1);
    assert.deepEqual(await data<Seen>(fresh, 'GET', SEE), { unreadCount: 1, unseenCount: 1, seenAt: null });
    const seen = await data<Seen>(fresh, 'POST', '/user/overseasUser/updateSee', {});
    assert.equal(seen.unseenCount, 0);
    assert.equal(seen.unreadCount, 1);
    assert.ok(seen.seenAt);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await message(fresh.userId, 'order', 2);
    const later = await data<Seen>(fresh, 'GET', SEE);
    assert.equal(later.unseenCount, 1);
    assert.equal(later.unreadCount, 2);
  });

  test('a staff answer to a logged-in customer inquiry writes one message, once', async () => {
    const asker = await createCustomer(database.db, 'Asker');
    const [inquiry] = await database.db
      .insert(inquiries)
      .values({
        source: 'form',
        name: 'Asker',
        company: 'Lab',
        country: 'CN',
        email: 'a@example.com',
        phone: '123456',
        message: 'Price?',
        userId: asker.userId,
      })
      .returning({ id: inquiries.id });
    assert.ok(inquiry);
    const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
    const answer = async () =>
      (await requestEnvelope(app, 'POST', '/staff/inquiries/answer', { headers: staff, body: { id: inquiry.id, reply: 'In stock, ships in 3 days.' } }))
        .envelope;
    assert.equal((await answer()).code, 0);
    assert.equal((await answer()).code, 0);
    const list = await page<MessagePage>(asker, 'POST', LIST, {});
    assert.equal(list.totalCount, 1, 'answering twice writes one message');
    assert.equal(list.list[0]?.kind, 'inquiry');
    assert.match(list.list[0]?.body ?? '', /In stock, ships in 3 days/);
    assert.equal((await data<Seen>(asker, 'GET', SEE)).unreadCount, 1);
  });
});

interface AccountInfo {
  balance: number;
  creditLimit: number;
  amountOwed: number;
  availableCredit: number;
  nextDueAt: string | null;
}
interface Ledger {
  list: { id: number; kind: string; amount: number; orderNo: string }[];
  totalCount: number;
}
interface Invoice {
  id: number;
  state: string;
  amount: number;
  taxNumber: string;
  email: string;
}

describe('wallet', () => {
  test('account info and ledger follow the ledger entries; each customer only its own', async () => {
    const payer = await createCustomer(database.db, 'Payer');
    assert.deepEqual(await data<AccountInfo>(payer, 'GET', '/erp/getAccountInfo'), {
      currency: 'CNY',
      balance: 0,
      creditLimit: 0,
      amountOwed: 0,
      availableCredit: 0,
      nextDueAt: null,
    });
    await database.db.insert(walletAccounts).values({ userId: payer.userId, creditLimit: 10000 });
    const day = (d: string) => new Date(`${d}T10:00:00+08:00`);
    await database.db.insert(ledgerEntries).values([
      { userId: payer.userId, kind: 'invoice', amount: 1000.1, orderNo: 'SO1', documentNo: 'I1', occurredAt: day('2026-01-02'), dueAt: day('2026-02-01') },
      { userId: payer.userId, kind: 'invoice', amount: 500.2, orderNo: 'SO2', documentNo: 'I2', occurredAt: day('2026-01-10'), dueAt: day('2026-02-09') },
      { userId: payer.userId, kind: 'payment', amount: 1000.1, orderNo: 'SO1', documentNo: 'R1', occurredAt: day('2026-01-20'), dueAt: null },
    ]);
    const info = await data<AccountInfo>(payer, 'GET', '/erp/getAccountInfo');
    assert.equal(info.amountOwed, 500.2);
    assert.equal(info.balance, -500.2);
    assert.equal(info.availableCredit, 9499.8);
    assert.equal(info.nextDueAt, day('2026-02-09').toISOString());

    const all = await page<Ledger>(payer, 'GET', '/erp/getDebtDetail');
    assert.deepEqual(
      all.list.map((e) => e.orderNo),
      ['SO1', 'SO2', 'SO1'],
    );
    const january = await page<Ledger>(payer, 'GET', '/erp/getDebtDetail?from=2026-01-05&to=2026-01-10');
    assert.deepEqual(
      january.list.map((e) => e.orderNo),
      ['SO2'],
    );
    const payments = await page<Ledger>(payer, 'GET', '/erp/getDebtDetail?kind=payment');
    assert.equal(payments.totalCount, 1);
    expectFailure(await call(payer, 'GET', '/erp/getDebtDetail?from=2026-02-01&to=2026-01-01'), 400, /^to: /);
    expectFailure(await call(payer, 'GET', '/erp/getDebtDetail?from=2026-13-45'), 400, /^from: /);

    assert.equal((await page<Ledger>(second, 'GET', '/erp/getDebtDetail')).totalCount, 0, "the other customer sees none of the payer's ledger");
    assert.equal((await data<AccountInfo>(second, 'GET', '/erp/getAccountInfo')).amountOwed, 0);
  });

  test('invoice requests: clear field messages, stored pending, listed, cancelled; the other customer cannot cancel', async () => {
    const { orderNo } = await placeOrder(first, 3000);
    const valid = { orderNo, amount: 2960.5, title: 'Chen Lab', taxNumber: '91310000ma1fl0xx3k', type: 'special', email: ' Finance@Example.com ' };
    expectFailure(await call(first, 'POST', '/erp/invoiceRequest/submit', { ...valid, title: '  ' }), 400, /^title: please enter the invoice title/);
    expectFailure(await call(first, 'POST', '/erp/invoiceRequest/submit', { ...valid, taxNumber: '123' }), 400, /^taxNumber: must be 15–20/);
    expectFailure(await call(first, 'POST', '/erp/invoiceRequest/submit', { ...valid, amount: 0 }), 400, /^amount: must be more than 0/);
    expectFailure(await call(first, 'POST', '/erp/invoiceRequest/submit', { ...valid, amount: 1.234 }), 400, /^amount: must have at most 2 decimals/);
    expectFailure(await call(first, 'POST', '/erp/invoiceRequest/submit', { ...valid, type: 'vat' }), 400, /^type: must be ordinary or special/);
    expectFailure(await call(first, 'POST', '/erp/invoiceRequest/submit', { ...valid, email: 'finance@' }), 400, /^email: must be an email address/);

    const stored = await data<Invoice>(first, 'POST', '/erp/invoiceRequest/submit', valid);
    assert.equal(stored.state, 'pending');
    assert.equal(stored.taxNumber, '91310000MA1FL0XX3K');
    assert.equal(stored.email, 'finance@example.com');
    const listed = await page<{ list: Invoice[] }>(first, 'POST', '/erp/invoiceRequest/list', {});
    assert.deepEqual(
      listed.list.map((i) => i.id),
      [stored.id],
    );
    assert.equal((await page<{ list: Invoice[] }>(second, 'POST', '/erp/invoiceRequest/list', {})).list.length, 0);

    expectFailure(await call(second, 'POST', '/erp/invoiceRequest/cancel', { id: stored.id }), 3, /^id: no invoice request/);
    assert.equal((await page<{ list: Invoice[] }>(first, 'POST', '/erp/invoiceRequest/list', {})).list.length, 1);
    assert.deepEqual(await data(first, 'POST', '/erp/invoiceRequest/cancel', { id: stored.id }), { id: stored.id });
    assert.equal((await page<{ list: Invoice[] }>(first, 'POST', '/erp/invoiceRequest/list', {})).list.length, 0);
  });

  test("invoice requests: only the caller's own orders, up to what of each is not yet invoiced (docs/product.md §10.2)", async () => {
    const own = await placeOrder(first, 1000);
    const others = await placeOrder(second, 5000);
    const cancelled = await placeOrder(first, 800, 'canceled');
    const request = { amount: 100, title: 'Chen Lab', taxNumber: '91310000MA1FL0XX3K', type: 'ordinary', email: 'finance@example.com' };
    const submit = (orderNo: string, amount: number) => call(first, 'POST', '/erp/invoiceRequest/submit', { ...request, orderNo, amount });

    // Another customer's order, a made-up number and a number whose date is not the order's: no order of yours.
    expectFailure(await submit(others.orderNo, 100), 400, new RegExp(`^orderNo: ${others.orderNo} is not one of your orders$`));
    expectFailure(await submit('SO20990101999999', 100), 400, /^orderNo: /);
    expectFailure(await submit(own.orderNo.replace(/^SO\d{8}/, 'SO20000101'), 100), 400, /^orderNo: /);
    expectFailure(await submit('INV-1', 100), 400, /^orderNo: /);

    expectFailure(await submit(own.orderNo, 1000.01), 400, /^amount: at most 1000\.00 CNY of order /);
    assert.equal((await submit(own.orderNo.toLowerCase(), 600)).code, 0);
    expectFailure(await submit(own.orderNo, 400.01), 400, /^amount: at most 400\.00 CNY of order /);
    const rest = await data<Invoice>(first, 'POST', '/erp/invoiceRequest/submit', { ...request, orderNo: own.orderNo, amount: 400 });
    expectFailure(await submit(own.orderNo, 0.01), 400, /^amount: nothing of order .* is left to invoice/);

    // A rejected request gives its amount back; a withdrawn one is gone.
    await database.db.update(invoiceRequests).set({ state: 'rejected' }).where(eq(invoiceRequests.id, rest.id));
    assert.equal((await submit(own.orderNo, 400)).code, 0);
    expectFailure(await submit(cancelled.orderNo, 1), 400, /^amount: nothing of order /);
    assert.equal((await page<{ list: Invoice[] }>(second, 'POST', '/erp/invoiceRequest/list', {})).list.length, 0);
  });
});

/** An order of the customer for `total` CNY, as staff would see it: its number is what the shop prints. */
async function placeOrder(customer: TestCustomer, total: number, status: 'completed' | 'canceled' = 'completed'): Promise<{ orderNo: string }> {
  const address = {
    consignee: 'Mei Chen',
    mobile: '+8613800138000',
    country: 'CN',
    province: '',
    city: 'Shanghai',
    district: '',
    detail: '320 Yueyang Road',
    postcode: '',
    company: '',
  };
  const [order] = await database.db
    .insert(orders)
    .values({ userId: customer.userId, status, listAmount: total, goodsAmount: total, totalAmount: total, address })
    .returning({ id: orders.id, createdAt: orders.createdAt });
  assert.ok(order);
  return { orderNo: orderNoOf(order.id, order.createdAt) };
}

function codeSentTo(recipient: string): string {
  const mail = sent.findLast((candidate) => candidate.recipient === recipient);
  assert.ok(mail, `a message was sent to ${recipient}`);
  const match = /\b(\d{6})\b/.exec(mail.body);
  assert.ok(match, mail.body);
  return match[1] as string;
}

async function customerWithPassword(name: string, password: string): Promise<TestCustomer & { email: string }> {
  const customer = await createCustomer(database.db, name);
  await database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, customer.userId));
  const [row] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, customer.userId));
  return { ...customer, email: row?.email ?? '' };
}

const login = async (account: string, password: string) =>
  (await requestEnvelope(app, 'POST', '/overseas/login/password', { body: { account, password } })).envelope;

describe('account security', () => {
  test('password change with the current password ends the other devices only; passwords must match and not be empty', async () => {
    const customer = await customerWithPassword('Changer', 'old password 1');
    const otherDevice = login(customer.email, 'old password 1');
    const otherToken = ((await otherDevice).data as { token: string }).token;
    const change = '/user/overseasUser/updatePassword';
    expectFailure(
      await call(customer, 'POST', change, { oldPassword: 'old password 1', password: 'new password 2', confirmPassword: 'new password 3' }),
      400,
      /^confirmPassword: the passwords do not match/,
    );
    expectFailure(
      await call(customer, 'POST', change, { oldPassword: 'old password 1', password: '   ', confirmPassword: '   ' }),
      400,
      /^password: must not be blank/,
    );
    expectFailure(await call(customer, 'POST', change, { password: 'new password 2', confirmPassword: 'new password 2' }), 400, /^oldPassword: /);
    expectFailure(
      await call(customer, 'POST', change, { oldPassword: 'wrong one', password: 'new password 2', confirmPassword: 'new password 2' }),
      400,
      /^oldPassword: the current password is incorrect/,
    );

    assert.deepEqual(await data(customer, 'POST', change, { oldPassword: 'old password 1', password: 'new password 2', confirmPassword: 'new password 2' }), {
      otherSessionsEnded: 1,
    });
    assert.equal((await call({ ...customer, headers: { token: otherToken } }, 'GET', '/user/overseasUser/my')).code, 401, 'the other device is logged out');
    assert.equal((await call(customer, 'GET', '/user/overseasUser/my')).code, 0, 'this device stays logged in');
    assert.equal((await login(customer.email, 'old password 1')).code, 400);
    assert.equal((await login(customer.email, 'new password 2')).code, 0);
  });

  test('password change with a code sent to the own address', async () => {
    const customer = await customerWithPassword('Forgetful', 'old password 1');
    const sentInfo = await data<{ sentTo: string }>(customer, 'POST', '/user/overseasUser/sendSecurityCode', { channel: 'email' });
    assert.match(sentInfo.sentTo, /\*/);
    expectFailure(
      await call(customer, 'POST', '/user/overseasUser/sendSecurityCode', { channel: 'mobile' }),
      400,
      /^channel: the account has no mobile number/,
    );
    const code = codeSentTo(customer.email);
    const change = '/user/overseasUser/updatePassword';
    expectFailure(await call(customer, 'POST', change, { code, password: 'new password 2', confirmPassword: 'new password 2' }), 400, /^channel: /);
    expectFailure(
      await call(second, 'POST', change, { code, channel: 'email', password: 'new password 2', confirmPassword: 'new password 2' }),
      400,
      /^(code|channel): /,
    );
    await data(customer, 'POST', change, { code, channel: 'email', password: 'new password 2', confirmPassword: 'new password 2' });
    assert.equal((await login(customer.email, 'new password 2')).code, 0);
  });

  test('email change with a code sent to the new address; an address of another account is refused', async () => {
    const customer = await customerWithPassword('Mover', 'old password 1');
    const fresh = `moved-${customer.userId}@example.com`;
    await requestEnvelope(app, 'POST', '/overseas/login/email/getVerificationCode', { body: { email: fresh, purpose: 'change' } });
    expectFailure(
      await call(customer, 'POST', '/user/overseasUser/updateEmail', { email: fresh, code: '000000' === codeSentTo(fresh) ? '111111' : '000000' }),
      400,
      /^code: /,
    );
    const changed = await data<{ email: string }>(customer, 'POST', '/user/overseasUser/updateEmail', { email: fresh, code: codeSentTo(fresh) });
    assert.match(changed.email, /@example\.com$/);
    assert.equal((await login(fresh, 'old password 1')).code, 0);

    const [taken] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, second.userId));
    const takenEmail = taken?.email ?? '';
    await requestEnvelope(app, 'POST', '/overseas/login/email/getVerificationCode', { body: { email: takenEmail, purpose: 'change' } });
    expectFailure(
      await call(customer, 'POST', '/user/overseasUser/updateEmail', { email: takenEmail, code: codeSentTo(takenEmail) }),
      409,
      /^email: another account/,
    );
    expectFailure(await call(customer, 'POST', '/user/overseasUser/updateMobile', { mobile: '12', code: '123456' }), 400, /^mobile: must be a mobile number/);
  });
});

describe('customer level', () => {
  test('levelFor: thresholds, progress and the top level', () => {
    assert.deepEqual(levelFor(0), { level: 'standard', spent: 0, discount: 0, next: { level: 'silver', threshold: 10000, remaining: 10000 }, progress: 0 });
    assert.equal(levelFor(9999.99).level, 'standard');
    assert.equal(levelFor(10000).level, 'silver');
    assert.equal(levelFor(30000).progress, 50);
    assert.deepEqual(levelFor(250000).next, null);
    assert.equal(levelFor(250000).progress, 100);
  });

  test('from payments received, per customer', async () => {
    const spender = await createCustomer(database.db, 'Spender');
    await database.db.insert(ledgerEntries).values([
      { userId: spender.userId, kind: 'invoice', amount: 60000, documentNo: 'I', occurredAt: new Date() },
      { userId: spender.userId, kind: 'payment', amount: 55000, documentNo: 'R', occurredAt: new Date() },
    ]);
    const level = await data<{ level: string; spent: number }>(spender, 'GET', '/user/overseasUser/level');
    assert.equal(level.level, 'gold');
    assert.equal(level.spent, 55000);
    assert.equal((await data<{ level: string }>(second, 'GET', '/user/overseasUser/level')).level, 'standard');
  });
});

describe('service records and the demo customer', () => {
  test('each list shows its own kind of the own customer; the demo customer has a lived-in centre', async () => {
    // The demo customer's orders, and the ledger they make, are of the demo catalogue's goods.
    await seedCatalogue(database.db, { goods: 120 });
    await seedDemoCustomer(database.db);
    const [demo] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    assert.ok(demo);
    const token = ((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).data as { token: string }).token;
    const demoCustomer: TestCustomer = { userId: demo.id, token, headers: { token } };

    const experiments = await page<{ list: { kind: string; stages: { key: string; doneAt: string | null }[]; title: string }[] }>(
      demoCustomer,
      'POST',
      '/online/toExperimentProgress/list',
      {},
      'zh',
    );
    assert.ok(experiments.list.length >= 2);
    assert.ok(experiments.list.every((r) => r.kind === 'experiment' && r.stages.length === 5));
    assert.match(experiments.list[0]?.title ?? '', /细胞/);
    assert.ok((await page<{ list: unknown[] }>(demoCustomer, 'POST', '/online/toScanDetection/list', {})).list.length >= 2);
    assert.ok((await page<{ list: unknown[] }>(demoCustomer, 'POST', '/online/toGrinderRecord/list', {})).list.length >= 2);
    for (const path of ['/online/toExperimentProgress/list', '/online/toScanDetection/list', '/online/toGrinderRecord/list']) {
      assert.equal((await page<{ totalCount: number }>(second, 'POST', path, {})).totalCount, 0, `${path}: the other customer sees none`);
    }
    const recordCount = await database.db.$count(serviceRecords, eq(serviceRecords.userId, demo.id));
    assert.equal(recordCount, 7);

    const seen = await data<Seen>(demoCustomer, 'GET', SEE);
    assert.ok(seen.unreadCount >= 1, 'the demo customer has unread messages');
    const info = await data<AccountInfo>(demoCustomer, 'GET', '/erp/getAccountInfo');
    assert.ok(info.amountOwed > 0);
    assert.ok((await page<{ list: unknown[] }>(demoCustomer, 'POST', '/erp/invoiceRequest/list', {})).list.length >= 1);
  });
});
