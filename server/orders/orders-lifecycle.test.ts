/**
 * A submitted order's life (docs/product.md §11.2, §11.3): lines of goods since taken off shelf,
 * the staff's transitions with lots and logistics, cancel and delete, coupons by state; a second
 * customer who can neither read nor change the first one's data; and the demo customer's orders,
 * which every other record of its centre must agree with.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { coupons, goods, lots, users } from '../db/schema';
import { DEMO_CUSTOMER, seedDemoCustomer } from '../seed/demo-customer';
import { issueToken } from '../accounts/customer-tokens';
import { createCustomer, type TestCustomer } from '../testing/customer-fixtures';
import { requestEnvelope } from '../testing/request';
import type { Address } from '../../contract/addresses';
import type { Coupon, Logistics, OrderCount, OrderDetail, OrderSubmitted, OrderSummary } from '../../contract/orders';
import { ADDRESS, STAFF_TOKEN, orderTestKit } from './order-test-kit';
import { inAntibodyTree } from '../../contract/categories';

const kit = orderTestKit();
const { call, data, staff, staffData, addToList, addAddress, giveCoupon, readyCustomer } = kit;

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
    await kit.db.update(goods).set({ onShelfFlag: false }).where(eq(goods.id, gone));
    try {
      const after = await data<OrderDetail>(customer, 'GET', `/online/toGoodsOrder/detail?id=${answer.orderId}`);
      const line = after.lines.find((item) => item.goodsId === gone);
      assert.ok(line?.discontinued, 'the off-shelf line is discontinued');
      const was = before.lines.find((item) => item.goodsId === gone);
      assert.deepEqual({ ...line, discontinued: false }, was, 'the snapshot is as ordered: name, size, price');
      assert.ok(after.lines.filter((item) => item.goodsId !== gone).every((item) => !item.discontinued));
      const list = await data<{ list: OrderSummary[] }>(customer, 'POST', '/online/toGoodsOrder/list', {});
      assert.ok(list.list.find((order) => order.id === answer.orderId)?.lines.some((item) => item.goodsId === gone && item.discontinued));

      for (const id of [gone, kit.notSold.id]) {
        const { list: alternatives } = (await call(null, 'GET', `/online/togoods/alternatives?goodsId=${id}&limit=6`)).data as {
          list: { id: number; onShelfFlag: boolean }[];
        };
        assert.ok(alternatives.length > 0, `goods ${id} has alternatives`);
        assert.ok(alternatives.length <= 6);
        const rows = await kit.db
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
      await kit.db.update(goods).set({ onShelfFlag: true }).where(eq(goods.id, gone));
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
    // An antibody's line carries what its cite line names beside the Cat. No. and lot (docs/product.md §2.6).
    await kit.db.update(goods).set({ rrid: 'AB_2107436' }).where(eq(goods.id, first.goodsId!));
    now = await data<OrderDetail>(customer, 'GET', `/online/toGoodsOrder/detail?id=${orderId}`);
    assert.ok(now.lines.some((line) => line.antibody?.rrid === 'AB_2107436'));
    for (const line of now.lines) {
      const [item] = await kit.db.select({ categoryPath: goods.categoryPath, rrid: goods.rrid }).from(goods).where(eq(goods.id, line.goodsId!));
      assert.deepEqual(line.antibody, inAntibodyTree(item!.categoryPath) ? { rrid: item!.rrid } : null, `${line.itemno}: antibody or not`);
    }
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
    const kept = await requestEnvelope(kit.app, 'GET', `/staff/orders?userId=${customer.userId}`, { headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
    assert.equal((kept.envelope.page?.list[0] as { deleted: boolean }).deleted, true, 'staff still see it');
  });

  test('cancelling a pending order gives its coupon back; list filters and counts per status', async () => {
    const { customer, address, goods: chosen } = await readyCustomer();
    const couponId = await giveCoupon(customer, { amountOff: 2 });
    const { orderId } = await data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', { goods: chosen, addressId: address.id, couponId });
    await addToList(customer, [{ id: kit.sellable[3]!.id, skuId: kit.sellable[3]!.skuId, quantity: 3 }]);
    await data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', {
      goods: [{ id: kit.sellable[3]!.id, skuId: kit.sellable[3]!.skuId }],
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
    const customer = await createCustomer(kit.db);
    const fresh = await giveCoupon(customer, { amountOff: 3 });
    const [old] = await kit.db
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
    const stranger = await createCustomer(kit.db);
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
    await addToList(stranger, [{ id: kit.sellable[0]!.id, skuId: kit.sellable[0]!.skuId, quantity: 1 }]);
    const theirCoupon = await call(stranger, 'POST', '/online/toGoodsOrder/settlement', {
      goods: [{ id: kit.sellable[0]!.id, skuId: kit.sellable[0]!.skuId }],
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
    const line = { id: kit.sellable[0]!.id, skuId: kit.sellable[0]!.skuId };
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
    const customer = await createCustomer(kit.db);
    const denied = await call(customer, 'POST', '/staff/orders/complete', { id: 1 });
    assert.equal(denied.code, 401);
  });
});

describe('the demo customer', () => {
  test('has an order in every status, lots on delivered lines, two addresses and coupons in every state', async () => {
    assert.equal(await seedDemoCustomer(kit.db), true);
    const [user] = await kit.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    assert.ok(user);
    const token = await issueToken(kit.db, user.id);
    const demo: TestCustomer = { userId: user.id, token, headers: { token } };
    const counts = await data<OrderCount>(demo, 'GET', '/online/toGoodsOrder/getOrderCount');
    for (const status of ['pending', 'partial', 'delivered', 'completed', 'canceled'] as const) assert.ok(counts[status] >= 1, status);
    const delivered = await data<{ list: OrderSummary[] }>(demo, 'POST', '/online/toGoodsOrder/list', { status: 'delivered' });
    const batches = delivered.list.flatMap((order) => order.lines.map((line) => line.lotBatch));
    assert.ok(batches.length > 0 && batches.every((batch) => batch !== null));
    const known = await kit.db
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
    const [user] = await kit.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    assert.ok(user);
    const demo: TestCustomer = { userId: user.id, token: await issueToken(kit.db, user.id), headers: {} };
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
