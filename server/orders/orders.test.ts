/**
 * Settlement, orders, coupons, addresses and logistics through the API (docs/product.md §11):
 * one-transaction submission re-priced from the database, idempotency, the staff's transitions,
 * and a second customer who can neither read nor change the first one's data.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApp } from '../app';
import { cartLines, coupons, goods, lots, orders, skus, users } from '../db/schema';
import { DEMO_CUSTOMER, seedDemoCustomer } from '../seed/demo-customer';
import { issueToken } from '../accounts/customer-tokens';
import { seedIfEmpty } from '../seed';
import { createCustomer, type TestCustomer } from '../testing/customer-fixtures';
import { openTestDatabase, type TestDatabase } from '../testing/database';
import { requestEnvelope, type TestEnvelope } from '../testing/request';
import type { Address } from '../../contract/addresses';
import type { Coupon, Logistics, OrderCount, OrderDetail, OrderSubmitted, OrderSummary, Settlement } from '../../contract/orders';

const STAFF_TOKEN = 'staff-token-for-order-tests-0123456789';

let database: TestDatabase;
let app: OpenAPIHono;
/** Sellable goods items with a SKU and its price. */
let sellable: { id: number; skuId: number; price: number }[];
/** An on-shelf item no longer sold (inventoryStatus -1), with a SKU. */
let notSold: { id: number; skuId: number };

async function call(
  customer: TestCustomer | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<TestEnvelope> {
  const init = { headers: { ...(customer ? customer.headers : {}), ...headers }, ...(body === undefined ? {} : { body }) };
  return (await requestEnvelope(app, method, path, init)).envelope;
}

async function data<T>(customer: TestCustomer, method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const envelope = await call(customer, method, path, body, headers);
  assert.equal(envelope.code, 0, `${path}: ${envelope.msg}`);
  return ('data' in envelope ? envelope.data : envelope.page) as T;
}

async function staff<T>(path: string, body: unknown): Promise<TestEnvelope & { data?: T }> {
  return (await requestEnvelope(app, 'POST', path, { body, headers: { authorization: `Bearer ${STAFF_TOKEN}` } })).envelope as TestEnvelope & { data?: T };
}

async function staffData<T>(path: string, body: unknown): Promise<T> {
  const envelope = await staff<T>(path, body);
  assert.equal(envelope.code, 0, `${path}: ${envelope.msg}`);
  return envelope.data as T;
}

const ADDRESS = {
  consignee: 'Jane Doe',
  mobile: '13800138000',
  country: 'CN',
  province: 'Jiangsu',
  city: 'Nanjing',
  district: 'Jiangning',
  detail: '12 Science Park Road',
  postcode: '211100',
  company: 'Example Lab',
};

async function addToList(customer: TestCustomer, lines: { id: number; skuId: number; quantity: number }[]): Promise<void> {
  for (const line of lines) await data(customer, 'POST', '/online/toGoodsCar/addCar', line);
}

async function addAddress(customer: TestCustomer, fields: Partial<typeof ADDRESS> & { isDefault?: boolean } = {}): Promise<Address> {
  return data<Address>(customer, 'POST', '/user/tbmailinginfo/addAddress', { ...ADDRESS, ...fields });
}

async function giveCoupon(customer: TestCustomer, coupon: Record<string, unknown>): Promise<number> {
  return (await staffData<{ id: number }>('/staff/coupons/give', { userId: customer.userId, title: 'Test coupon', ...coupon })).id;
}

/** A customer with two lines in the inquiry list and an address: ready to submit. */
async function readyCustomer(): Promise<{ customer: TestCustomer; address: Address; goods: { id: number; skuId: number }[] }> {
  const customer = await createCustomer(database.db);
  const lines = [
    { id: sellable[0]!.id, skuId: sellable[0]!.skuId, quantity: 2 },
    { id: sellable[1]!.id, skuId: sellable[1]!.skuId, quantity: 1 },
  ];
  await addToList(customer, lines);
  const address = await addAddress(customer);
  return { customer, address, goods: lines.map(({ id, skuId }) => ({ id, skuId })) };
}

async function submit(customer: TestCustomer, body: Record<string, unknown>, key?: string): Promise<TestEnvelope> {
  return call(customer, 'POST', '/online/toGoodsOrder/submit', body, key ? { 'idempotency-key': key } : {});
}

before(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database.db, { goods: 300 });
  app = createApp({ db: database.db, dataDir: '/nonexistent', settings: { staffToken: STAFF_TOKEN } });
  const rows = await database.db
    .select({ id: goods.id, skuId: sql<number>`min(${skus.id})`, price: sql<string>`min(${skus.skuPrice})` })
    .from(goods)
    .innerJoin(skus, eq(skus.goodsId, goods.id))
    .where(and(eq(goods.onShelfFlag, true), notInArray(goods.inventoryStatus, [-1, -2, -4]), sql`${skus.skuPrice} > 0`))
    .groupBy(goods.id)
    .orderBy(asc(goods.id))
    .limit(4);
  sellable = rows.map((row) => ({ id: row.id, skuId: Number(row.skuId), price: Number(row.price) }));
  assert.equal(sellable.length, 4, 'the seed has sellable goods with SKUs');
  const [stopped] = await database.db
    .select({ id: goods.id, skuId: sql<number>`min(${skus.id})` })
    .from(goods)
    .innerJoin(skus, eq(skus.goodsId, goods.id))
    .where(and(eq(goods.onShelfFlag, true), eq(goods.inventoryStatus, -1)))
    .groupBy(goods.id)
    .limit(1);
  assert.ok(stopped, 'the seed has an on-shelf item no longer sold');
  notSold = { id: stopped.id, skuId: Number(stopped.skuId) };
});

after(async () => {
  await database?.dispose();
});

describe('receiving addresses', () => {
  test('the first is the default; making another default clears it; deleting the default hands it on', async () => {
    const customer = await createCustomer(database.db);
    assert.equal(await data<Address | null>(customer, 'GET', '/user/tbmailinginfo/defaultAddress'), null);
    const first = await addAddress(customer);
    assert.equal(first.isDefault, true, 'the first address is the default');
    const second = await addAddress(customer, { consignee: 'John Roe', isDefault: false });
    assert.equal(second.isDefault, false);
    const third = await addAddress(customer, { consignee: 'Ann Poe', isDefault: true });
    assert.equal(third.isDefault, true);
    let list = (await data<{ list: Address[] }>(customer, 'POST', '/user/tbmailinginfo/listAddress', {})).list;
    assert.deepEqual(
      list.filter((address) => address.isDefault).map((address) => address.id),
      [third.id],
      'one default',
    );
    assert.equal(list[0]?.id, third.id, 'the default first');

    const updated = await data<Address>(customer, 'POST', '/user/tbmailinginfo/updateAddress', { ...ADDRESS, id: first.id, city: 'Suzhou', isDefault: true });
    assert.equal(updated.city, 'Suzhou');
    list = (await data<{ list: Address[] }>(customer, 'POST', '/user/tbmailinginfo/listAddress', {})).list;
    assert.deepEqual(
      list.filter((address) => address.isDefault).map((address) => address.id),
      [first.id],
    );

    await data(customer, 'POST', '/user/tbmailinginfo/delete', { id: first.id });
    const next = await data<Address | null>(customer, 'GET', '/user/tbmailinginfo/defaultAddress');
    assert.ok(next && next.id !== first.id, 'another address became the default');
  });

  test('bad fields are refused naming the field', async () => {
    const customer = await createCustomer(database.db);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ consignee: '' }, /^consignee: /],
      [{ consignee: 'x'.repeat(51) }, /^consignee: must be at most 50 characters/],
      [{ mobile: '12' }, /^mobile: /],
      [{ mobile: 'call me' }, /^mobile: /],
      [{ country: 'China' }, /^country: /],
      [{ country: 'QQ', mobile: '+86 138 0013 8000' }, /^country: unknown country code QQ/],
      [{ detail: '   ' }, /^detail: /],
      [{ postcode: '<script>' }, /^postcode: /],
      [{ company: 'x'.repeat(101) }, /^company: /],
    ];
    for (const [fields, message] of cases) {
      const envelope = await call(customer, 'POST', '/user/tbmailinginfo/addAddress', { ...ADDRESS, ...fields });
      assert.equal(envelope.code, 400, JSON.stringify(fields));
      assert.match(envelope.msg, message);
    }
    assert.equal((await data<{ list: Address[] }>(customer, 'POST', '/user/tbmailinginfo/listAddress', {})).list.length, 0, 'nothing stored');
  });

  test('a plausible mobile is never refused: extensions and the 00 prefix are kept, in E.164 when possible (docs/product.md §5)', async () => {
    const customer = await createCustomer(database.db);
    for (const [country, mobile, stored] of [
      ['US', '+1 (617) 555-0123 ext. 204', '+16175550123 ext. 204'],
      ['DE', '0049 30 1234567', '+49301234567'],
      ['US', '0049 30 1234567', '+49301234567'],
      ['CN', '0049 30 1234567', '+49301234567'],
    ] as const) {
      const added = await data<Address>(customer, 'POST', '/user/tbmailinginfo/addAddress', { ...ADDRESS, country, mobile });
      assert.equal(added.mobile, stored, `${country} ${mobile}`);
    }
  });
});

describe('settlement', () => {
  test('prices the chosen lines from the database, lists addresses and usable coupons', async () => {
    const { customer, address, goods: chosen } = await readyCustomer();
    const big = await giveCoupon(customer, { amountOff: 5, threshold: 0 });
    await giveCoupon(customer, { amountOff: 5, threshold: 1_000_000 });
    const settlement = await data<Settlement>(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: chosen });
    const expected = sellable[0]!.price * 2 + sellable[1]!.price;
    assert.equal(settlement.goodsAmount, Math.round(expected * 100) / 100);
    assert.deepEqual(
      settlement.lines.map((line) => line.quantity),
      [2, 1],
      "the list's quantities",
    );
    assert.equal(settlement.defaultAddress?.id, address.id);
    assert.deepEqual(
      settlement.coupons.map((coupon) => coupon.id),
      [big],
      'only the coupon whose threshold is met',
    );
    assert.equal(settlement.totalAmount, settlement.goodsAmount);

    const withCoupon = await data<Settlement>(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: chosen, couponId: big });
    assert.equal(withCoupon.discount, 5);
    assert.equal(withCoupon.totalAmount, Math.round((withCoupon.goodsAmount - 5) * 100) / 100);
  });

  test('lines not in the list, without a SKU or no longer sold are refused with a clear message', async () => {
    const customer = await createCustomer(database.db);
    const absent = await call(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: [{ id: sellable[0]!.id, skuId: sellable[0]!.skuId }] });
    assert.equal(absent.code, 3);
    assert.match(absent.msg, /^goods\.0: .*not in your inquiry list/);

    await addToList(customer, [{ id: sellable[2]!.id, skuId: 0, quantity: 1 }]);
    const noSku = await call(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: [{ id: sellable[2]!.id, skuId: 0 }] });
    assert.equal(noSku.code, 400);
    assert.match(noSku.msg, /^goods\.0\.skuId: choose a specification/);

    await addToList(customer, [{ id: notSold.id, skuId: notSold.skuId, quantity: 1 }]);
    const stopped = await call(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: [{ id: notSold.id, skuId: notSold.skuId }] });
    assert.equal(stopped.code, 400);
    assert.match(stopped.msg, /^goods\.0: .*no longer sold/);

    assert.equal((await call(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: [] })).code, 400);
  });
});

describe('submitting an order', () => {
  test('one transaction: snapshots, coupon used, lines gone from the list; client prices are not read', async () => {
    const { customer, address, goods: chosen } = await readyCustomer();
    const couponId = await giveCoupon(customer, { percentOff: 10 });
    const answer = await data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', {
      goods: chosen.map((line) => ({ ...line, price: 0.01, unitPrice: 0.01 })),
      addressId: address.id,
      couponId,
      invoiceType: 'vat',
      invoiceTitle: 'Example Lab Ltd',
      invoiceTaxNo: '91320000MA1XXXXX1X',
      totalAmount: 0.01,
    });
    assert.match(answer.orderNo, /^SO\d{8}\d{6,}$/);
    const detail = await data<OrderDetail>(customer, 'GET', `/online/toGoodsOrder/detail?id=${answer.orderId}`);
    const goodsAmount = Math.round((sellable[0]!.price * 2 + sellable[1]!.price) * 100) / 100;
    assert.equal(detail.goodsAmount, goodsAmount, 'priced from the database');
    assert.equal(detail.discount, Math.round(goodsAmount * 10) / 100);
    assert.equal(detail.totalAmount, answer.totalAmount);
    assert.equal(detail.status, 'pending');
    assert.equal(detail.address.consignee, address.consignee);
    assert.deepEqual(detail.invoice, { type: 'vat', title: 'Example Lab Ltd', taxNo: '91320000MA1XXXXX1X' });
    assert.equal(detail.coupon?.id, couponId);
    assert.equal(detail.lines.length, 2);
    assert.ok(detail.lines.every((line) => line.itemno && line.title && line.skuDesc && line.lotBatch === null));

    const [coupon] = await database.db.select().from(coupons).where(eq(coupons.id, couponId));
    assert.equal(coupon?.usedOrderId, answer.orderId, 'the coupon is used by the order');
    const left = await database.db.select().from(cartLines).where(eq(cartLines.userId, customer.userId));
    assert.equal(left.length, 0, 'the ordered lines left the inquiry list');

    // The address book changes later; the order keeps its snapshot. Chinese answers the Chinese snapshot.
    await data(customer, 'POST', '/user/tbmailinginfo/updateAddress', { ...ADDRESS, id: address.id, consignee: 'Someone Else' });
    const again = await data<OrderDetail>(customer, 'GET', `/online/toGoodsOrder/detail?id=${answer.orderId}`);
    assert.equal(again.address.consignee, address.consignee);
    const zh = (await requestEnvelope(app, 'GET', `/online/toGoodsOrder/detail?id=${answer.orderId}`, { headers: customer.headers, lang: 'zh' })).envelope
      .data as OrderDetail;
    assert.notEqual(zh.lines[0]?.title, detail.lines[0]?.title, 'the Chinese title');

    const used = await data<{ list: Coupon[] }>(customer, 'POST', '/online/toGoodsCoupon/listMyCoupons', { state: 'used' });
    assert.deepEqual(
      used.list.map((item) => item.id),
      [couponId],
    );
  });

  test('a failing part stores nothing: a used coupon, a foreign address, a missing invoice title', async () => {
    const { customer, address, goods: chosen } = await readyCustomer();
    const other = await createCustomer(database.db);
    const othersAddress = await addAddress(other);
    const otherCoupon = await giveCoupon(other, { amountOff: 1 });
    const foreign = await submit(customer, { goods: chosen, addressId: othersAddress.id });
    assert.equal(foreign.code, 3);
    assert.match(foreign.msg, /^addressId: /);
    const theirCoupon = await submit(customer, { goods: chosen, addressId: address.id, couponId: otherCoupon });
    assert.equal(theirCoupon.code, 400);
    assert.match(theirCoupon.msg, /^couponId: /);
    const noTitle = await submit(customer, { goods: chosen, addressId: address.id, invoiceType: 'ordinary' });
    assert.equal(noTitle.code, 400);
    assert.match(noTitle.msg, /^invoiceTitle: /);
    const noTaxNo = await submit(customer, { goods: chosen, addressId: address.id, invoiceType: 'vat', invoiceTitle: 'Lab' });
    assert.match(noTaxNo.msg, /^invoiceTaxNo: /);
    const stored = await database.db.select().from(orders).where(eq(orders.userId, customer.userId));
    assert.equal(stored.length, 0, 'no order stored');
    const list = await database.db.select().from(cartLines).where(eq(cartLines.userId, customer.userId));
    assert.equal(list.length, 2, 'the inquiry list is untouched');
  });

  test('Idempotency-Key: the same key and body answer the same order; another body → 409; per customer', async () => {
    const { customer, address, goods: chosen } = await readyCustomer();
    const body = { goods: chosen, addressId: address.id };
    const first = await submit(customer, body, 'order-key-1');
    assert.equal(first.code, 0, first.msg);
    const replay = await submit(customer, body, 'order-key-1');
    assert.deepEqual(replay, first, 'the first answer again');
    const changed = await submit(customer, { ...body, remark: 'other' }, 'order-key-1');
    assert.equal(changed.code, 409);
    assert.match(changed.msg, /^Idempotency-Key: /);
    const stored = await database.db.select().from(orders).where(eq(orders.userId, customer.userId));
    assert.equal(stored.length, 1);

    // Concurrent retries of one key store one order.
    const second = await readyCustomer();
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => submit(second.customer, { goods: second.goods, addressId: second.address.id }, 'same-key')),
    );
    assert.ok(concurrent.every((envelope) => envelope.code === 0));
    assert.equal(new Set(concurrent.map((envelope) => (envelope.data as OrderSubmitted).orderId)).size, 1);

    // Another customer's identical key is their own.
    const third = await readyCustomer();
    const theirs = await submit(third.customer, { goods: third.goods, addressId: third.address.id }, 'order-key-1');
    assert.equal(theirs.code, 0, theirs.msg);
    assert.notEqual((theirs.data as OrderSubmitted).orderId, (first.data as OrderSubmitted).orderId);

    // Without a key a second submit finds the lines gone from the list.
    const again = await submit(customer, body);
    assert.equal(again.code, 3);
  });
});

describe('a line of goods since taken off shelf or no longer sold', () => {
  test('keeps its snapshot, is marked discontinued, and alternatives are offered: on shelf, sold, never the item itself', async () => {
    const { customer, address, goods: chosen } = await readyCustomer();
    const answer = await data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', { goods: chosen, addressId: address.id, invoiceType: 'none' });
    const before = await data<OrderDetail>(customer, 'GET', `/online/toGoodsOrder/detail?id=${answer.orderId}`);
    assert.ok(
      before.lines.every((line) => !line.discontinued),
      'lines of goods still sold are not discontinued',
    );

    const gone = chosen[0]!.id;
    await database.db.update(goods).set({ onShelfFlag: false }).where(eq(goods.id, gone));
    try {
      const after = await data<OrderDetail>(customer, 'GET', `/online/toGoodsOrder/detail?id=${answer.orderId}`);
      const line = after.lines.find((item) => item.goodsId === gone);
      assert.ok(line?.discontinued, 'the off-shelf line is discontinued');
      const was = before.lines.find((item) => item.goodsId === gone);
      assert.deepEqual({ ...line, discontinued: false }, was, 'the snapshot is as ordered: name, size, price');
      assert.ok(after.lines.filter((item) => item.goodsId !== gone).every((item) => !item.discontinued));
      const list = await data<{ list: OrderSummary[] }>(customer, 'POST', '/online/toGoodsOrder/list', {});
      assert.ok(list.list.find((order) => order.id === answer.orderId)?.lines.some((item) => item.goodsId === gone && item.discontinued));

      for (const id of [gone, notSold.id]) {
        const { list: alternatives } = (await call(null, 'GET', `/online/togoods/alternatives?goodsId=${id}&limit=6`)).data as {
          list: { id: number; onShelfFlag: boolean }[];
        };
        assert.ok(alternatives.length > 0, `goods ${id} has alternatives`);
        assert.ok(alternatives.length <= 6);
        const rows = await database.db
          .select()
          .from(goods)
          .where(sql`${goods.id} = ANY(${`{${alternatives.map((item) => item.id).join(',')}}`}::bigint[])`);
        assert.equal(rows.length, alternatives.length);
        assert.ok(
          rows.every((row) => row.id !== id && row.onShelfFlag && ![-1, -2, -4].includes(row.inventoryStatus)),
          'on shelf and sold, not the item',
        );
      }
      assert.equal((await call(null, 'GET', '/online/togoods/alternatives?goodsId=999999999')).code, 3);
    } finally {
      await database.db.update(goods).set({ onShelfFlag: true }).where(eq(goods.id, gone));
    }
  });
});

describe('order list, cancel, delete, counts and the staff transitions', () => {
  test('walks pending → partial → delivered → completed, with lots and logistics, then delete', async () => {
    const { customer, address, goods: chosen } = await readyCustomer();
    const { orderId } = await data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', { goods: chosen, addressId: address.id });
    const detail = await data<OrderDetail>(customer, 'GET', `/online/toGoodsOrder/detail?id=${orderId}`);
    const [first, second] = detail.lines;
    assert.ok(first && second);

    const tooMany = await staff('/staff/orders/deliver', { id: orderId, lines: [{ lineId: first.id, quantity: first.quantity + 1, lotBatch: 'X1' }] });
    assert.equal(tooMany.code, 400);
    assert.match(tooMany.msg, /^lines\.0\.quantity: /);
    const premature = await staff('/staff/orders/complete', { id: orderId });
    assert.equal(premature.code, 400, 'a pending order cannot be completed');

    await staffData('/staff/orders/deliver', {
      id: orderId,
      lines: [{ lineId: first.id, quantity: 1, lotBatch: 'ab-1' }],
      carrier: 'SF Express',
      trackingNo: 'SF100',
    });
    let now = await data<OrderDetail>(customer, 'GET', `/online/toGoodsOrder/detail?id=${orderId}`);
    assert.equal(now.status, 'partial');
    assert.equal(now.lines[0]?.lotBatch, 'AB-1');
    assert.equal(now.lines[0]?.deliveredQuantity, 1);
    assert.equal((await call(customer, 'GET', `/online/toGoodsOrder/cancel?id=${orderId}`)).code, 400, 'shipped in part: no cancel');
    assert.equal((await staff('/staff/orders/cancel', { id: orderId })).code, 400, 'staff cannot cancel it either');

    await staffData('/staff/orders/deliver', { id: orderId, lotBatch: 'AB-2' });
    now = await data<OrderDetail>(customer, 'GET', `/online/toGoodsOrder/detail?id=${orderId}`);
    assert.equal(now.status, 'delivered');
    assert.ok(now.lines.every((line) => line.deliveredQuantity === line.quantity));
    assert.equal(now.carrier, 'SF Express');
    assert.equal((await call(customer, 'POST', '/online/toGoodsOrder/delete', { id: orderId })).code, 400, 'delivered: no delete');
    await staffData('/staff/orders/logistics', { id: orderId, text: 'Arrived at Nanjing hub', textZh: '到达南京中转站', location: 'Nanjing' });
    const logistics = await data<Logistics>(customer, 'GET', `/online/toMarkOrder/ioDetails?id=${orderId}`);
    assert.equal(logistics.trackingNo, 'SF100');
    assert.equal(logistics.events.length, 3);
    assert.equal(logistics.events[0]?.text, 'Arrived at Nanjing hub', 'newest first');

    await staffData('/staff/orders/complete', { id: orderId });
    assert.equal((await data<OrderCount>(customer, 'GET', '/online/toGoodsOrder/getOrderCount')).completed, 1);
    // Each status the order reached is a message in the customer's message centre, newest first.
    const messages = await data<{ list: { subject: string; link: string | null }[] }>(customer, 'POST', '/operation/topmsg/listmsg', { page: 1, limit: 10 });
    assert.deepEqual(
      messages.list.map((message) => message.subject),
      ['Order completed', 'Order shipped', 'Order partly shipped', 'Order received'],
    );
    assert.ok(messages.list.every((message) => message.link === `/order-details?id=${orderId}`));
    await data(customer, 'POST', '/online/toGoodsOrder/delete', { id: orderId });
    assert.equal((await call(customer, 'GET', `/online/toGoodsOrder/detail?id=${orderId}`)).code, 3, 'deleted orders are gone for the customer');
    const counts = await data<OrderCount>(customer, 'GET', '/online/toGoodsOrder/getOrderCount');
    assert.equal(counts.all, 0);
    const kept = await requestEnvelope(app, 'GET', `/staff/orders?userId=${customer.userId}`, { headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
    assert.equal((kept.envelope.page?.list[0] as { deleted: boolean }).deleted, true, 'staff still see it');
  });

  test('cancelling a pending order gives its coupon back; list filters and counts per status', async () => {
    const { customer, address, goods: chosen } = await readyCustomer();
    const couponId = await giveCoupon(customer, { amountOff: 2 });
    const { orderId } = await data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', { goods: chosen, addressId: address.id, couponId });
    await addToList(customer, [{ id: sellable[3]!.id, skuId: sellable[3]!.skuId, quantity: 3 }]);
    await data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', {
      goods: [{ id: sellable[3]!.id, skuId: sellable[3]!.skuId }],
      addressId: address.id,
    });

    let counts = await data<OrderCount>(customer, 'GET', '/online/toGoodsOrder/getOrderCount');
    assert.deepEqual(counts, { all: 2, pending: 2, partial: 0, delivered: 0, completed: 0, canceled: 0 });
    const cancelled = await data<{ status: string }>(customer, 'GET', `/online/toGoodsOrder/cancel?id=${orderId}`);
    assert.equal(cancelled.status, 'canceled');
    assert.equal((await call(customer, 'GET', `/online/toGoodsOrder/cancel?id=${orderId}`)).code, 400, 'cancelled once');
    const unused = await data<{ list: Coupon[] }>(customer, 'POST', '/online/toGoodsCoupon/listMyCoupons', {});
    assert.deepEqual(
      unused.list.map((coupon) => coupon.id),
      [couponId],
      'the coupon is back',
    );

    counts = await data<OrderCount>(customer, 'GET', '/online/toGoodsOrder/getOrderCount');
    assert.equal(counts.canceled, 1);
    assert.equal(counts.pending, 1);
    const pending = await data<{ list: OrderSummary[]; totalCount: number }>(customer, 'POST', '/online/toGoodsOrder/list', { status: 'pending' });
    assert.equal(pending.totalCount, 1);
    assert.equal(pending.list[0]?.lines[0]?.quantity, 3);
    const all = await data<{ list: OrderSummary[] }>(customer, 'POST', '/online/toGoodsOrder/list', { status: 'all', limit: 1 });
    assert.equal(all.list.length, 1);
    assert.equal((await call(customer, 'POST', '/online/toGoodsOrder/list', { status: 'shipped' })).code, 400);
  });

  test('coupons by state: unused, used, expired', async () => {
    const customer = await createCustomer(database.db);
    const fresh = await giveCoupon(customer, { amountOff: 3 });
    const [old] = await database.db
      .insert(coupons)
      .values({
        userId: customer.userId,
        titleEn: 'Old',
        titleZh: '旧',
        kind: 'amount',
        amountOff: 3,
        threshold: 0,
        validFrom: new Date('2020-01-01'),
        validUntil: new Date('2020-02-01'),
      })
      .returning({ id: coupons.id });
    const list = async (state: string) =>
      (await data<{ list: Coupon[] }>(customer, 'POST', '/online/toGoodsCoupon/listMyCoupons', { state })).list.map((coupon) => coupon.id);
    assert.deepEqual(await list('unused'), [fresh]);
    assert.deepEqual(await list('expired'), [old?.id]);
    assert.deepEqual(await list('used'), []);
    assert.equal((await call(customer, 'POST', '/online/toGoodsCoupon/listMyCoupons', { state: 'lost' })).code, 400);
  });
});

describe('another customer', () => {
  test("cannot read or change the first one's orders, addresses or coupons", async () => {
    const { customer, address, goods: chosen } = await readyCustomer();
    const couponId = await giveCoupon(customer, { amountOff: 1 });
    const { orderId } = await data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', { goods: chosen, addressId: address.id });
    const stranger = await createCustomer(database.db);
    const strangersAddress = await addAddress(stranger);

    for (const [method, path, body] of [
      ['GET', `/online/toGoodsOrder/detail?id=${orderId}`, undefined],
      ['GET', `/online/toGoodsOrder/cancel?id=${orderId}`, undefined],
      ['POST', '/online/toGoodsOrder/delete', { id: orderId }],
      ['GET', `/online/toMarkOrder/ioDetails?id=${orderId}`, undefined],
      ['POST', '/user/tbmailinginfo/updateAddress', { ...ADDRESS, id: address.id, consignee: 'Thief' }],
      ['POST', '/user/tbmailinginfo/delete', { id: address.id }],
    ] as const) {
      const envelope = await call(stranger, method, path, body);
      assert.equal(envelope.code, 3, `${path} with the other's id`);
    }
    // The stranger's own lists hold nothing of the first customer's.
    assert.equal((await data<{ totalCount: number }>(stranger, 'POST', '/online/toGoodsOrder/list', {})).totalCount, 0);
    assert.deepEqual(
      (await data<{ list: Address[] }>(stranger, 'POST', '/user/tbmailinginfo/listAddress', {})).list.map((item) => item.id),
      [strangersAddress.id],
    );
    assert.equal((await data<{ list: Coupon[] }>(stranger, 'POST', '/online/toGoodsCoupon/listMyCoupons', {})).list.length, 0);
    assert.equal((await data<OrderCount>(stranger, 'GET', '/online/toGoodsOrder/getOrderCount')).all, 0);
    // Using the other's coupon, or settling with a userId not one's own.
    await addToList(stranger, [{ id: sellable[0]!.id, skuId: sellable[0]!.skuId, quantity: 1 }]);
    const theirCoupon = await call(stranger, 'POST', '/online/toGoodsOrder/settlement', {
      goods: [{ id: sellable[0]!.id, skuId: sellable[0]!.skuId }],
      couponId,
    });
    assert.equal(theirCoupon.code, 400);
    const theirUserId = await call(stranger, 'POST', '/online/toGoodsOrder/list', { userId: customer.userId });
    assert.equal(theirUserId.code, 401);

    const mine = await data<OrderDetail>(customer, 'GET', `/online/toGoodsOrder/detail?id=${orderId}`);
    assert.equal(mine.status, 'pending', 'untouched');
    assert.equal((await data<Address | null>(customer, 'GET', '/user/tbmailinginfo/defaultAddress'))?.consignee, ADDRESS.consignee);
  });

  test('every route needs the token; staff routes need the staff token', async () => {
    const line = { id: sellable[0]!.id, skuId: sellable[0]!.skuId };
    for (const [method, path, body] of [
      ['POST', '/online/toGoodsOrder/settlement', { goods: [line] }],
      ['POST', '/online/toGoodsOrder/submit', { goods: [line], addressId: 1 }],
      ['POST', '/online/toGoodsOrder/list', {}],
      ['GET', '/online/toGoodsOrder/detail?id=1', undefined],
      ['GET', '/online/toGoodsOrder/cancel?id=1', undefined],
      ['POST', '/online/toGoodsOrder/delete', { id: 1 }],
      ['GET', '/online/toGoodsOrder/getOrderCount', undefined],
      ['GET', '/online/toMarkOrder/ioDetails?id=1', undefined],
      ['POST', '/online/toGoodsCoupon/listMyCoupons', {}],
      ['POST', '/user/tbmailinginfo/listAddress', {}],
      ['POST', '/user/tbmailinginfo/addAddress', ADDRESS],
      ['POST', '/user/tbmailinginfo/updateAddress', { ...ADDRESS, id: 1 }],
      ['POST', '/user/tbmailinginfo/delete', { id: 1 }],
      ['GET', '/user/tbmailinginfo/defaultAddress', undefined],
    ] as const) {
      assert.equal((await call(null, method, path, body)).code, 401, path);
    }
    const customer = await createCustomer(database.db);
    const denied = await call(customer, 'POST', '/staff/orders/complete', { id: 1 });
    assert.equal(denied.code, 401);
  });
});

describe('the demo customer', () => {
  test('has an order in every status, lots on delivered lines, two addresses and coupons in every state', async () => {
    assert.equal(await seedDemoCustomer(database.db), true);
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    assert.ok(user);
    const token = await issueToken(database.db, user.id);
    const demo: TestCustomer = { userId: user.id, token, headers: { token } };
    const counts = await data<OrderCount>(demo, 'GET', '/online/toGoodsOrder/getOrderCount');
    for (const status of ['pending', 'partial', 'delivered', 'completed', 'canceled'] as const) assert.ok(counts[status] >= 1, status);
    const delivered = await data<{ list: OrderSummary[] }>(demo, 'POST', '/online/toGoodsOrder/list', { status: 'delivered' });
    const batches = delivered.list.flatMap((order) => order.lines.map((line) => line.lotBatch));
    assert.ok(batches.length > 0 && batches.every((batch) => batch !== null));
    const known = await database.db
      .select({ batch: lots.batch })
      .from(lots)
      .where(eq(lots.batch, batches[0] ?? ''));
    assert.equal(known.length, 1, "a delivered line's lot is a real lot with a certificate");
    const logistics = await data<Logistics>(demo, 'GET', `/online/toMarkOrder/ioDetails?id=${delivered.list[0]?.id}`);
    assert.ok(logistics.events.length > 0 && logistics.trackingNo);
    const addresses = (await data<{ list: Address[] }>(demo, 'POST', '/user/tbmailinginfo/listAddress', {})).list;
    assert.equal(addresses.length, 2);
    assert.equal(addresses.filter((address) => address.isDefault).length, 1);
    for (const state of ['unused', 'used', 'expired']) {
      const list = (await data<{ list: Coupon[] }>(demo, 'POST', '/online/toGoodsCoupon/listMyCoupons', { state })).list;
      assert.ok(list.length >= 1, state);
      // A title is a name: the pages say the terms from the numbers, in their own currency.
      for (const coupon of list) assert.doesNotMatch(coupon.title, /[¥$\d]/, `coupon ${coupon.id}'s title names no amount`);
    }
  });

  test('every order number its ledger, invoice requests, feedback and messages name is one of its orders, for what it charged', async () => {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    assert.ok(user);
    const demo: TestCustomer = { userId: user.id, token: await issueToken(database.db, user.id), headers: {} };
    demo.headers = { token: demo.token };
    const own = (await data<{ list: OrderSummary[] }>(demo, 'POST', '/online/toGoodsOrder/list', { limit: 100 })).list;
    const totals = new Map(own.map((order) => [order.orderNo, order.totalAmount]));
    const ledger = (await data<{ list: { kind: string; orderNo: string; amount: number }[] }>(demo, 'GET', '/erp/getDebtDetail?limit=100')).list;
    const requests = (await data<{ list: { orderNo: string; amount: number }[] }>(demo, 'POST', '/erp/invoiceRequest/list', {})).list;
    const feedback = (await data<{ list: { orderNo: string }[] }>(demo, 'POST', '/online/feedback/list', { kind: 'complaint', limit: 100 })).list;
    const messages = (await data<{ list: { subject: string }[] }>(demo, 'POST', '/operation/topmsg/listmsg', { limit: 100 })).list;
    const named = [
      ...ledger.map((entry) => entry.orderNo),
      ...requests.map((request) => request.orderNo),
      ...feedback.map((entry) => entry.orderNo).filter(Boolean),
      ...messages.flatMap((message) => message.subject.match(/SO\d{14}/g) ?? []),
    ];
    assert.ok(named.length >= 8);
    for (const orderNo of named) assert.ok(totals.has(orderNo), `${orderNo} is one of the demo customer's orders`);
    for (const entry of [...ledger.filter((each) => each.kind === 'invoice'), ...requests]) {
      assert.equal(entry.amount, totals.get(entry.orderNo), `an invoice of ${entry.orderNo} is for what it charged`);
    }
    const level = await data<{ level: string }>(demo, 'GET', '/user/overseasUser/level');
    const discounted = own.filter((order) => order.memberDiscount !== null);
    assert.ok(level.level === 'standard' || discounted.length > 0, 'orders placed once a level was reached carry its discount');
  });
});
