import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { asc, eq, sql } from 'drizzle-orm';
import { cartLines, goods, skus } from '../db/schema';
import { createCustomer, expireLogins, type TestCustomer } from '../testing/customer-fixtures';
import { dataAs, envelopeAs, type TestEnvelope } from '../testing/request';
import { seededApp } from '../testing/seeded-app';
import type { CartPage } from '../../contract/customer';

const seeded = seededApp(300);
/** An on-shelf goods item with at least two SKUs, and a second one for foreign SKUs. */
let item: { id: number; skuIds: number[]; titleZh: string };
let otherItem: { id: number; skuIds: number[] };
let offShelfId: number;

const call = (customer: TestCustomer | null, method: 'GET' | 'POST', path: string, body?: unknown, lang?: string): Promise<TestEnvelope> =>
  envelopeAs(seeded.app, customer, method, path, { body, lang });
const data = <T>(customer: TestCustomer, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> =>
  dataAs<T>(seeded.app, customer, method, path, { body });
/** The list answers `{ code, msg, page }`: dataAs reads the page when there is no data. */
const cart = (customer: TestCustomer, lang?: string): Promise<CartPage> =>
  dataAs<CartPage>(seeded.app, customer, 'POST', '/online/toGoodsCar/myCarList', { body: {}, lang });

const quantities = (page: CartPage) => Object.fromEntries(page.list.map((line) => [`${line.id}:${line.skuId}`, line.quantity]));

async function expectInvalid(customer: TestCustomer, path: string, body: unknown, field: string) {
  const envelope = await call(customer, 'POST', path, body);
  assert.equal(envelope.code, 400, `${path} refuses ${JSON.stringify(body)}`);
  assert.match(envelope.msg, new RegExp(`^${field.replace(/\./g, '\\.')}: `), envelope.msg);
}

async function goodsWithSkus(minSkus: number, skip: number[] = []) {
  const rows = await seeded.db
    .select({ id: goods.id, titleZh: goods.titleZh, skuIds: sql<string[]>`array_agg(${skus.id} ORDER BY ${skus.id})` })
    .from(goods)
    .innerJoin(skus, eq(skus.goodsId, goods.id))
    .where(eq(goods.onShelfFlag, true))
    .groupBy(goods.id)
    .having(sql`count(*) >= ${minSkus}`)
    .orderBy(asc(goods.id));
  const row = rows.find((candidate) => !skip.includes(candidate.id));
  assert.ok(row, `the seed has an on-shelf goods item with ${minSkus}+ SKUs`);
  return { id: row.id, titleZh: row.titleZh, skuIds: row.skuIds.map(Number) };
}

before(async () => {
  await seeded.ready;
  item = await goodsWithSkus(2);
  otherItem = await goodsWithSkus(1, [item.id]);
  const [offShelf] = await seeded.db.select({ id: goods.id }).from(goods).where(eq(goods.onShelfFlag, false)).limit(1);
  assert.ok(offShelf, 'the seed has an off-shelf goods item');
  offShelfId = offShelf.id;
});

describe('inquiry list: who may use it', () => {
  test("no token → 401, an expired token → 402, a userId that is not the token's → 401", async () => {
    const customer = await createCustomer(seeded.db);
    const stranger = await createCustomer(seeded.db);
    for (const [method, path] of [
      ['POST', '/online/toGoodsCar/myCarList'],
      ['POST', '/online/toGoodsCar/addCar'],
      ['GET', '/online/toGoodsCar/myCarSize'],
    ] as const) {
      const body = method === 'POST' ? { id: item.id } : undefined;
      assert.equal((await call(null, method, path, body)).code, 401, `${path} without a token`);
      assert.equal((await call({ ...customer, headers: { token: 'not-a-token' } }, method, path, body)).code, 401, `${path} with an unknown token`);
    }
    const mismatch = await call(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id, userId: stranger.userId });
    assert.equal(mismatch.code, 401);
    assert.match(mismatch.msg, /^userId: /);
    const sizeOfOther = await call(customer, 'GET', `/online/toGoodsCar/myCarSize?userId=${stranger.userId}`);
    assert.equal(sizeOfOther.code, 401);
    assert.equal(await data<number>(customer, 'GET', `/online/toGoodsCar/myCarSize?userId=${customer.userId}`), 0, 'its own userId is fine');

    await expireLogins(seeded.db, customer.userId);
    const expired = await call(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id });
    assert.equal(expired.code, 402);
    assert.equal((await call(customer, 'GET', '/online/toGoodsCar/myCarSize')).code, 402);
  });

  test('each customer sees only their own lines', async () => {
    const first = await createCustomer(seeded.db);
    const second = await createCustomer(seeded.db);
    await data(first, 'POST', '/online/toGoodsCar/addCar', { id: item.id });
    assert.equal((await cart(second)).total, 0);
    assert.equal(await data<number>(second, 'GET', '/online/toGoodsCar/myCarSize'), 0);
    assert.equal(await data<number>(first, 'GET', '/online/toGoodsCar/myCarSize'), 1);
  });
});

describe('addCar', () => {
  test('the same id and skuId merge by adding quantity; another skuId is a new line', async () => {
    const customer = await createCustomer(seeded.db);
    const [firstSku, secondSku] = item.skuIds;
    assert.deepEqual(await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id, skuId: firstSku }), { size: 1 });
    assert.deepEqual(await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id, skuId: firstSku }), { size: 1 });
    assert.deepEqual(await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id, skuId: firstSku, quantity: 5 }), { size: 1 });
    assert.deepEqual(await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id, skuId: secondSku }), { size: 2 });
    assert.deepEqual(await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: String(item.id), skuId: String(secondSku) }), { size: 2 });
    assert.deepEqual(await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id }), { size: 3 }, 'no SKU chosen is a line of its own');
    assert.deepEqual(await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id, skuId: 0 }), { size: 3 });
    assert.deepEqual(await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id, skuId: null }), { size: 3 });
    assert.deepEqual(quantities(await cart(customer)), { [`${item.id}:${firstSku}`]: 7, [`${item.id}:${secondSku}`]: 2, [`${item.id}:0`]: 3 });
  });

  test('20 adds at once all count', async () => {
    const customer = await createCustomer(seeded.db);
    const adds = Array.from({ length: 20 }, () => call(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id, skuId: item.skuIds[0] }));
    const answers = await Promise.all(adds);
    assert.deepEqual(
      answers.map((answer) => answer.code),
      Array<number>(20).fill(0),
    );
    assert.deepEqual(quantities(await cart(customer)), { [`${item.id}:${item.skuIds[0]}`]: 20 });
  });

  test('a merge stops at 9999', async () => {
    const customer = await createCustomer(seeded.db);
    await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id, quantity: 9000 });
    await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id, quantity: 9000 });
    assert.deepEqual(quantities(await cart(customer)), { [`${item.id}:0`]: 9999 });
  });

  test('off-shelf or unknown goods → 3; a SKU of another goods item → 400; bad input names its field', async () => {
    const customer = await createCustomer(seeded.db);
    const offShelf = await call(customer, 'POST', '/online/toGoodsCar/addCar', { id: offShelfId });
    assert.equal(offShelf.code, 3);
    assert.match(offShelf.msg, /^id: /);
    assert.equal((await call(customer, 'POST', '/online/toGoodsCar/addCar', { id: 987_654_321 })).code, 3);
    const foreign = await call(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id, skuId: otherItem.skuIds[0] });
    assert.equal(foreign.code, 400);
    assert.match(foreign.msg, /^skuId: /);
    await expectInvalid(customer, '/online/toGoodsCar/addCar', {}, 'id');
    await expectInvalid(customer, '/online/toGoodsCar/addCar', { id: 'abc' }, 'id');
    await expectInvalid(customer, '/online/toGoodsCar/addCar', { id: item.id, quantity: 0 }, 'quantity');
    await expectInvalid(customer, '/online/toGoodsCar/addCar', { id: item.id, quantity: 10_000 }, 'quantity');
    await expectInvalid(customer, '/online/toGoodsCar/addCar', { id: item.id, quantity: 1.5 }, 'quantity');
    await expectInvalid(customer, '/online/toGoodsCar/addCar', { id: item.id, skuId: -1 }, 'skuId');
    assert.equal(await data<number>(customer, 'GET', '/online/toGoodsCar/myCarSize'), 0, 'nothing was added');
  });
});

describe('addCarBatch', () => {
  test('merges lines into the list and names the lines it skipped', async () => {
    const customer = await createCustomer(seeded.db);
    const [firstSku, secondSku] = item.skuIds;
    await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id, skuId: firstSku, quantity: 2 });
    const answer = await data<{ size: number; skipped: { id: number; skuId: number }[] }>(customer, 'POST', '/online/toGoodsCar/addCarBatch', {
      list: [
        { id: item.id, skuId: firstSku, quantity: 3 },
        { id: item.id, skuId: secondSku, quantity: 1 },
        { id: item.id, skuId: secondSku, quantity: 4 },
        { id: otherItem.id, quantity: 2 },
        { id: offShelfId, quantity: 1 },
        { id: 987_654_321, skuId: 0, quantity: 1 },
        { id: item.id, skuId: otherItem.skuIds[0], quantity: 1 },
      ],
    });
    assert.equal(answer.size, 3);
    assert.deepEqual(answer.skipped, [
      { id: offShelfId, skuId: 0 },
      { id: 987_654_321, skuId: 0 },
      { id: item.id, skuId: otherItem.skuIds[0] },
    ]);
    assert.deepEqual(quantities(await cart(customer)), {
      [`${item.id}:${firstSku}`]: 5,
      [`${item.id}:${secondSku}`]: 5,
      [`${otherItem.id}:0`]: 2,
    });
  });

  test('refuses an empty or oversized list, naming the field', async () => {
    const customer = await createCustomer(seeded.db);
    await expectInvalid(customer, '/online/toGoodsCar/addCarBatch', { list: [] }, 'list');
    await expectInvalid(customer, '/online/toGoodsCar/addCarBatch', {}, 'list');
    await expectInvalid(customer, '/online/toGoodsCar/addCarBatch', { list: Array(201).fill({ id: item.id, quantity: 1 }) }, 'list');
    await expectInvalid(
      customer,
      '/online/toGoodsCar/addCarBatch',
      {
        list: [
          { id: item.id, quantity: 1 },
          { id: 'x', quantity: 1 },
        ],
      },
      'list.1.id',
    );
    await expectInvalid(customer, '/online/toGoodsCar/addCarBatch', { list: [{ id: item.id, quantity: -2 }] }, 'list.0.quantity');
  });
});

describe('updateCar, cancelCar, myCarSize and myCarList', () => {
  test('sets a quantity, removes lines and counts them', async () => {
    const customer = await createCustomer(seeded.db);
    const [firstSku, secondSku] = item.skuIds;
    await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id, skuId: firstSku });
    await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id, skuId: secondSku });
    await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: otherItem.id });
    assert.deepEqual(await data(customer, 'POST', '/online/toGoodsCar/updateCar', { id: item.id, skuId: firstSku, quantity: 12 }), { size: 3 });
    assert.equal(quantities(await cart(customer))[`${item.id}:${firstSku}`], 12);

    const missing = await call(customer, 'POST', '/online/toGoodsCar/updateCar', { id: otherItem.id, skuId: otherItem.skuIds[0], quantity: 2 });
    assert.equal(missing.code, 3, 'no such line');
    await expectInvalid(customer, '/online/toGoodsCar/updateCar', { id: item.id, skuId: firstSku }, 'quantity');

    assert.deepEqual(await data(customer, 'POST', '/online/toGoodsCar/cancelCar', { list: [{ id: item.id, skuId: secondSku }, { id: otherItem.id }] }), {
      size: 1,
    });
    assert.deepEqual(await data(customer, 'POST', '/online/toGoodsCar/cancelCar', { list: [{ id: otherItem.id }] }), { size: 1 }, 'a line not held is ignored');
    assert.equal(await data<number>(customer, 'GET', '/online/toGoodsCar/myCarSize'), 1);
    await expectInvalid(customer, '/online/toGoodsCar/cancelCar', { list: [] }, 'list');
  });

  test("answers page.total and lines newest first with the SKU from the skus table, in the caller's language", async () => {
    const customer = await createCustomer(seeded.db);
    const [firstSku] = item.skuIds;
    await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: otherItem.id });
    await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: item.id, skuId: firstSku, quantity: 2 });
    const page = await cart(customer);
    assert.equal(page.total, 2);
    assert.equal(page.totalCount, 2);
    assert.equal(page.currPage, 1);
    assert.equal(page.totalPage, 1);
    assert.deepEqual(
      page.list.map((line) => line.id),
      [item.id, otherItem.id],
      'newest first',
    );
    const [sku] = await seeded.db.select().from(skus).where(eq(skus.id, firstSku!));
    const [line, bare] = page.list;
    assert.equal(line?.skuDesc, sku?.skuDescEn);
    assert.equal(line?.skuPrice, sku?.skuPrice);
    assert.equal(bare?.skuDesc, null, 'no SKU chosen');
    assert.equal(bare?.skuPrice, null);
    assert.deepEqual(Object.keys(line ?? {}).sort(), [
      'addedAt',
      'id',
      'imgCover',
      'inventoryStatus',
      'itemno',
      'onShelfFlag',
      'quantity',
      'rules',
      'skuDesc',
      'skuId',
      'skuPrice',
      'title',
    ]);
    assert.ok(!Number.isNaN(Date.parse(line?.addedAt ?? '')));

    const zh = await cart(customer, 'zh');
    assert.equal(zh.list[0]?.title, item.titleZh);
    assert.equal(zh.list[0]?.skuDesc, sku?.skuDescZh);

    const paged = await call(customer, 'POST', '/online/toGoodsCar/myCarList', { page: 2, limit: 1 });
    const second = paged.page as unknown as CartPage;
    assert.deepEqual(
      second.list.map((entry) => entry.id),
      [otherItem.id],
    );
    assert.equal(second.totalPage, 2);
    assert.equal(second.total, 2);
    await expectInvalid(customer, '/online/toGoodsCar/myCarList', { limit: 501 }, 'limit');
  });

  test('a line whose goods went off shelf stays, with onShelfFlag false', async () => {
    const customer = await createCustomer(seeded.db);
    await data(customer, 'POST', '/online/toGoodsCar/addCar', { id: otherItem.id });
    await seeded.db.update(goods).set({ onShelfFlag: false }).where(eq(goods.id, otherItem.id));
    try {
      const page = await cart(customer);
      assert.deepEqual(
        page.list.map((line) => [line.id, line.onShelfFlag]),
        [[otherItem.id, false]],
      );
      assert.equal((await call(customer, 'POST', '/online/toGoodsCar/addCar', { id: otherItem.id })).code, 3, 'but it cannot be added again');
      const rows = await seeded.db.select().from(cartLines).where(eq(cartLines.userId, customer.userId));
      assert.equal(rows[0]?.quantity, 1);
    } finally {
      await seeded.db.update(goods).set({ onShelfFlag: true }).where(eq(goods.id, otherItem.id));
    }
  });
});
