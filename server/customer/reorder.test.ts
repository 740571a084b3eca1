/**
 * Buy again and quick order (docs/product.md §11.6): an order's lines back into the inquiry list
 * with an off-shelf line named and its alternatives, another customer's order refused, and the
 * quick order's rows (added, unknown with a suggestion, off shelf, refused) written once per
 * Idempotency-Key.
 */
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { goods, skus } from '../db/schema';
import { createCustomer, type TestCustomer } from '../testing/customer-fixtures';
import type { CartPage } from '../../contract/customer';
import type { OrderSubmitted } from '../../contract/orders';
import type { BuyAgainAnswer, QuickOrderAnswer } from '../../contract/reorder';
import { QUICK_ORDER_MAX_ROWS } from '../../contract/quick-order-lines';
import { orderTestKit } from '../orders/order-test-kit';

const kit = orderTestKit();
const { call, data, readyCustomer } = kit;

const quantities = async (customer: TestCustomer) =>
  Object.fromEntries(
    (await data<CartPage>(customer, 'POST', '/online/toGoodsCar/myCarList', {})).list.map((line) => [`${line.id}:${line.skuId}`, line.quantity]),
  );
const buyAgain = (customer: TestCustomer, body: Record<string, unknown>, key?: string) =>
  call(customer, 'POST', '/online/toGoodsCar/buyAgain', body, key ? { 'idempotency-key': key } : {});
const quickOrder = (customer: TestCustomer, body: Record<string, unknown>, key?: string) =>
  call(customer, 'POST', '/online/toGoodsCar/quickOrder', body, key ? { 'idempotency-key': key } : {});

/** An order of two lines (2 × the first sellable item, 1 × the second), the inquiry list left empty. */
async function orderedCustomer() {
  const { customer, address, goods: chosen } = await readyCustomer();
  const order = await data<OrderSubmitted>(customer, 'POST', '/online/toGoodsOrder/submit', { goods: chosen, addressId: address.id, invoiceType: 'none' });
  assert.deepEqual(await quantities(customer), {}, 'the order took the lines out of the list');
  return { customer, orderId: order.orderId, chosen };
}

async function withOffShelf<T>(goodsId: number, run: () => Promise<T>): Promise<T> {
  await kit.db.update(goods).set({ onShelfFlag: false }).where(eq(goods.id, goodsId));
  try {
    return await run();
  } finally {
    await kit.db.update(goods).set({ onShelfFlag: true }).where(eq(goods.id, goodsId));
  }
}

describe('buy again', () => {
  test('puts the lines back with their quantities; an off-shelf line is named with alternatives, not added', async () => {
    const { customer, orderId, chosen } = await orderedCustomer();
    const [kept, gone] = chosen as [{ id: number; skuId: number }, { id: number; skuId: number }];
    const answer = await withOffShelf(gone.id, async () => {
      const envelope = await buyAgain(customer, { orderId });
      assert.equal(envelope.code, 0, envelope.msg);
      return envelope.data as BuyAgainAnswer;
    });
    assert.deepEqual(
      answer.added.map((line) => [line.goodsId, line.skuId, line.quantity]),
      [[kept.id, kept.skuId, 2]],
    );
    assert.equal(answer.unavailable.length, 1);
    const [left] = answer.unavailable;
    assert.equal(left?.goodsId, gone.id);
    assert.equal(left?.reason, 'offShelf');
    assert.ok(left && left.itemno && left.title, 'the line is named');
    assert.ok(left && left.alternatives.length > 0 && left.alternatives.every((item) => item.id !== gone.id), 'alternatives, never the item itself');
    assert.equal(answer.size, 1);
    assert.deepEqual(await quantities(customer), { [`${kept.id}:${kept.skuId}`]: 2 });

    // Merged as addCar merges: buying again adds the quantities to the lines already there.
    const again = (await buyAgain(customer, { orderId })).data as BuyAgainAnswer;
    assert.equal(again.unavailable.length, 0, 'back on shelf, nothing is left out');
    assert.deepEqual(await quantities(customer), { [`${kept.id}:${kept.skuId}`]: 4, [`${gone.id}:${gone.skuId}`]: 1 });
  });

  test('one line alone; a line no longer sold is named with its reason', async () => {
    const { customer, orderId } = await orderedCustomer();
    const detail = await data<{ lines: { id: number; goodsId: number; skuId: number; quantity: number }[] }>(
      customer,
      'GET',
      `/online/toGoodsOrder/detail?id=${orderId}`,
    );
    const line = detail.lines[1]!;
    const one = await data<BuyAgainAnswer>(customer, 'POST', '/online/toGoodsCar/buyAgain', { orderId, lineId: line.id });
    assert.deepEqual(
      one.added.map((item) => item.lineId),
      [line.id],
    );
    assert.deepEqual(await quantities(customer), { [`${line.goodsId}:${line.skuId}`]: line.quantity });

    await kit.db.update(goods).set({ inventoryStatus: -1 }).where(eq(goods.id, line.goodsId));
    try {
      const stopped = await data<BuyAgainAnswer>(customer, 'POST', '/online/toGoodsCar/buyAgain', { orderId, lineId: line.id });
      assert.equal(stopped.unavailable[0]?.reason, 'notSold');
    } finally {
      await kit.db.update(goods).set({ inventoryStatus: 1 }).where(eq(goods.id, line.goodsId));
    }
    assert.equal((await buyAgain(customer, { orderId, lineId: 999999999 })).code, 3, 'a line not of the order');
  });

  test("another customer's order, an unknown order or no token: not found / 401, and nothing is added", async () => {
    const { orderId } = await orderedCustomer();
    const stranger = await createCustomer(kit.db);
    const refused = await buyAgain(stranger, { orderId });
    assert.equal(refused.code, 3);
    assert.match(refused.msg, /^orderId: /);
    assert.deepEqual(await quantities(stranger), {});
    assert.equal((await buyAgain(stranger, { orderId: 999999999 })).code, 3);
    assert.equal((await call(null, 'POST', '/online/toGoodsCar/buyAgain', { orderId })).code, 401);
    const bad = await buyAgain(stranger, { orderId: 'x' });
    assert.equal(bad.code, 400);
    assert.match(bad.msg, /^orderId: /);
  });

  test('a retry with the same Idempotency-Key adds nothing twice', async () => {
    const { customer, orderId, chosen } = await orderedCustomer();
    const first = await buyAgain(customer, { orderId }, 'buy-again-key-1');
    const second = await buyAgain(customer, { orderId }, 'buy-again-key-1');
    assert.deepEqual(second, first);
    assert.equal((await quantities(customer))[`${chosen[0]!.id}:${chosen[0]!.skuId}`], 2);
  });
});

describe('quick order', () => {
  /** A sellable goods item with two or more sizes, and an off-shelf one. */
  let good: { id: number; itemno: string; sizes: { id: number; desc: string }[] };
  let offShelf: { id: number; itemno: string };

  before(async () => {
    const rows = await kit.db
      .select({
        id: goods.id,
        itemno: goods.itemno,
        ids: sql<string[]>`array_agg(${skus.id} ORDER BY ${skus.sort}, ${skus.id})`,
        descs: sql<string[]>`array_agg(${skus.skuDescEn} ORDER BY ${skus.sort}, ${skus.id})`,
      })
      .from(goods)
      .innerJoin(skus, eq(skus.goodsId, goods.id))
      .where(and(eq(goods.onShelfFlag, true), notInArray(goods.inventoryStatus, [-1, -2, -4]), sql`${goods.itemno} ~ '^AB1[0-9]'`))
      .groupBy(goods.id)
      .having(sql`count(*) >= 2`)
      .orderBy(asc(goods.id))
      .limit(1);
    const row = rows[0];
    assert.ok(row, 'the seed has a sellable goods item with two sizes');
    good = { id: row.id, itemno: row.itemno, sizes: row.ids.map((id, i) => ({ id: Number(id), desc: row.descs[i]! })) };
    const [shelf] = await kit.db.select({ id: goods.id, itemno: goods.itemno }).from(goods).where(eq(goods.onShelfFlag, false)).limit(1);
    assert.ok(shelf, 'the seed has an off-shelf goods item');
    offShelf = shelf;
  });

  test('each row answers added, unknown with a suggestion, off shelf with alternatives or refused naming its field; a retry adds nothing twice', async () => {
    const customer = await createCustomer(kit.db);
    // One look-alike slip: the first 0 typed as the letter O.
    const slip = good.itemno.replace('0', 'O');
    const text = [
      `${good.itemno.toLowerCase()} 3`,
      slip,
      '',
      `${offShelf.itemno}\t2`,
      `${good.itemno}, 0`,
      `${good.itemno}, 999 mg, 1`,
      `${good.itemno}; ${good.sizes[1]!.desc.replace(' ', '').toUpperCase()}; 2`,
    ].join('\n');
    const first = await quickOrder(customer, { text }, 'quick-order-key-1');
    assert.equal(first.code, 0, first.msg);
    const { rows, size } = first.data as QuickOrderAnswer;
    const byRow = new Map(rows.map((row) => [row.row, row]));
    assert.deepEqual(
      rows.map((row) => [row.row, row.outcome, row.field]),
      [
        [1, 'added', null],
        [2, 'unknown', null],
        [4, 'offShelf', null],
        [5, 'refused', 'quantity'],
        [6, 'refused', 'size'],
        [7, 'added', null],
      ],
    );
    assert.deepEqual([byRow.get(1)?.goodsId, byRow.get(1)?.skuId, byRow.get(1)?.quantity], [good.id, good.sizes[0]!.id, 3], 'no size: the first size');
    assert.equal(byRow.get(1)?.itemno, good.itemno, 'the Cat. No. as the catalogue spells it');
    assert.deepEqual(byRow.get(2)?.suggestion, { id: good.id, itemno: good.itemno });
    assert.ok((byRow.get(4)?.alternatives.length ?? 0) > 0, 'off shelf: alternatives');
    assert.equal(byRow.get(5)?.quantityText, '0');
    assert.deepEqual(
      byRow.get(6)?.sizes,
      good.sizes.map((sku) => sku.desc),
    );
    assert.equal(byRow.get(7)?.skuId, good.sizes[1]!.id, 'a size written without its space, in capitals');
    assert.equal(size, 2);
    const expected = { [`${good.id}:${good.sizes[0]!.id}`]: 3, [`${good.id}:${good.sizes[1]!.id}`]: 2 };
    assert.deepEqual(await quantities(customer), expected);

    const retry = await quickOrder(customer, { text }, 'quick-order-key-1');
    assert.deepEqual(retry, first, 'the first answer again');
    assert.deepEqual(await quantities(customer), expected, 'nothing added twice');
    assert.equal((await quickOrder(customer, { text: `${good.itemno} 1` }, 'quick-order-key-1')).code, 409, 'the same key with another list');
    // Another customer's identical key is their own.
    const other = await createCustomer(kit.db);
    assert.equal(((await quickOrder(other, { text }, 'quick-order-key-1')).data as QuickOrderAnswer).size, 2);
  });

  test('a CSV file with its header; rows are numbered by their line', async () => {
    const customer = await createCustomer(kit.db);
    const answer = await data<QuickOrderAnswer>(customer, 'POST', '/online/toGoodsCar/quickOrder', {
      format: 'csv',
      text: `itemno,size,quantity\n${good.itemno},"${good.sizes[1]!.desc}",4\nNOPE,,1\n`,
    });
    assert.deepEqual(
      answer.rows.map((row) => [row.row, row.outcome, row.skuId, row.quantity]),
      [
        [2, 'added', good.sizes[1]!.id, 4],
        [3, 'unknown', null, 1],
      ],
    );
  });

  test('limits and malformed input: 400 naming the field; no token: 401', async () => {
    const customer = await createCustomer(kit.db);
    const tooMany = Array.from({ length: QUICK_ORDER_MAX_ROWS + 1 }, () => good.itemno).join('\n');
    for (const [body, field] of [
      [{ text: tooMany }, 'text'],
      [{ text: 'x'.repeat(64 * 1024 + 1) }, 'text'],
      [{ text: '  \n ' }, 'text'],
      [{ format: 'csv', text: `${good.itemno},,1` }, 'text'],
      [{ format: 'xlsx', text: good.itemno }, 'format'],
      [{}, 'text'],
    ] as const) {
      const envelope = await quickOrder(customer, body);
      assert.equal(envelope.code, 400, JSON.stringify(body).slice(0, 80));
      assert.match(envelope.msg, new RegExp(`^${field}: `), envelope.msg);
    }
    assert.deepEqual(await quantities(customer), {});
    assert.equal((await call(null, 'POST', '/online/toGoodsCar/quickOrder', { text: good.itemno })).code, 401);
  });
});
