/**
 * The personal centre's message centre and account security (docs/product.md §10.1, §10.3), and
 * the login every centre route needs. Two customers throughout: the second must never read, mark
 * or delete the first one's messages, whatever ids it sends. The wallet, invoice requests, level
 * and service records are in centre-wallet.test.ts.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { customerMessages, inquiries, inquiryMessages, users } from '../db/schema';
import { hashPassword } from '../accounts/passwords';
import { createCustomer, type TestCustomer } from '../testing/customer-fixtures';
import { requestEnvelope } from '../testing/request';
import type { MessagePage } from '../../contract/messages';
import { createCustomerMessage } from './create-message';
import { SEE, STAFF_TOKEN, centreTestKit, expectFailure, type Method, type Seen } from './centre-test-kit';

const kit = centreTestKit();
const { call, data, page, login } = kit;

const LIST = '/operation/topmsg/listmsg';

const message = (customerId: number, kind: 'order' | 'system' = 'order', n = 1) =>
  createCustomerMessage(kit.db, {
    customerId,
    kind,
    subject: { en: `Order news ${n}`, zh: `订单消息 ${n}` },
    body: { en: `Body ${n}`, zh: `正文 ${n}` },
    link: '/my-order',
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
          ? await call(kit.first, 'GET', `${path}?userId=${kit.second.userId}`)
          : await call(kit.first, 'POST', path, { ...(body as object), userId: kit.second.userId });
      expectFailure(asOther, 401, /^userId: /);
    }
  });
});

describe('message centre', () => {
  test('lists own messages in the caller language, newest first, with unread count and filters', async () => {
    const a = await message(kit.first.userId, 'system', 1);
    const b = await message(kit.first.userId, 'order', 2);
    await message(kit.second.userId, 'order', 9);
    const en = await page<MessagePage>(kit.first, 'POST', LIST, {});
    assert.deepEqual(
      en.list.map((m) => m.id),
      [b, a],
    );
    assert.equal(en.list[0]?.subject, 'Order news 2');
    assert.equal(en.unreadCount, 2);
    const zh = await page<MessagePage>(kit.first, 'POST', LIST, {}, 'zh');
    assert.equal(zh.list[0]?.subject, '订单消息 2');
    const orders = await page<MessagePage>(kit.first, 'POST', LIST, { kind: 'order' });
    assert.deepEqual(
      orders.list.map((m) => m.id),
      [b],
    );
    expectFailure(await call(kit.first, 'POST', LIST, { kind: 'spam' }), 400, /^kind: /);
  });

  test('read, read all, delete; the other customer cannot touch them (code 3, nothing changes)', async () => {
    const own = await message(kit.first.userId, 'order', 3);
    const others = await message(kit.second.userId, 'order', 4);
    expectFailure(await call(kit.first, 'POST', '/operation/topmsg/updateMsgHasRead', { id: others }), 3, /^id: no message/);
    expectFailure(await call(kit.first, 'POST', '/operation/topmsg/delete', { id: others }), 3, /^id: no message/);
    const [untouched] = await kit.db.select().from(customerMessages).where(eq(customerMessages.id, others));
    assert.equal(untouched?.readAt, null);
    assert.equal(untouched?.deletedAt, null);

    assert.deepEqual(await data(kit.first, 'POST', '/operation/topmsg/updateMsgHasRead', { id: own }), { updated: 1 });
    assert.deepEqual(await data(kit.first, 'POST', '/operation/topmsg/updateMsgHasRead', { id: own }), { updated: 0 });
    const unread = await page<MessagePage>(kit.first, 'POST', LIST, { unread: true });
    assert.ok(!unread.list.some((m) => m.id === own));

    const before = await data<Seen>(kit.second, 'GET', SEE);
    await data(kit.first, 'POST', '/operation/topmsg/updateAllMsgHasRead', {});
    assert.equal((await data<Seen>(kit.first, 'GET', SEE)).unreadCount, 0);
    assert.equal((await data<Seen>(kit.second, 'GET', SEE)).unreadCount, before.unreadCount, "marking all read leaves the other customer's messages alone");

    assert.deepEqual(await data(kit.first, 'POST', '/operation/topmsg/delete', { id: own }), { removed: 1 });
    expectFailure(await call(kit.first, 'POST', '/operation/topmsg/delete', { id: own }), 3, /^id: /);
    const after = await page<MessagePage>(kit.first, 'POST', LIST, {});
    assert.ok(!after.list.some((m) => m.id === own));
    const [kept] = await kit.db.select().from(customerMessages).where(eq(customerMessages.id, own));
    assert.ok(kept?.deletedAt, 'a deleted message is kept, marked deleted');
  });

  test('selectSeePC counts messages since updateSee; updateSee leaves read marks alone', async () => {
    const fresh = await createCustomer(kit.db, 'Seer');
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
    const asker = await createCustomer(kit.db, 'Asker');
    const [inquiry] = await kit.db
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
      (await requestEnvelope(kit.app, 'POST', '/staff/inquiries/answer', { headers: staff, body: { id: inquiry.id, reply: 'In stock, ships in 3 days.' } }))
        .envelope;
    assert.equal((await answer()).code, 0);
    assert.equal((await answer()).code, 0);
    const list = await page<MessagePage>(asker, 'POST', LIST, {});
    assert.equal(list.totalCount, 1, 'the same reply sent twice writes one message');
    const thread = await kit.db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, inquiry.id));
    assert.deepEqual(
      thread.map((message) => [message.author, message.authorName, message.body]),
      [['staff', null, 'In stock, ships in 3 days.']],
      'a command-line reply joins the thread once, from the sales team',
    );
    assert.equal(list.list[0]?.kind, 'inquiry');
    assert.match(list.list[0]?.body ?? '', /In stock, ships in 3 days/);
    assert.equal((await data<Seen>(asker, 'GET', SEE)).unreadCount, 1);
  });
});

function codeSentTo(recipient: string): string {
  const mail = kit.sent.findLast((candidate) => candidate.recipient === recipient);
  assert.ok(mail, `a message was sent to ${recipient}`);
  const match = /\b(\d{6})\b/.exec(mail.body);
  assert.ok(match, mail.body);
  return match[1] as string;
}

async function customerWithPassword(name: string, password: string): Promise<TestCustomer & { email: string }> {
  const customer = await createCustomer(kit.db, name);
  await kit.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, customer.userId));
  const [row] = await kit.db.select({ email: users.email }).from(users).where(eq(users.id, customer.userId));
  return { ...customer, email: row?.email ?? '' };
}

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
      await call(kit.second, 'POST', change, { code, channel: 'email', password: 'new password 2', confirmPassword: 'new password 2' }),
      400,
      /^(code|channel): /,
    );
    await data(customer, 'POST', change, { code, channel: 'email', password: 'new password 2', confirmPassword: 'new password 2' });
    assert.equal((await login(customer.email, 'new password 2')).code, 0);
  });

  test('email change with a code sent to the new address; an address of another account is refused', async () => {
    const customer = await customerWithPassword('Mover', 'old password 1');
    const fresh = `moved-${customer.userId}@example.com`;
    await requestEnvelope(kit.app, 'POST', '/overseas/login/email/getVerificationCode', { body: { email: fresh, purpose: 'change' } });
    expectFailure(
      await call(customer, 'POST', '/user/overseasUser/updateEmail', { email: fresh, code: '000000' === codeSentTo(fresh) ? '111111' : '000000' }),
      400,
      /^code: /,
    );
    const changed = await data<{ email: string }>(customer, 'POST', '/user/overseasUser/updateEmail', { email: fresh, code: codeSentTo(fresh) });
    assert.match(changed.email, /@example\.com$/);
    assert.equal((await login(fresh, 'old password 1')).code, 0);

    const [taken] = await kit.db.select({ email: users.email }).from(users).where(eq(users.id, kit.second.userId));
    const takenEmail = taken?.email ?? '';
    await requestEnvelope(kit.app, 'POST', '/overseas/login/email/getVerificationCode', { body: { email: takenEmail, purpose: 'change' } });
    expectFailure(
      await call(customer, 'POST', '/user/overseasUser/updateEmail', { email: takenEmail, code: codeSentTo(takenEmail) }),
      409,
      /^email: another account/,
    );
    expectFailure(await call(customer, 'POST', '/user/overseasUser/updateMobile', { mobile: '12', code: '123456' }), 400, /^mobile: must be a mobile number/);
  });
});
