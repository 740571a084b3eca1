import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, sql } from 'drizzle-orm';
import { goods } from '../db/schema';
import { createCustomer, expireLogins, type TestCustomer } from '../testing/customer-fixtures';
import { dataAs, envelopeAs, requestEnvelope, type TestEnvelope } from '../testing/request';
import { seededApp } from '../testing/seeded-app';
import type { CompareGoodsAnswer, CompareList } from '../../contract/compare';

const seeded = seededApp(300);
let onShelf: number[];
let offShelfId: number;
let antibodyId: number;
const UNKNOWN_ID = 987_654_321;

type Method = 'GET' | 'POST';
const LIST = '/online/toGoodsCompare/myCompare';
const ADD = '/online/toGoodsCompare/addCompare';
const CANCEL = '/online/toGoodsCompare/cancelCompare';
const MERGE = '/online/toGoodsCompare/mergeCompare';
const GOODS = '/online/togoods/compareGoods';

const call = (customer: TestCustomer | null, method: Method, path: string, body?: unknown): Promise<TestEnvelope> =>
  envelopeAs(seeded.app, customer, method, path, { body });
const list = async (customer: TestCustomer, method: Method, path: string, body?: unknown): Promise<number[]> =>
  (await dataAs<CompareList>(seeded.app, customer, method, path, { body })).list;
const at = (index: number): number => {
  const id = onShelf[index];
  assert.ok(id, `the seed has ${index + 1}+ on-shelf goods`);
  return id;
};

before(async () => {
  await seeded.ready;
  const rows = await seeded.db.select({ id: goods.id }).from(goods).where(eq(goods.onShelfFlag, true)).orderBy(asc(goods.id)).limit(8);
  onShelf = rows.map((row) => row.id);
  const [offShelf] = await seeded.db.select({ id: goods.id }).from(goods).where(eq(goods.onShelfFlag, false)).limit(1);
  assert.ok(offShelf, 'the seed has an off-shelf goods item');
  offShelfId = offShelf.id;
  const [antibody] = await seeded.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.onShelfFlag, true), sql`'polyclonal' = ANY(${goods.labels})`, sql`'WB' = ANY(${goods.applicationCodes})`))
    .limit(1);
  assert.ok(antibody, 'the seed has a polyclonal antibody validated by WB');
  antibodyId = antibody.id;
});

describe('compare list: who may use it', () => {
  const ROUTES: [Method, string, unknown][] = [
    ['GET', LIST, undefined],
    ['POST', ADD, { goodsId: [1] }],
    ['POST', CANCEL, { goodsId: [1] }],
    ['POST', MERGE, { goodsId: [1] }],
  ];

  test('no token → 401, an expired token → 402, and another customer’s list is not reachable by userId', async () => {
    const customer = await createCustomer(seeded.db);
    const stranger = await createCustomer(seeded.db);
    await list(stranger, 'POST', ADD, { goodsId: [at(0)] });
    for (const [method, path, body] of ROUTES) {
      const missing = await call(null, method, path, body);
      assert.equal(missing.code, 401, `${path} without a token`);
      assert.match(missing.msg, /^token: /);
      const otherPath = method === 'GET' ? `${path}?userId=${stranger.userId}` : path;
      const otherBody = method === 'GET' ? body : { ...(body as object), userId: stranger.userId };
      const mismatch = await call(customer, method, otherPath, otherBody);
      assert.equal(mismatch.code, 401, `${path} with another user's userId`);
      assert.match(mismatch.msg, /^userId: /);
    }
    assert.deepEqual(await list(customer, 'GET', LIST), [], "the customer sees an empty list, not the stranger's");
    assert.deepEqual(await list(stranger, 'GET', LIST), [at(0)], "the stranger's list is untouched");
    await expireLogins(seeded.db, customer.userId);
    for (const [method, path, body] of ROUTES) assert.equal((await call(customer, method, path, body)).code, 402, `${path} with an expired token`);
  });

  test('the openapi document lists every route', async () => {
    const response = await seeded.app.request('/openapi.json');
    const document = (await response.json()) as { paths: Record<string, unknown> };
    for (const path of [LIST, ADD, CANCEL, MERGE, GOODS]) assert.ok(document.paths[path], `${path} documented`);
  });
});

describe('compare list', () => {
  test('adds in order, keeps a listed item where it is, removes', async () => {
    const customer = await createCustomer(seeded.db);
    assert.deepEqual(await list(customer, 'POST', ADD, { goodsId: [at(1)] }), [at(1)]);
    assert.deepEqual(await list(customer, 'POST', ADD, { goodsId: [at(0), at(1)] }), [at(1), at(0)]);
    assert.deepEqual(await list(customer, 'POST', ADD, { goodsId: at(2) }), [at(1), at(0), at(2)], 'one id alone is accepted too');
    assert.deepEqual(await list(customer, 'GET', LIST), [at(1), at(0), at(2)]);
    assert.deepEqual(await list(customer, 'POST', CANCEL, { goodsId: [at(0), UNKNOWN_ID] }), [at(1), at(2)]);
    assert.deepEqual(await list(customer, 'GET', LIST), [at(1), at(2)]);
  });

  test('a fifth goods item is refused with code 409 naming the field, and nothing is added', async () => {
    const customer = await createCustomer(seeded.db);
    await list(customer, 'POST', ADD, { goodsId: [at(0), at(1), at(2), at(3)] });
    const refused = await call(customer, 'POST', ADD, { goodsId: [at(4)] });
    assert.equal(refused.code, 409);
    assert.match(refused.msg, /^goodsId: .*at most 4/);
    assert.deepEqual(await list(customer, 'POST', ADD, { goodsId: [at(3)] }), [at(0), at(1), at(2), at(3)], 'a listed item is no fifth');
    const five = await call(customer, 'POST', ADD, { goodsId: [at(0), at(1), at(2), at(3), at(4)] });
    assert.equal(five.code, 400, 'more than 4 in one request is bad input');
    assert.match(five.msg, /^goodsId: /);
    assert.deepEqual(await list(customer, 'GET', LIST), [at(0), at(1), at(2), at(3)]);
  });

  test('unknown and off-shelf goods are refused with code 3; bad ids with code 400 naming the field', async () => {
    const customer = await createCustomer(seeded.db);
    for (const id of [UNKNOWN_ID, offShelfId]) {
      const refused = await call(customer, 'POST', ADD, { goodsId: [at(0), id] });
      assert.equal(refused.code, 3, `goods ${id}`);
      assert.match(refused.msg, new RegExp(`^goodsId: .*${id}`));
    }
    assert.deepEqual(await list(customer, 'GET', LIST), [], 'nothing added');
    for (const body of [{}, { goodsId: [] }, { goodsId: ['x'] }, { goodsId: [-1] }]) {
      const bad = await call(customer, 'POST', ADD, body);
      assert.equal(bad.code, 400, JSON.stringify(body));
      assert.match(bad.msg, /^goodsId/);
    }
  });

  test("the merge at login adds the guest's goods after the account's, as far as 4, leaving out what is gone", async () => {
    const customer = await createCustomer(seeded.db);
    await list(customer, 'POST', ADD, { goodsId: [at(0), at(1)] });
    const merged = await list(customer, 'POST', MERGE, { goodsId: [at(1), UNKNOWN_ID, offShelfId, at(2)] });
    assert.deepEqual(merged, [at(0), at(1), at(2)]);
    assert.deepEqual(await list(customer, 'POST', MERGE, { goodsId: [at(3), at(4)] }), [at(0), at(1), at(2), at(3)], 'what does not fit is left out');
    assert.deepEqual(await list(customer, 'GET', LIST), [at(0), at(1), at(2), at(3)]);
  });
});

describe('compare goods', () => {
  const compare = async (ids: unknown): Promise<TestEnvelope> => (await requestEnvelope(seeded.app, 'POST', GOODS, { body: { goodsId: ids } })).envelope;

  test('answers the goods in the order asked, with SKUs, labels and figures, and names the unknown ids', async () => {
    const envelope = await compare([antibodyId, UNKNOWN_ID, at(0), offShelfId]);
    assert.equal(envelope.code, 0, envelope.msg);
    const { list: goodsList, unknown } = envelope.data as CompareGoodsAnswer;
    assert.deepEqual(
      goodsList.map((item) => item.id),
      [antibodyId, at(0), offShelfId],
    );
    assert.deepEqual(unknown, [UNKNOWN_ID]);
    const [antibody] = goodsList;
    assert.ok(antibody && antibody.labels.includes('polyclonal'));
    assert.ok(antibody.skus.length > 0, 'with its sizes and prices');
    assert.ok(
      antibody.figures.some((figure) => figure.kind === 'wb'),
      'with its western blot',
    );
    assert.equal(goodsList.at(-1)?.onShelfFlag, false, 'off-shelf goods are answered, marked');
  });

  test('more than 4 ids or a malformed list: code 400 naming goodsId', async () => {
    for (const ids of [[1, 2, 3, 4, 5], 'a,b', [], undefined]) {
      const envelope = await compare(ids);
      assert.equal(envelope.code, 400, JSON.stringify(ids));
      assert.match(envelope.msg, /^goodsId/);
    }
  });
});
