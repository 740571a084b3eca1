/**
 * The money path through the API (docs/product.md §11.4): for goods of every promotion rule type,
 * the goods detail's rules priced by contract/pricing.ts give exactly what settlement shows and
 * what the submitted order charges; the member discount and coupons on top; gifts as named
 * zero-price lines; a promotion ending between settlement and submit refuses the order instead
 * of changing the price silently; a replay answers the same order.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { cartLines, goods, ledgerEntries, promotionRules, skus } from '../db/schema';
import { createCustomer, type TestCustomer } from '../testing/customer-fixtures';
import { dataAs, envelopeAs, requestEnvelope, type TestEnvelope } from '../testing/request';
import { seededApp } from '../testing/seeded-app';
import { priceLine, priceOrder, toYuan, type PriceRule } from '../../contract/pricing';
import type { GoodsDetail } from '../../contract/goods';
import type { OrderDetail, OrderSubmitted, Settlement } from '../../contract/orders';

const STAFF_TOKEN = 'staff-token-for-pricing-tests-0123456789';
const HOUR = 60 * 60 * 1000;

const seeded = seededApp(120, { settings: { staffToken: STAFF_TOKEN } });

const call = (customer: TestCustomer | null, method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<TestEnvelope> =>
  envelopeAs(seeded.app, customer, method, path, { body, headers });
const data = <T>(customer: TestCustomer | null, method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<T> =>
  dataAs<T>(seeded.app, customer, method, path, { body, headers });

/** A fresh goods item of its own, with one SKU at `price` CNY and the given rules. */
async function promotedGoods(price: number, rules: Omit<typeof promotionRules.$inferInsert, 'goodsId'>[]): Promise<{ id: number; skuId: number }> {
  const [template] = await seeded.db.select().from(goods).where(eq(goods.onShelfFlag, true)).limit(1);
  assert.ok(template);
  const { id: _id, ...fields } = template;
  const itemno = `PR${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const [item] = await seeded.db
    .insert(goods)
    .values({ ...fields, id: 9_000_000 + Math.floor(Math.random() * 900_000), itemno, inventoryStatus: 1, onShelfFlag: true })
    .returning({ id: goods.id });
  assert.ok(item);
  const [sku] = await seeded.db
    .insert(skus)
    .values({ goodsId: item.id, skuDescEn: '100 µL', skuDescZh: '100 微升', skuPrice: price })
    .returning({ id: skus.id });
  assert.ok(sku);
  if (rules.length) await seeded.db.insert(promotionRules).values(rules.map((rule) => ({ ...rule, goodsId: item.id })));
  return { id: item.id, skuId: sku.id };
}

async function readyCustomer(lines: { id: number; skuId: number; quantity: number }[]): Promise<TestCustomer> {
  const customer = await createCustomer(seeded.db);
  for (const line of lines) await data(customer, 'POST', '/online/toGoodsCar/addCar', line);
  await data(customer, 'POST', '/user/tbmailinginfo/addAddress', {
    consignee: 'Jane Doe',
    mobile: '13800138000',
    country: 'CN',
    detail: '12 Science Park Road',
  });
  return customer;
}

async function addressOf(customer: TestCustomer): Promise<number> {
  const address = await data<{ id: number } | null>(customer, 'GET', '/user/tbmailinginfo/defaultAddress');
  assert.ok(address);
  return address.id;
}

/** The goods detail's rules for the SKU, as the goods page reads them. */
async function detailRules(goodsId: number, skuId: number): Promise<{ listPrice: number; rules: PriceRule[] }> {
  const detail = await data<GoodsDetail>(null, 'POST', '/online/togoods/details', { id: goodsId });
  const sku = detail.skus.find((each) => each.id === skuId);
  assert.ok(sku);
  return { listPrice: sku.skuPrice, rules: sku.rules };
}

const inAWeek = () => new Date(Date.now() + 7 * 24 * HOUR);

const RULE_CASES: {
  name: string;
  price: number;
  quantity: number;
  rules: Omit<typeof promotionRules.$inferInsert, 'goodsId'>[];
  expectNet: number;
  expectAmount: number;
}[] = [
  {
    name: '1000 limited time',
    price: 4100,
    quantity: 2,
    rules: [{ ruleType: 1000, discountRate: 85, validEnd: inAWeek() }],
    expectNet: 3485,
    expectAmount: 6970,
  },
  { name: '2000 discount', price: 4100, quantity: 2, rules: [{ ruleType: 2000, discountRate: 88 }], expectNet: 3608, expectAmount: 7216 },
  {
    name: '3000 spend-and-reduce, amount off',
    price: 500,
    quantity: 3,
    rules: [{ ruleType: 3000, cashBackType: 0, cashBackPrice: 1500, cashBackVal: 150 }],
    expectNet: 500,
    expectAmount: 1350,
  },
  {
    name: '3000 spend-and-reduce, discount',
    price: 500,
    quantity: 3,
    rules: [{ ruleType: 3000, cashBackType: 1, cashBackPrice: 1000, cashBackVal: 90 }],
    expectNet: 500,
    expectAmount: 1350,
  },
  {
    name: '4000 gift of the same goods',
    price: 300,
    quantity: 3,
    rules: [{ ruleType: 4000, presentType: 0, presentNum: 3, presentGoodNum: 1 }],
    expectNet: 300,
    expectAmount: 900,
  },
];

describe('every rule type: the goods detail, settlement and the order agree', () => {
  for (const rule of RULE_CASES) {
    test(rule.name, async () => {
      const item = await promotedGoods(rule.price, rule.rules);
      const { listPrice, rules } = await detailRules(item.id, item.skuId);
      const shown = priceLine({ goodsId: item.id, skuId: item.skuId, listPrice, quantity: rule.quantity, rules, at: Date.now() });
      assert.equal(toYuan(shown.unitNetFen), rule.expectNet, 'the net price the goods page shows');

      const customer = await readyCustomer([{ ...item, quantity: rule.quantity }]);
      const settlement = await data<Settlement>(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: [item] });
      const [line] = settlement.lines;
      assert.equal(line?.unitPrice, rule.expectNet);
      assert.equal(line?.listPrice, rule.price);
      assert.equal(line?.amount, rule.expectAmount);
      assert.equal(settlement.totalAmount, rule.expectAmount, 'a standard customer without a coupon pays the lines');

      const submitted = await data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', {
        goods: [item],
        addressId: await addressOf(customer),
        expectedTotal: settlement.totalAmount,
      });
      assert.equal(submitted.totalAmount, rule.expectAmount);
      const order = await data<OrderDetail>(customer, 'GET', `/online/toGoodsOrder/detail?id=${submitted.orderId}`);
      const charged = order.lines.filter((each) => !each.gift);
      assert.deepEqual(
        charged.map((each) => [each.unitPrice, each.amount, each.listPrice]),
        [[rule.expectNet, rule.expectAmount, rule.price]],
      );
      assert.equal(order.totalAmount, rule.expectAmount);
      assert.equal(order.promotionDiscount, toYuan(shown.listAmountFen - shown.amountFen));
      assert.deepEqual(
        charged[0]?.discounts.map((each) => each.kind),
        shown.discounts.map((each) => each.kind),
      );
    });
  }

  test('4000 gift goods: a zero-price line named with its own goods, in settlement and the order', async () => {
    const gift = await promotedGoods(80, []);
    const item = await promotedGoods(1200, [
      { ruleType: 4000, presentType: 1, presentNum: 1, presentGoodNum: 1, preGoodsSkus: [{ goodsId: gift.id, skuId: gift.skuId, num: 2 }] },
    ]);
    const { rules } = await detailRules(item.id, item.skuId);
    const [giftRef] = rules[0]?.preGoodsSkus ?? [];
    assert.equal(giftRef?.skuDesc, '100 µL', 'the goods detail names the gift');
    assert.ok(giftRef?.itemno?.startsWith('PR'));

    const customer = await readyCustomer([{ ...item, quantity: 2 }]);
    const settlement = await data<Settlement>(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: [item] });
    assert.deepEqual(
      settlement.gifts.map((each) => [each.goodsId, each.quantity, each.forGoodsId]),
      [[gift.id, 4, item.id]],
    );
    assert.equal(settlement.totalAmount, 2400, 'a gift costs nothing');
    const submitted = await data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', {
      goods: [item],
      addressId: await addressOf(customer),
      expectedTotal: 2400,
    });
    const order = await data<OrderDetail>(customer, 'GET', `/online/toGoodsOrder/detail?id=${submitted.orderId}`);
    const giftLine = order.lines.find((line) => line.gift);
    assert.deepEqual([giftLine?.goodsId, giftLine?.quantity, giftLine?.unitPrice, giftLine?.amount, giftLine?.listPrice], [gift.id, 4, 0, 0, 80]);
    assert.equal(order.totalAmount, 2400);
  });

  test('a gift goods item taken off shelf is not given, and the goods detail no longer names it', async () => {
    const gift = await promotedGoods(80, []);
    const item = await promotedGoods(1200, [
      { ruleType: 4000, presentType: 1, presentNum: 1, presentGoodNum: 1, preGoodsSkus: [{ goodsId: gift.id, skuId: gift.skuId, num: 1 }] },
    ]);
    await seeded.db.update(goods).set({ onShelfFlag: false }).where(eq(goods.id, gift.id));
    const { rules } = await detailRules(item.id, item.skuId);
    assert.deepEqual(rules[0]?.preGoodsSkus, []);
    const customer = await readyCustomer([{ ...item, quantity: 1 }]);
    const settlement = await data<Settlement>(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: [item] });
    assert.deepEqual(settlement.gifts, []);
  });
});

describe('the member discount and coupons on top of promotions', () => {
  test('a Silver customer takes 2% off the subtotal, then the coupon takes its share of the rest', async () => {
    const item = await promotedGoods(4100, [{ ruleType: 2000, discountRate: 88 }]);
    const customer = await readyCustomer([{ ...item, quantity: 2 }]);
    await seeded.db.insert(ledgerEntries).values({ userId: customer.userId, kind: 'payment', amount: 12000, documentNo: 'RC-1', occurredAt: new Date() });
    const coupon = await data<{ id: number }>(
      null,
      'POST',
      '/staff/coupons/give',
      { userId: customer.userId, title: '10% off', percentOff: 10, threshold: 7000 },
      { authorization: `Bearer ${STAFF_TOKEN}` },
    );

    const settlement = await data<Settlement>(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: [item], couponId: coupon.id });
    const expected = priceOrder({
      lines: [
        priceLine({ goodsId: item.id, skuId: item.skuId, listPrice: 4100, quantity: 2, rules: [{ id: 1, ruleType: 2000, discountRate: 88 }], at: Date.now() }),
      ],
      levelPercentOff: 2,
      coupon: { kind: 'percent', percentOff: 10, threshold: 7000 },
    });
    assert.deepEqual(
      [settlement.listAmount, settlement.promotionDiscount, settlement.goodsAmount, settlement.memberDiscount, settlement.discount, settlement.totalAmount],
      [8200, 984, 7216, { level: 'silver', percentOff: 2, discount: 144.32 }, 707.17, 6364.51],
    );
    assert.equal(settlement.totalAmount, toYuan(expected.totalFen));
    assert.equal(settlement.coupons.find((each) => each.id === coupon.id)?.discount, 707.17, 'the coupon list offers what the coupon takes');

    const submitted = await data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', {
      goods: [item],
      addressId: await addressOf(customer),
      couponId: coupon.id,
      expectedTotal: settlement.totalAmount,
    });
    assert.equal(submitted.totalAmount, 6364.51);
    const order = await data<OrderDetail>(customer, 'GET', `/online/toGoodsOrder/detail?id=${submitted.orderId}`);
    assert.deepEqual(
      [order.goodsAmount, order.memberDiscount, order.discount, order.totalAmount],
      [7216, { level: 'silver', percentOff: 2, discount: 144.32 }, 707.17, 6364.51],
    );
    const staffView = (
      await requestEnvelope(seeded.app, 'GET', `/staff/orders?userId=${customer.userId}`, { headers: { authorization: `Bearer ${STAFF_TOKEN}` } })
    ).envelope;
    const [seen] = 'page' in staffView ? (staffView.page as { list: OrderDetail[] }).list : [];
    assert.deepEqual([seen?.totalAmount, seen?.memberDiscount?.discount, seen?.promotionDiscount], [6364.51, 144.32, 984], 'staff see the same figures');
  });

  test('a coupon threshold is read on the subtotal after promotions', async () => {
    const item = await promotedGoods(600, [{ ruleType: 2000, discountRate: 80 }]);
    const customer = await readyCustomer([{ ...item, quantity: 1 }]);
    const coupon = await data<{ id: number }>(
      null,
      'POST',
      '/staff/coupons/give',
      { userId: customer.userId, title: '¥50 off over ¥500', amountOff: 50, threshold: 500 },
      { authorization: `Bearer ${STAFF_TOKEN}` },
    );
    const settlement = await data<Settlement>(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: [item] });
    assert.equal(settlement.goodsAmount, 480);
    assert.deepEqual(settlement.coupons, [], '¥480 after the discount does not reach ¥500');
    const refused = await call(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: [item], couponId: coupon.id });
    assert.equal(refused.code, 400);
    assert.match(refused.msg, /^couponId: /);
  });
});

describe('prices that change between settlement and submit', () => {
  test('a promotion that ended refuses the order (409) and stores nothing; the new settlement charges the list price', async () => {
    const item = await promotedGoods(1000, [{ ruleType: 1000, discountRate: 70, validEnd: inAWeek() }]);
    const customer = await readyCustomer([{ ...item, quantity: 1 }]);
    const addressId = await addressOf(customer);
    const before = await data<Settlement>(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: [item] });
    assert.equal(before.totalAmount, 700);
    assert.ok(before.lines[0]?.priceEndsAt);

    await seeded.db
      .update(promotionRules)
      .set({ validEnd: new Date(Date.now() - 1000) })
      .where(eq(promotionRules.goodsId, item.id));
    const refused = await call(
      customer,
      'POST',
      '/online/toGoodsOrder/submit',
      { goods: [item], addressId, expectedTotal: before.totalAmount },
      { 'idempotency-key': 'ended-1' },
    );
    assert.equal(refused.code, 409);
    assert.match(refused.msg, /^expectedTotal: the order now comes to 1000 CNY, not 700/);
    const kept = await seeded.db
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.userId, customer.userId), eq(cartLines.goodsId, item.id)));
    assert.equal(kept.length, 1, 'the inquiry-list line is still there');

    const after = await data<Settlement>(customer, 'POST', '/online/toGoodsOrder/settlement', { goods: [item] });
    assert.deepEqual([after.totalAmount, after.lines[0]?.discounts, after.lines[0]?.priceEndsAt], [1000, [], null]);
    const submitted = await data<OrderSubmitted>(
      customer,
      'POST',
      '/online/toGoodsOrder/submit',
      { goods: [item], addressId, expectedTotal: after.totalAmount },
      { 'idempotency-key': 'ended-2' },
    );
    assert.equal(submitted.totalAmount, 1000);
  });

  test('a replay with the same key and body answers the same order, once', async () => {
    const item = await promotedGoods(250, [{ ruleType: 2000, discountRate: 90 }]);
    const customer = await readyCustomer([{ ...item, quantity: 4 }]);
    const body = { goods: [item], addressId: await addressOf(customer), expectedTotal: 900 };
    const [first, second] = await Promise.all([
      data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', body, { 'idempotency-key': 'replay-1' }),
      data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', body, { 'idempotency-key': 'replay-1' }),
    ]);
    assert.deepEqual(second, first);
    assert.equal(first.totalAmount, 900);
    const again = await data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', body, { 'idempotency-key': 'replay-1' });
    assert.deepEqual(again, first);
  });

  test('without expectedTotal the order is priced now, as the contract always allowed', async () => {
    const item = await promotedGoods(100, [{ ruleType: 2000, discountRate: 50 }]);
    const customer = await readyCustomer([{ ...item, quantity: 1 }]);
    const submitted = await data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', { goods: [item], addressId: await addressOf(customer) });
    assert.equal(submitted.totalAmount, 50);
  });
});
