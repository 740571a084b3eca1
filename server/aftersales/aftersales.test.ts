/**
 * After-sales requests and evaluations through the API (docs/product.md §12): the allowed quantity
 * at its boundary, two requests at once, cancel while pending, staff answers, evaluations only of
 * delivered lines and one per line, and a second customer who can neither read nor change the
 * first one's requests, lines or evaluations.
 */
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { goods, orderEvaluations, skus } from '../db/schema';
import { DEMO_CUSTOMER, seedDemoCustomer } from '../seed/demo-customer';
import { issueToken } from '../accounts/customer-tokens';
import { users } from '../db/schema';
import { createCustomer, type TestCustomer } from '../testing/customer-fixtures';
import { dataAs, envelopeAs, type TestEnvelope } from '../testing/request';
import { seededApp } from '../testing/seeded-app';
import { pdfOf, uploaderOf } from '../testing/uploads';
import type { OrderDetail, OrderSubmitted } from '../../contract/orders';
import type { AfterSalesCount, AfterSalesDetail, AfterSalesSummary, AllowedQuantity } from '../../contract/aftersales';
import type { EvaluableLine, EvaluationSaved, GoodsEvaluations } from '../../contract/evaluations';

const STAFF_TOKEN = 'staff-token-for-aftersales-tests-0123456789';

// The uploads of the attachment test are written to the file's own data directory.
const seeded = seededApp(300, { settings: { staffToken: STAFF_TOKEN }, dataDir: true });
let sellable: { id: number; skuId: number }[];

const call = (customer: TestCustomer | null, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<TestEnvelope> =>
  envelopeAs(seeded.app, customer, method, path, { body });
const data = <T>(customer: TestCustomer, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> =>
  dataAs<T>(seeded.app, customer, method, path, { body });
const staff = <T>(path: string, body: unknown): Promise<T> => seeded.data<T>('POST', path, { body, headers: { authorization: `Bearer ${STAFF_TOKEN}` } });

/** A customer's order of 3 × one item and 2 × another, delivered as `deliver` says. */
async function orderOf(customer: TestCustomer, deliver: 'all' | 'part' | 'none' = 'all'): Promise<OrderDetail> {
  const lines = [
    { id: sellable[0]!.id, skuId: sellable[0]!.skuId, quantity: 3 },
    { id: sellable[1]!.id, skuId: sellable[1]!.skuId, quantity: 2 },
  ];
  for (const line of lines) await data(customer, 'POST', '/online/toGoodsCar/addCar', line);
  const address = await data<{ id: number }>(customer, 'POST', '/user/tbmailinginfo/addAddress', {
    consignee: 'Jane Doe',
    mobile: '13800138000',
    country: 'CN',
    province: 'Jiangsu',
    city: 'Nanjing',
    district: 'Jiangning',
    detail: '12 Science Park Road',
  });
  const submitted = await data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', {
    goods: lines.map(({ id, skuId }) => ({ id, skuId })),
    addressId: address.id,
  });
  let order = await data<OrderDetail>(customer, 'GET', `/online/toGoodsOrder/detail?id=${submitted.orderId}`);
  if (deliver === 'all') await staff('/staff/orders/deliver', { id: order.id, lotBatch: 'LOT-A1' });
  if (deliver === 'part') await staff('/staff/orders/deliver', { id: order.id, lines: [{ lineId: order.lines[0]!.id, quantity: 1, lotBatch: 'LOT-A1' }] });
  order = await data<OrderDetail>(customer, 'GET', `/online/toGoodsOrder/detail?id=${submitted.orderId}`);
  return order;
}

function request(order: OrderDetail, quantity: number, line = 0): Record<string, unknown> {
  return {
    orderId: order.id,
    lines: [{ orderLineId: order.lines[line]!.id, quantity }],
    type: 'return',
    reason: 'damaged',
    description: 'The vial arrived cracked.',
    attachments: [],
  };
}

before(async () => {
  await seeded.ready;
  const rows = await seeded.db
    .select({ id: goods.id, skuId: sql<number>`min(${skus.id})` })
    .from(goods)
    .innerJoin(skus, eq(skus.goodsId, goods.id))
    .where(and(eq(goods.onShelfFlag, true), notInArray(goods.inventoryStatus, [-1, -2, -4]), sql`${skus.skuPrice} > 0`))
    .groupBy(goods.id)
    .orderBy(asc(goods.id))
    .limit(2);
  sellable = rows.map((row) => ({ id: row.id, skuId: Number(row.skuId) }));
  assert.equal(sellable.length, 2, 'the seed has sellable goods with SKUs');
});

describe('after-sales requests', () => {
  test('the allowed quantity at its boundary: allowed + 1 is refused naming the field, allowed is accepted, then nothing is left', async () => {
    const customer = await createCustomer(seeded.db);
    const order = await orderOf(customer);
    const lineId = order.lines[0]!.id;
    const before = await data<AllowedQuantity>(customer, 'GET', `/online/toOrderService/checkAftermarketQuantity?orderLineId=${lineId}`);
    assert.deepEqual(before, { orderLineId: lineId, delivered: 3, claimed: 0, allowed: 3 });

    const first = await data<AfterSalesDetail>(customer, 'POST', '/online/toOrderService/subAftermarket', request(order, 1));
    assert.equal(first.status, 'pending');
    assert.equal(first.canCancel, true);
    assert.deepEqual(first.attachments, []);
    assert.equal((await data<AllowedQuantity>(customer, 'GET', `/online/toOrderService/checkAftermarketQuantity?orderLineId=${lineId}`)).allowed, 2);

    const over = await call(customer, 'POST', '/online/toOrderService/subAftermarket', request(order, 3));
    assert.equal(over.code, 400);
    assert.match(over.msg, /^lines\.0\.quantity: at most 2 of .* can be requested/);
    await data(customer, 'POST', '/online/toOrderService/subAftermarket', request(order, 2));
    const none = await call(customer, 'POST', '/online/toOrderService/subAftermarket', request(order, 1));
    assert.equal(none.code, 400);
    assert.match(none.msg, /^lines\.0\.quantity: no units of .* are left/);
    assert.equal((await data<AllowedQuantity>(customer, 'GET', `/online/toOrderService/checkAftermarketQuantity?orderLineId=${lineId}`)).allowed, 0);

    // Cancelling gives the units back; a rejected request too.
    await data(customer, 'DELETE', '/online/toOrderService/cancelAftermarket', { id: first.id });
    assert.equal((await data<AllowedQuantity>(customer, 'GET', `/online/toOrderService/checkAftermarketQuantity?orderLineId=${lineId}`)).allowed, 1);
  });

  test('only delivered units count: a partly delivered line allows what shipped, an undelivered order nothing', async () => {
    const customer = await createCustomer(seeded.db);
    const partial = await orderOf(customer, 'part');
    assert.equal(
      (await data<AllowedQuantity>(customer, 'GET', `/online/toOrderService/checkAftermarketQuantity?orderLineId=${partial.lines[0]!.id}`)).allowed,
      1,
    );
    const unshipped = await call(customer, 'POST', '/online/toOrderService/subAftermarket', request(partial, 1, 1));
    assert.equal(unshipped.code, 400);
    assert.match(unshipped.msg, /^lines\.0\.quantity: no units/);
    const pending = await orderOf(customer, 'none');
    const refused = await call(customer, 'POST', '/online/toOrderService/subAftermarket', request(pending, 1));
    assert.equal(refused.code, 400);
    assert.match(refused.msg, /^orderId: .*has not been delivered/);
  });

  test('two requests at once cannot together exceed the allowed quantity', async () => {
    const customer = await createCustomer(seeded.db);
    const order = await orderOf(customer);
    const answers = await Promise.all([
      call(customer, 'POST', '/online/toOrderService/subAftermarket', request(order, 2)),
      call(customer, 'POST', '/online/toOrderService/subAftermarket', request(order, 2)),
    ]);
    assert.deepEqual(answers.map((answer) => answer.code).sort(), [0, 400], answers.map((answer) => answer.msg).join(' | '));
    const allowed = await data<AllowedQuantity>(customer, 'GET', `/online/toOrderService/checkAftermarketQuantity?orderLineId=${order.lines[0]!.id}`);
    assert.deepEqual({ claimed: allowed.claimed, allowed: allowed.allowed }, { claimed: 2, allowed: 1 });
  });

  test('list, counts, detail with timeline; staff accept and complete; cancel only while pending', async () => {
    const customer = await createCustomer(seeded.db);
    const order = await orderOf(customer);
    const a = await data<AfterSalesDetail>(customer, 'POST', '/online/toOrderService/subAftermarket', request(order, 1));
    const b = await data<AfterSalesDetail>(customer, 'POST', '/online/toOrderService/subAftermarket', {
      ...request(order, 1, 1),
      type: 'refund',
      reason: 'quality',
    });
    await staff('/staff/aftersales/answer', { id: a.id, status: 'accepted', reply: 'Please send the vial back.' });
    const refusedCancel = await call(customer, 'DELETE', '/online/toOrderService/cancelAftermarket', { id: a.id });
    assert.equal(refusedCancel.code, 400);
    assert.match(refusedCancel.msg, /^id: .*only a request pending review can be canceled/);
    await staff('/staff/aftersales/answer', { id: a.id, status: 'completed', reply: 'Refunded.' });
    const notAgain = await seeded.request('POST', '/staff/aftersales/answer', {
      body: { id: a.id, status: 'rejected' },
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    });
    assert.equal(notAgain.envelope.code, 400);

    const detail = await data<AfterSalesDetail>(customer, 'POST', '/online/toOrderService/aftermarketDetail', { id: a.id });
    assert.deepEqual(
      detail.timeline.map((event) => event.status),
      ['pending', 'accepted', 'completed'],
    );
    assert.equal(detail.staffReply, 'Refunded.');
    assert.equal(detail.canCancel, false);

    const counts = await data<AfterSalesCount>(customer, 'GET', '/online/toOrderService/getAftermarketOrderCount');
    assert.deepEqual(counts, { all: 2, pending: 1, accepted: 0, rejected: 0, completed: 1, canceled: 0 });
    const pendingOnly = await data<{ list: AfterSalesSummary[]; totalCount: number }>(customer, 'POST', '/online/toOrderService/aftermarketList', {
      status: 'pending',
    });
    assert.deepEqual(
      pendingOnly.list.map((item) => item.id),
      [b.id],
    );
    const all = await data<{ list: AfterSalesSummary[]; totalCount: number }>(customer, 'POST', '/online/toOrderService/aftermarketList', {});
    assert.equal(all.totalCount, 2);
  });

  test('bad input is refused naming the field; nothing is stored', async () => {
    const customer = await createCustomer(seeded.db);
    const order = await orderOf(customer);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ type: 'swap' }, /^type: must be one of return, refund, exchange/],
      [{ reason: '' }, /^reason: /],
      [{ lines: [] }, /^lines: must hold at least one line/],
      [{ lines: [{ orderLineId: order.lines[0]!.id, quantity: 0 }] }, /^lines\.0\.quantity: must be at least 1/],
      [{ description: 'x'.repeat(501) }, /^description: must be at most 500 characters/],
      [{ attachments: ['../etc/passwd'] }, /^attachments\.0: must be upload ids/],
    ];
    for (const [fields, message] of cases) {
      const envelope = await call(customer, 'POST', '/online/toOrderService/subAftermarket', { ...request(order, 1), ...fields });
      assert.equal(envelope.code, 400, JSON.stringify(fields));
      assert.match(envelope.msg, message);
    }
    assert.equal((await data<AfterSalesCount>(customer, 'GET', '/online/toOrderService/getAftermarketOrderCount')).all, 0);
  });

  test("photos attached are the customer's own uploads, named on the request; another customer's file is refused", async () => {
    const owner = await createCustomer(seeded.db);
    const other = await createCustomer(seeded.db);
    const order = await orderOf(owner);
    const { uploadWhole } = uploaderOf(seeded.app);
    const own = (await uploadWhole(owner, { bytes: pdfOf(20_000), fileName: 'cracked vial.pdf' })).file!;
    const foreign = (await uploadWhole(other, { bytes: pdfOf(20_000), fileName: 'not yours.pdf' })).file!;

    const refused = await call(owner, 'POST', '/online/toOrderService/subAftermarket', { ...request(order, 1), attachments: [own.id, foreign.id] });
    assert.deepEqual([refused.code, refused.msg], [400, 'attachments: every file must be one you uploaded']);
    assert.equal((await data<AfterSalesCount>(owner, 'GET', '/online/toOrderService/getAftermarketOrderCount')).all, 0, 'nothing stored');

    const stored = await data<AfterSalesDetail>(owner, 'POST', '/online/toOrderService/subAftermarket', {
      ...request(order, 1),
      attachments: [own.id, own.id],
    });
    assert.deepEqual(
      stored.attachments.map((file) => [file.id, file.name]),
      [[own.id, 'cracked vial.pdf']],
    );
    const read = await data<AfterSalesDetail>(owner, 'POST', '/online/toOrderService/aftermarketDetail', { id: stored.id });
    assert.deepEqual(
      read.attachments.map((file) => file.name),
      ['cracked vial.pdf'],
    );
  });

  test("a second customer can neither read, cancel nor open requests on the first one's orders", async () => {
    const owner = await createCustomer(seeded.db);
    const other = await createCustomer(seeded.db);
    const order = await orderOf(owner);
    const mine = await data<AfterSalesDetail>(owner, 'POST', '/online/toOrderService/subAftermarket', request(order, 1));

    assert.equal((await call(other, 'POST', '/online/toOrderService/aftermarketDetail', { id: mine.id })).code, 3);
    assert.equal((await call(other, 'DELETE', '/online/toOrderService/cancelAftermarket', { id: mine.id })).code, 3);
    assert.equal((await call(other, 'POST', '/online/toOrderService/subAftermarket', request(order, 1))).code, 3);
    assert.equal((await call(other, 'GET', `/online/toOrderService/checkAftermarketQuantity?orderLineId=${order.lines[0]!.id}`)).code, 3);
    assert.equal((await data<{ totalCount: number }>(other, 'POST', '/online/toOrderService/aftermarketList', {})).totalCount, 0);
    assert.equal((await call(null, 'POST', '/online/toOrderService/aftermarketList', {})).code, 401);
    assert.equal((await data<AfterSalesDetail>(owner, 'POST', '/online/toOrderService/aftermarketDetail', { id: mine.id })).status, 'pending', 'still pending');
  });
});

describe('evaluations', () => {
  test('only delivered lines; one per line, saving again changes it; the goods list shows count and average', async () => {
    const customer = await createCustomer(seeded.db, 'Mei Chen');
    const pending = await orderOf(customer, 'none');
    const notYet = await call(customer, 'POST', '/online/toOrderComments/saveOrderComments', {
      orderLineId: pending.lines[0]!.id,
      rating: 5,
      content: 'Great antibody.',
    });
    assert.equal(notYet.code, 400);
    assert.match(notYet.msg, /^orderLineId: .*once it has been delivered/);

    const order = await orderOf(customer);
    const lineId = order.lines[0]!.id;
    const goodsId = order.lines[0]!.goodsId!;
    const baseline = await data<GoodsEvaluations>(customer, 'POST', '/online/togoodscomment/search', { goodsId });

    const waiting = await data<{ list: EvaluableLine[] }>(customer, 'POST', '/online/toOrderComments/myEvaluations', { state: 'waiting' });
    assert.ok(
      waiting.list.some((line) => line.orderLineId === lineId),
      'the delivered line waits for an evaluation',
    );
    assert.ok(!waiting.list.some((line) => line.orderLineId === pending.lines[0]!.id), 'an undelivered line does not');

    const created = await data<EvaluationSaved>(customer, 'POST', '/online/toOrderComments/saveOrderComments', {
      orderLineId: lineId,
      rating: 4,
      content: 'Clean bands.',
      anonymous: true,
    });
    assert.equal(created.created, true);
    assert.equal(created.goodsId, goodsId);
    const changed = await data<EvaluationSaved>(customer, 'POST', '/online/toOrderComments/saveOrderComments', {
      orderLineId: lineId,
      rating: 2,
      content: 'Weaker on the second lot.',
    });
    assert.deepEqual({ id: changed.id, created: changed.created }, { id: created.id, created: false });
    const rows = await seeded.db.select().from(orderEvaluations).where(eq(orderEvaluations.orderLineId, lineId));
    assert.equal(rows.length, 1, 'one evaluation per line');

    const list = await data<GoodsEvaluations>(customer, 'POST', '/online/togoodscomment/search', { goodsId });
    assert.equal(list.totalCount, baseline.totalCount + 1);
    assert.equal(list.list[0]?.content, 'Weaker on the second lot.');
    assert.equal(list.list[0]?.author, 'Mei Chen');
    const given = await data<{ list: EvaluableLine[] }>(customer, 'POST', '/online/toOrderComments/myEvaluations', { state: 'given' });
    assert.equal(given.list.find((line) => line.orderLineId === lineId)?.evaluation?.rating, 2);
  });

  test('anonymous authors are masked; ratings and text are checked naming the field', async () => {
    const customer = await createCustomer(seeded.db, 'Anna Smith');
    const order = await orderOf(customer);
    const lineId = order.lines[1]!.id;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ rating: 0 }, /^rating: must be 1 to 5/],
      [{ rating: 6 }, /^rating: must be 1 to 5/],
      [{ content: 'ok' }, /^content: must be at least 5 characters/],
      [{ content: 'x'.repeat(501) }, /^content: must be at most 500 characters/],
    ];
    for (const [fields, message] of cases) {
      const envelope = await call(customer, 'POST', '/online/toOrderComments/saveOrderComments', {
        orderLineId: lineId,
        rating: 5,
        content: 'Works well.',
        ...fields,
      });
      assert.equal(envelope.code, 400, JSON.stringify(fields));
      assert.match(envelope.msg, message);
    }
    await data(customer, 'POST', '/online/toOrderComments/saveOrderComments', { orderLineId: lineId, rating: 5, content: 'Works well.', anonymous: true });
    const list = await data<GoodsEvaluations>(customer, 'POST', '/online/togoodscomment/search', { goodsId: order.lines[1]!.goodsId });
    const mine = list.list.find((item) => item.content === 'Works well.');
    assert.equal(mine?.author, 'A***h');
    assert.ok(list.average !== null && list.average >= 1 && list.average <= 5);
  });

  test("a second customer cannot evaluate or read the first one's lines", async () => {
    const owner = await createCustomer(seeded.db);
    const other = await createCustomer(seeded.db);
    const order = await orderOf(owner);
    const lineId = order.lines[0]!.id;
    await data(owner, 'POST', '/online/toOrderComments/saveOrderComments', { orderLineId: lineId, rating: 5, content: 'Owner says fine.' });
    assert.equal(
      (await call(other, 'POST', '/online/toOrderComments/saveOrderComments', { orderLineId: lineId, rating: 1, content: 'Not mine at all.' })).code,
      3,
    );
    assert.equal((await call(other, 'GET', `/online/toOrderComments/lineEvaluation?orderLineId=${lineId}`)).code, 3);
    assert.equal((await data<{ totalCount: number }>(other, 'POST', '/online/toOrderComments/myEvaluations', { state: 'given' })).totalCount, 0);
    const line = await data<EvaluableLine>(owner, 'GET', `/online/toOrderComments/lineEvaluation?orderLineId=${lineId}`);
    assert.equal(line.evaluation?.content, 'Owner says fine.', 'unchanged');
  });
});

describe('demo customer', () => {
  test('has after-sales requests in every status and evaluations of delivered lines', async () => {
    await seedDemoCustomer(seeded.db);
    const [user] = await seeded.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    assert.ok(user);
    const token = await issueToken(seeded.db, user.id);
    const demo: TestCustomer = { userId: user.id, token, headers: { token } };
    const counts = await data<AfterSalesCount>(demo, 'GET', '/online/toOrderService/getAftermarketOrderCount');
    assert.deepEqual(counts, { all: 5, pending: 1, accepted: 1, rejected: 1, completed: 1, canceled: 1 });
    const given = await data<{ totalCount: number }>(demo, 'POST', '/online/toOrderComments/myEvaluations', { state: 'given' });
    assert.equal(given.totalCount, 2);
    const waiting = await data<{ totalCount: number }>(demo, 'POST', '/online/toOrderComments/myEvaluations', { state: 'waiting' });
    assert.ok(waiting.totalCount >= 1, 'a line still waits for an evaluation');
  });
});
