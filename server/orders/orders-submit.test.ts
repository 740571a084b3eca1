/**
 * Up to the submitted order (docs/product.md §11.1, §11.2): the address book, settlement priced
 * from the database, and submission in one transaction that stores all or nothing and answers a
 * retried Idempotency-Key with the same order. What happens to an order afterwards is in
 * orders-lifecycle.test.ts.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { cartLines, coupons, orders } from '../db/schema';
import { createCustomer } from '../testing/customer-fixtures';
import { requestEnvelope } from '../testing/request';
import type { Address } from '../../contract/addresses';
import type { Coupon, OrderDetail, OrderSubmitted, Settlement } from '../../contract/orders';
import { ADDRESS, orderTestKit } from './order-test-kit';

const kit = orderTestKit();
const { call, data, addToList, addAddress, giveCoupon, readyCustomer, submit } = kit;

describe('receiving addresses', () => {
  test('the first is the default; making another default clears it; deleting the default hands it on', async () => {
    const customer = await createCustomer(kit.db);
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
    const customer = await createCustomer(kit.db);
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
    const customer = await createCustomer(kit.db);
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
    const expected = kit.sellable[0]!.price * 2 + kit.sellable[1]!.price;
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
    const customer = await createCustomer(kit.db);
    const absent = await call(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: [{ id: kit.sellable[0]!.id, skuId: kit.sellable[0]!.skuId }] });
    assert.equal(absent.code, 3);
    assert.match(absent.msg, /^goods\.0: .*not in your inquiry list/);

    await addToList(customer, [{ id: kit.sellable[2]!.id, skuId: 0, quantity: 1 }]);
    const noSku = await call(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: [{ id: kit.sellable[2]!.id, skuId: 0 }] });
    assert.equal(noSku.code, 400);
    assert.match(noSku.msg, /^goods\.0\.skuId: choose a specification/);

    await addToList(customer, [{ id: kit.notSold.id, skuId: kit.notSold.skuId, quantity: 1 }]);
    const stopped = await call(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: [{ id: kit.notSold.id, skuId: kit.notSold.skuId }] });
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
    const goodsAmount = Math.round((kit.sellable[0]!.price * 2 + kit.sellable[1]!.price) * 100) / 100;
    assert.equal(detail.goodsAmount, goodsAmount, 'priced from the database');
    assert.equal(detail.discount, Math.round(goodsAmount * 10) / 100);
    assert.equal(detail.totalAmount, answer.totalAmount);
    assert.equal(detail.status, 'pending');
    assert.equal(detail.address.consignee, address.consignee);
    assert.deepEqual(detail.invoice, { type: 'vat', title: 'Example Lab Ltd', taxNo: '91320000MA1XXXXX1X' });
    assert.equal(detail.coupon?.id, couponId);
    assert.equal(detail.lines.length, 2);
    assert.ok(detail.lines.every((line) => line.itemno && line.title && line.skuDesc && line.lotBatch === null));

    const [coupon] = await kit.db.select().from(coupons).where(eq(coupons.id, couponId));
    assert.equal(coupon?.usedOrderId, answer.orderId, 'the coupon is used by the order');
    const left = await kit.db.select().from(cartLines).where(eq(cartLines.userId, customer.userId));
    assert.equal(left.length, 0, 'the ordered lines left the inquiry list');

    // The address book changes later; the order keeps its snapshot. Chinese answers the Chinese snapshot.
    await data(customer, 'POST', '/user/tbmailinginfo/updateAddress', { ...ADDRESS, id: address.id, consignee: 'Someone Else' });
    const again = await data<OrderDetail>(customer, 'GET', `/online/toGoodsOrder/detail?id=${answer.orderId}`);
    assert.equal(again.address.consignee, address.consignee);
    const zh = (await requestEnvelope(kit.app, 'GET', `/online/toGoodsOrder/detail?id=${answer.orderId}`, { headers: customer.headers, lang: 'zh' })).envelope
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
    const other = await createCustomer(kit.db);
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
    const stored = await kit.db.select().from(orders).where(eq(orders.userId, customer.userId));
    assert.equal(stored.length, 0, 'no order stored');
    const list = await kit.db.select().from(cartLines).where(eq(cartLines.userId, customer.userId));
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
    const stored = await kit.db.select().from(orders).where(eq(orders.userId, customer.userId));
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
