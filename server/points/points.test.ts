import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pointsBalances, pointsLedger } from '../db/schema';
import { createCustomer, type TestCustomer } from '../testing/customer-fixtures';
import { seededApp } from '../testing/seeded-app';
import { requestEnvelope, type TestEnvelope } from '../testing/request';
import { answerExchange, awardOrderPoints, exchangeAnswered, pointsForAmount } from './points';
import type { CustomerMessage } from '../messages/customer-notifier';

const STAFF_TOKEN = 'staff-token-for-points-tests';
const STAFF = { authorization: `Bearer ${STAFF_TOKEN}` };

let item: { id: number; points: number };

const seeded = seededApp(60, { settings: { staffToken: STAFF_TOKEN } });

before(async () => {
  await seeded.ready;
  const { envelope } = await requestEnvelope(seeded.app, 'GET', '/online/toPointsMall/items');
  const list = (envelope.data as { list: { id: number; points: number }[] }).list;
  const first = list[0];
  if (!first) throw new Error('no points items seeded');
  item = first;
});

const SHIPPING = { consignee: 'Mei Chen', mobile: '13800138000', address: '320 Yueyang Road, Shanghai' };

async function exchange(customer: TestCustomer, body: Record<string, unknown> = {}, lang?: string): Promise<TestEnvelope> {
  return (
    await requestEnvelope(seeded.app, 'POST', '/online/toPointsOrder/exchange', {
      headers: customer.headers,
      body: { itemId: item.id, quantity: 1, ...SHIPPING, ...body },
      ...(lang ? { lang } : {}),
    })
  ).envelope;
}

async function balance(customer: TestCustomer): Promise<number> {
  const { envelope } = await requestEnvelope(seeded.app, 'GET', '/online/toPointsOrder/balance', { headers: customer.headers });
  assert.equal(envelope.code, 0, envelope.msg);
  return (envelope.data as { balance: number }).balance;
}

async function ledgerSum(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(pointsLedger.change) })
    .from(pointsLedger)
    .where(eq(pointsLedger.customerId, customerId));
  return Number(row?.total ?? 0);
}

async function completeOrder(customer: TestCustomer, orderNo: string, amountCny: number) {
  const { envelope } = await requestEnvelope(seeded.app, 'POST', '/staff/points/order-completed', {
    headers: STAFF,
    body: { customerId: customer.userId, orderNo, amountCny },
  });
  assert.equal(envelope.code, 0, envelope.msg);
  return envelope.data as { awarded: number; balance: number };
}

describe('points', () => {
  test('a completed order earns 1 point per full CNY 1, once per order', async () => {
    assert.equal(pointsForAmount(1299.5), 1299);
    assert.equal(pointsForAmount(0.99), 0);
    const customer = await createCustomer(seeded.db);
    assert.deepEqual(await completeOrder(customer, 'SO-1001', 1299.5), { awarded: 1299, balance: 1299 });
    assert.deepEqual(await completeOrder(customer, 'SO-1001', 1299.5), { awarded: 0, balance: 1299 });
    const again = await seeded.db.transaction((tx) => awardOrderPoints(tx, { customerId: customer.userId, orderNo: 'SO-1002', amountCny: 10 }));
    assert.equal(again, 10);
    assert.equal(await balance(customer), 1309);
    assert.equal(await ledgerSum(seeded.db, customer.userId), 1309);
  });

  test('the staff endpoints need the staff token', async () => {
    const customer = await createCustomer(seeded.db);
    const { envelope } = await requestEnvelope(seeded.app, 'POST', '/staff/points/grant', {
      headers: customer.headers,
      body: { customerId: customer.userId, points: 5 },
    });
    assert.equal(envelope.code, 401);
  });

  test('an exchange spends points and waits for approval; approval sends a message', async () => {
    const customer = await createCustomer(seeded.db);
    await completeOrder(customer, `SO-${customer.userId}-a`, item.points * 2);
    const answer = await exchange(customer, { quantity: 2 });
    assert.equal(answer.code, 0, answer.msg);
    const exchanged = answer.data as { id: number; points: number; balance: number; status: string };
    assert.deepEqual(
      { points: exchanged.points, balance: exchanged.balance, status: exchanged.status },
      { points: item.points * 2, balance: 0, status: 'pending' },
    );

    const { envelope: detail } = await requestEnvelope(seeded.app, 'GET', `/online/toPointsOrder/pointsOrderDetail?id=${exchanged.id}`, {
      headers: customer.headers,
      lang: 'zh',
    });
    assert.equal((detail.data as { status: string }).status, 'pending');
    const { envelope: count } = await requestEnvelope(seeded.app, 'GET', '/online/toPointsOrder/pointsOrderCount', { headers: customer.headers });
    assert.deepEqual(count.data, { pending: 1, approved: 0, rejected: 0, total: 1 });

    const sent: CustomerMessage[] = [];
    const answered = await answerExchange(seeded.db, { id: exchanged.id, decision: 'approve' }, { notify: async (_db, message) => void sent.push(message) });
    assert.equal(answered.status, 'approved');
    assert.equal(sent[0]?.kind, 'exchange');
    assert.match(sent[0]?.subject.en ?? '', /approved/);
    assert.match(sent[0]?.subject.zh ?? '', /已通过/);
    assert.equal(await balance(customer), 0, 'approval keeps the points spent');
  });

  test('a rejected exchange returns its points, as one ledger row', async () => {
    const customer = await createCustomer(seeded.db);
    await completeOrder(customer, `SO-${customer.userId}-b`, item.points);
    const { id } = (await exchange(customer)).data as { id: number };
    assert.equal(await balance(customer), 0);
    const { envelope } = await requestEnvelope(seeded.app, 'POST', '/staff/exchanges/answer', {
      headers: STAFF,
      body: { id, decision: 'reject', note: 'out of stock' },
    });
    assert.equal(envelope.code, 0, envelope.msg);
    assert.equal(await balance(customer), item.points);
    const { envelope: again } = await requestEnvelope(seeded.app, 'POST', '/staff/exchanges/answer', { headers: STAFF, body: { id, decision: 'reject' } });
    assert.equal((again.data as { status: string }).status, 'rejected');
    assert.equal(await balance(customer), item.points, 'a second answer returns nothing more');
    const { envelope: ledger } = await requestEnvelope(seeded.app, 'GET', '/online/toPointsOrder/ledger', { headers: customer.headers });
    assert.deepEqual(
      ledger.page?.list.map((entry) => (entry as { reason: string; change: number }).reason),
      ['refund', 'exchange', 'order'],
    );
    assert.equal(await ledgerSum(seeded.db, customer.userId), item.points);
  });

  test('an exchange beyond the balance is refused at the boundary, in both languages', async () => {
    const customer = await createCustomer(seeded.db);
    await completeOrder(customer, `SO-${customer.userId}-c`, item.points - 1);
    const refused = await exchange(customer);
    assert.equal(refused.code, 400);
    assert.equal(refused.msg, `points: not enough points (${item.points - 1} available, ${item.points} needed)`);
    const zh = await exchange(customer, {}, 'zh');
    assert.match(zh.msg, /^points：积分不足/);
    await completeOrder(customer, `SO-${customer.userId}-d`, 1);
    assert.equal((await exchange(customer)).code, 0, 'exactly enough');
    const nothing = await createCustomer(seeded.db);
    assert.equal((await exchange(nothing)).msg, `points: not enough points (0 available, ${item.points} needed)`);
  });

  test('50 concurrent exchanges against a balance that covers 10 give exactly 10 accepted', async () => {
    const customer = await createCustomer(seeded.db);
    await requestEnvelope(seeded.app, 'POST', '/staff/points/grant', {
      headers: STAFF,
      body: { customerId: customer.userId, points: item.points * 10 + item.points - 1 },
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => exchange(customer)));
    assert.equal(answers.filter((answer) => answer.code === 0).length, 10);
    assert.equal(answers.filter((answer) => answer.code === 400).length, 40);
    const [row] = await seeded.db.select().from(pointsBalances).where(eq(pointsBalances.customerId, customer.userId));
    assert.equal(row?.balance, item.points - 1);
    assert.equal(await ledgerSum(seeded.db, customer.userId), row?.balance);
  });

  test('bad input is named', async () => {
    const customer = await createCustomer(seeded.db);
    for (const [field, value] of [
      ['quantity', 0],
      ['quantity', 100],
      ['mobile', 'abc'],
      ['address', ''],
    ] as const) {
      const answer = await exchange(customer, { [field]: value });
      assert.equal(answer.code, 400, `${field}=${value}`);
      assert.match(answer.msg, new RegExp(`^${field}: `));
    }
    assert.equal((await exchange(customer, { itemId: 999_999 })).code, 3);
    const { envelope } = await requestEnvelope(seeded.app, 'POST', '/online/toPointsOrder/exchange', { body: { itemId: item.id, ...SHIPPING } });
    assert.equal(envelope.code, 401);
  });

  test("another customer's points order is not found", async () => {
    const owner = await createCustomer(seeded.db);
    await completeOrder(owner, `SO-${owner.userId}-e`, item.points);
    const { id } = (await exchange(owner)).data as { id: number };
    const other = await createCustomer(seeded.db);
    const { envelope } = await requestEnvelope(seeded.app, 'GET', `/online/toPointsOrder/pointsOrderDetail?id=${id}`, { headers: other.headers });
    assert.equal(envelope.code, 3);
    const { envelope: list } = await requestEnvelope(seeded.app, 'GET', '/online/toPointsOrder/pointsOrderList', { headers: other.headers });
    assert.equal(list.page?.totalCount, 0);
  });

  test('the rejection message names the points returned, in both languages', () => {
    const message = exchangeAnswered({ id: 9, customerId: 1, points: 300, titleEn: 'Lab notebook', titleZh: '实验记录本' }, 'rejected', 'out of stock');
    assert.match(message.body.en, /300 points were returned/);
    assert.match(message.body.zh, /300 积分已退回/);
    assert.equal(message.link, '/integralOrder-details?id=9');
  });
});
