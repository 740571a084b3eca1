import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { asc, count, eq } from 'drizzle-orm';
import { goods, userSearches } from '../db/schema';
import { createCustomer, expireLogins, type TestCustomer } from '../testing/customer-fixtures';
import { dataAs, envelopeAs, type TestEnvelope } from '../testing/request';
import { seededApp } from '../testing/seeded-app';
import type { FavouriteGoods, FootprintPage } from '../../contract/customer';
import type { ListPage } from '../../contract/envelope';
import type { RecentSearch } from '../../contract/search';

const seeded = seededApp(300);
/** On-shelf goods, id ascending, with their Chinese titles. */
let onShelf: { id: number; titleZh: string }[];
let offShelfId: number;
const UNKNOWN_ID = 987_654_321;

type Method = 'GET' | 'POST';

const call = (customer: TestCustomer | null, method: Method, path: string, body?: unknown, lang?: string): Promise<TestEnvelope> =>
  envelopeAs(seeded.app, customer, method, path, { body, lang });
const data = <T>(customer: TestCustomer, method: Method, path: string, body?: unknown): Promise<T> => dataAs<T>(seeded.app, customer, method, path, { body });
/** The lists that answer `{ code, msg, page }`: dataAs reads the page when there is no data. */
const page = <T>(customer: TestCustomer, path: string, body: unknown = {}, lang?: string): Promise<T> =>
  dataAs<T>(seeded.app, customer, 'POST', path, { body, lang });

async function expectInvalid(customer: TestCustomer, method: Method, path: string, body: unknown, field: string) {
  const envelope = await call(customer, method, path, body);
  assert.equal(envelope.code, 400, `${path} refuses ${JSON.stringify(body)}`);
  assert.match(envelope.msg, new RegExp(`^${field.replace(/\./g, '\\.')}: `), envelope.msg);
}

const ids = (list: { id: number }[]) => list.map((entry) => entry.id);
const terms = (list: RecentSearch[]) => list.map((entry) => entry.searchTerms);
const goodsAt = (index: number) => {
  const entry = onShelf[index];
  assert.ok(entry, `the seed has ${index + 1}+ on-shelf goods`);
  return entry.id;
};

before(async () => {
  await seeded.ready;
  onShelf = await seeded.db.select({ id: goods.id, titleZh: goods.titleZh }).from(goods).where(eq(goods.onShelfFlag, true)).orderBy(asc(goods.id)).limit(20);
  const [offShelf] = await seeded.db.select({ id: goods.id }).from(goods).where(eq(goods.onShelfFlag, false)).limit(1);
  assert.ok(offShelf, 'the seed has an off-shelf goods item');
  offShelfId = offShelf.id;
});

/** Every customer-list route with an input it would accept. */
const ROUTES: [Method, string, unknown][] = [
  ['POST', '/online/toGoodsCar/myCarList', {}],
  ['POST', '/online/toGoodsCar/addCar', { id: 1 }],
  ['POST', '/online/toGoodsCar/addCarBatch', { list: [{ id: 1, quantity: 1 }] }],
  ['POST', '/online/toGoodsCar/updateCar', { id: 1, quantity: 2 }],
  ['POST', '/online/toGoodsCar/cancelCar', { list: [{ id: 1 }] }],
  ['GET', '/online/toGoodsCar/myCarSize', undefined],
  ['POST', '/online/togoodscollection/addCollection', { goodsId: [1] }],
  ['POST', '/online/togoodscollection/cancelCollection', { goodsId: [1] }],
  ['POST', '/online/togoodscollection/myCollection', {}],
  ['POST', '/online/togoodscollection/collectedIds', { goodsId: [1] }],
  ['POST', '/online/ToGoodsFoot/footprint', {}],
  ['POST', '/online/ToGoodsFoot/addFootprint', { goodsId: 1 }],
  ['POST', '/online/ToGoodsFoot/addFootprintBatch', { list: [{ goodsId: 1 }] }],
  ['POST', '/online/ToGoodsFoot/delete', { goodsId: [1] }],
  ['GET', '/operation/tiContent/getSearchContent', undefined],
  ['POST', '/operation/tiContent/saveSearchContent', { searchTerms: 'GAPDH' }],
  ['POST', '/operation/tiContent/deleteSearchContent', {}],
];

const withUserId = (method: Method, path: string, body: unknown, userId: number): [string, unknown] =>
  method === 'GET' ? [`${path}?userId=${userId}`, body] : [path, { ...(body as object), userId }];

describe('customer lists: who may use them', () => {
  test("every route: no token or an unknown one → 401, a userId that is not the token's → 401, an expired token → 402", async () => {
    const customer = await createCustomer(seeded.db);
    const stranger = await createCustomer(seeded.db);
    for (const [method, path, body] of ROUTES) {
      const missing = await call(null, method, path, body);
      assert.equal(missing.code, 401, `${path} without a token`);
      assert.match(missing.msg, /^token: /);
      assert.equal((await call({ ...customer, headers: { token: 'forged' } }, method, path, body)).code, 401, `${path} with an unknown token`);
      const [otherPath, otherBody] = withUserId(method, path, body, stranger.userId);
      const mismatch = await call(customer, method, otherPath, otherBody);
      assert.equal(mismatch.code, 401, `${path} with another user's userId`);
      assert.match(mismatch.msg, /^userId: /);
    }
    await expireLogins(seeded.db, customer.userId);
    for (const [method, path, body] of ROUTES) {
      assert.equal((await call(customer, method, path, body)).code, 402, `${path} with an expired token`);
    }
  });

  test('the openapi document lists every route', async () => {
    const response = await seeded.app.request('/openapi.json');
    const document = (await response.json()) as { paths: Record<string, unknown> };
    for (const [, path] of ROUTES) assert.ok(document.paths[path], `${path} documented`);
  });
});

describe('favourites', () => {
  test('addCollection is idempotent per goods item; cancelCollection and collectedIds', async () => {
    const customer = await createCustomer(seeded.db);
    const [a, b, c] = [goodsAt(0), goodsAt(1), goodsAt(2)];
    assert.deepEqual(await data(customer, 'POST', '/online/togoodscollection/addCollection', { goodsId: [a], userId: customer.userId }), { added: 1 });
    assert.deepEqual(await data(customer, 'POST', '/online/togoodscollection/addCollection', { goodsId: [a, b] }), { added: 1 });
    assert.deepEqual(await data(customer, 'POST', '/online/togoodscollection/addCollection', { goodsId: a }), { added: 0 }, 'one id alone is accepted too');
    assert.deepEqual(await data(customer, 'POST', '/online/togoodscollection/collectedIds', { goodsId: [c, b, a] }), { list: [b, a] });
    assert.deepEqual(await data(customer, 'POST', '/online/togoodscollection/cancelCollection', { goodsId: [a, c] }), { removed: 1 });
    assert.deepEqual(await data(customer, 'POST', '/online/togoodscollection/collectedIds', { goodsId: `${a},${b},${c}` }), { list: [b] });
    const stranger = await createCustomer(seeded.db);
    assert.deepEqual(
      await data(stranger, 'POST', '/online/togoodscollection/collectedIds', { goodsId: [a, b, c] }),
      { list: [] },
      'favourites are per customer',
    );
  });

  test("the goods detail answers collected 1 for the token's own favourites, 0 for a guest, another customer or an ended login", async () => {
    const customer = await createCustomer(seeded.db);
    const [liked, other] = [goodsAt(7), goodsAt(8)];
    await data(customer, 'POST', '/online/togoodscollection/addCollection', { goodsId: [liked] });
    const collected = async (who: TestCustomer | null, id: number) => {
      const envelope = await call(who, 'POST', '/online/togoods/details', { id });
      assert.equal(envelope.code, 0, envelope.msg);
      return (envelope.data as { collected: number }).collected;
    };
    assert.equal(await collected(customer, liked), 1);
    assert.equal(await collected(customer, other), 0);
    assert.equal(await collected(null, liked), 0, 'a guest');
    assert.equal(await collected(await createCustomer(seeded.db), liked), 0, 'favourites are per customer');
    await data(customer, 'POST', '/online/togoodscollection/cancelCollection', { goodsId: [liked] });
    assert.equal(await collected(customer, liked), 0, 'after cancelCollection');
    await data(customer, 'POST', '/online/togoodscollection/addCollection', { goodsId: [liked] });
    await expireLogins(seeded.db, customer.userId);
    assert.equal(await collected(customer, liked), 0, 'an expired login reads as a guest on a public route');
  });

  test('off-shelf or unknown goods → 3 and nothing is added; bad input names its field', async () => {
    const customer = await createCustomer(seeded.db);
    const offShelf = await call(customer, 'POST', '/online/togoodscollection/addCollection', { goodsId: [goodsAt(3), offShelfId] });
    assert.equal(offShelf.code, 3);
    assert.match(offShelf.msg, new RegExp(`^goodsId: no goods item ${offShelfId}`));
    assert.equal((await call(customer, 'POST', '/online/togoodscollection/addCollection', { goodsId: [UNKNOWN_ID] })).code, 3);
    assert.deepEqual(await data(customer, 'POST', '/online/togoodscollection/collectedIds', { goodsId: [goodsAt(3)] }), { list: [] });
    await expectInvalid(customer, 'POST', '/online/togoodscollection/addCollection', {}, 'goodsId');
    await expectInvalid(customer, 'POST', '/online/togoodscollection/addCollection', { goodsId: [] }, 'goodsId');
    await expectInvalid(customer, 'POST', '/online/togoodscollection/addCollection', { goodsId: ['x'] }, 'goodsId.0');
    await expectInvalid(customer, 'POST', '/online/togoodscollection/addCollection', { goodsId: Array.from({ length: 101 }, (_, i) => i + 1) }, 'goodsId');
    await expectInvalid(customer, 'POST', '/online/togoodscollection/collectedIds', { goodsId: Array.from({ length: 201 }, (_, i) => i + 1) }, 'goodsId');
  });

  test("myCollection pages goods summaries newest first, marked collected, in the caller's language", async () => {
    const customer = await createCustomer(seeded.db);
    const favourited = [goodsAt(4), goodsAt(5), goodsAt(6)];
    for (const id of favourited) await data(customer, 'POST', '/online/togoodscollection/addCollection', { goodsId: [id] });
    const first = await page<ListPage<FavouriteGoods>>(customer, '/online/togoodscollection/myCollection', { limit: 2 });
    assert.deepEqual(ids(first.list), [favourited[2], favourited[1]]);
    assert.equal(first.totalCount, 3);
    assert.equal(first.totalPage, 2);
    assert.equal(first.pageSize, 2);
    const entry = first.list[0];
    assert.equal(entry?.collected, 1);
    assert.equal(entry?.goodsId, entry?.id);
    assert.ok(Array.isArray(entry?.skus), 'the goods summary of the listing endpoints');
    assert.ok(!Number.isNaN(Date.parse(entry?.collectedAt ?? '')));
    const second = await page<ListPage<FavouriteGoods>>(customer, '/online/togoodscollection/myCollection', { page: 2, limit: 2 });
    assert.deepEqual(ids(second.list), [favourited[0]]);
    const zh = await page<ListPage<FavouriteGoods>>(customer, '/online/togoodscollection/myCollection', {}, 'zh');
    assert.equal(zh.list.find((item) => item.id === goodsAt(6))?.title, onShelf[6]?.titleZh);
    await expectInvalid(customer, 'POST', '/online/togoodscollection/myCollection', { limit: 101 }, 'limit');
  });
});

describe('footprints', () => {
  test('one row per goods item, latest view first, paged by limit=4 into page.records and page.pages', async () => {
    const customer = await createCustomer(seeded.db);
    const viewed = [goodsAt(0), goodsAt(1), goodsAt(2), goodsAt(3), goodsAt(4), goodsAt(5)];
    for (const goodsId of viewed) assert.equal(await data(customer, 'POST', '/online/ToGoodsFoot/addFootprint', { goodsId }), null);
    await data(customer, 'POST', '/online/ToGoodsFoot/addFootprint', { goodsId: viewed[1] });

    const first = await page<FootprintPage>(customer, '/online/ToGoodsFoot/footprint', { page: 1, limit: 4 });
    assert.deepEqual(ids(first.records), [viewed[1], viewed[5], viewed[4], viewed[3]], 're-viewing moves an item to the top');
    assert.equal(first.total, 6);
    assert.equal(first.pages, 2);
    assert.equal(first.current, 1);
    assert.equal(first.size, 4);
    assert.ok(!Number.isNaN(Date.parse(first.records[0]?.viewedAt ?? '')));
    const second = await page<FootprintPage>(customer, '/online/ToGoodsFoot/footprint', { page: 2, limit: 4 });
    assert.deepEqual(ids(second.records), [viewed[2], viewed[0]]);
    const byDefault = await page<FootprintPage>(customer, '/online/ToGoodsFoot/footprint');
    assert.equal(byDefault.records.length, 4, 'limit defaults to 4');

    assert.deepEqual(await data(customer, 'POST', '/online/ToGoodsFoot/delete', { goodsId: [viewed[0], viewed[1], goodsAt(10)] }), { removed: 2 });
    assert.equal((await page<FootprintPage>(customer, '/online/ToGoodsFoot/footprint')).total, 4);
    assert.equal((await page<FootprintPage>(await createCustomer(seeded.db), '/online/ToGoodsFoot/footprint')).total, 0, 'footprints are per customer');
  });

  test('addFootprint refuses off-shelf and unknown goods (3) and bad input', async () => {
    const customer = await createCustomer(seeded.db);
    assert.equal((await call(customer, 'POST', '/online/ToGoodsFoot/addFootprint', { goodsId: offShelfId })).code, 3);
    assert.equal((await call(customer, 'POST', '/online/ToGoodsFoot/addFootprint', { goodsId: UNKNOWN_ID })).code, 3);
    await expectInvalid(customer, 'POST', '/online/ToGoodsFoot/addFootprint', {}, 'goodsId');
    await expectInvalid(customer, 'POST', '/online/ToGoodsFoot/addFootprint', { goodsId: 0 }, 'goodsId');
    await expectInvalid(customer, 'POST', '/online/ToGoodsFoot/footprint', { limit: 101 }, 'limit');
    await expectInvalid(customer, 'POST', '/online/ToGoodsFoot/footprint', { page: 0 }, 'page');
  });

  test("addFootprintBatch merges a guest's views: the later view wins, unknown goods are skipped", async () => {
    const customer = await createCustomer(seeded.db);
    const [a, b, c] = [goodsAt(7), goodsAt(8), goodsAt(9)];
    await data(customer, 'POST', '/online/ToGoodsFoot/addFootprint', { goodsId: a });
    const hourAgo = new Date(Date.now() - 3_600_000);
    const answer = await data(customer, 'POST', '/online/ToGoodsFoot/addFootprintBatch', {
      list: [
        { goodsId: a, viewedAt: new Date(Date.now() - 86_400_000).toISOString() },
        { goodsId: b, viewedAt: hourAgo.toISOString() },
        { goodsId: c, viewedAt: hourAgo.getTime() - 60_000 },
        { goodsId: UNKNOWN_ID },
        { goodsId: offShelfId },
      ],
    });
    assert.deepEqual(answer, { added: 3 });
    const list = await page<FootprintPage>(customer, '/online/ToGoodsFoot/footprint', { limit: 10 });
    assert.deepEqual(ids(list.records), [a, b, c], 'the view made after login stays newest');
    assert.equal(list.records[1]?.viewedAt, hourAgo.toISOString());

    await data(customer, 'POST', '/online/ToGoodsFoot/addFootprintBatch', { list: [{ goodsId: c, viewedAt: '2999-01-01T00:00:00Z' }] });
    const after = await page<FootprintPage>(customer, '/online/ToGoodsFoot/footprint', { limit: 10 });
    assert.equal(after.records[0]?.id, c, 'a time in the future counts as now');
    assert.ok(Date.parse(after.records[0]?.viewedAt ?? '') <= Date.now());

    await expectInvalid(customer, 'POST', '/online/ToGoodsFoot/addFootprintBatch', { list: [] }, 'list');
    await expectInvalid(customer, 'POST', '/online/ToGoodsFoot/addFootprintBatch', { list: [{ goodsId: a, viewedAt: 'yesterday' }] }, 'list.0.viewedAt');
    await expectInvalid(customer, 'POST', '/online/ToGoodsFoot/addFootprintBatch', { list: Array(41).fill({ goodsId: a }) }, 'list');
  });
});

describe('recent searches', () => {
  const save = (customer: TestCustomer, body: unknown) => data<{ list: RecentSearch[] }>(customer, 'POST', '/operation/tiContent/saveSearchContent', body);
  const recent = async (customer: TestCustomer, query = '') =>
    terms((await data<{ list: RecentSearch[] }>(customer, 'GET', `/operation/tiContent/getSearchContent${query}`)).list);

  test('de-duplicated case-insensitively, the term as last typed, newest first, at most 10', async () => {
    const customer = await createCustomer(seeded.db);
    await save(customer, { searchTerms: 'GAPDH' });
    await save(customer, { searchTerms: 'CD3' });
    const answer = await save(customer, { searchTerms: '  gapdh ' });
    assert.deepEqual(terms(answer.list), ['gapdh', 'CD3']);
    assert.ok(!Number.isNaN(Date.parse(answer.list[0]?.searchedAt ?? '')));
    assert.deepEqual(await recent(customer), ['gapdh', 'CD3']);

    for (let n = 1; n <= 12; n += 1) await save(customer, { searchTerms: `term ${n}` });
    const ten = await recent(customer);
    assert.equal(ten.length, 10);
    assert.deepEqual(ten.slice(0, 3), ['term 12', 'term 11', 'term 10']);
    assert.deepEqual(await recent(customer, '?size=3'), ['term 12', 'term 11', 'term 10']);
    assert.deepEqual(await recent(customer, `?size=2&userId=${customer.userId}`), ['term 12', 'term 11']);
    await expectInvalid(customer, 'GET', '/operation/tiContent/getSearchContent?size=11', undefined, 'size');
    await expectInvalid(customer, 'GET', '/operation/tiContent/getSearchContent?size=0', undefined, 'size');
  });

  test("a guest's list merges at login, keeping its order ahead of older searches", async () => {
    const customer = await createCustomer(seeded.db);
    await save(customer, { searchTerms: 'old one' });
    await save(customer, { searchTerms: 'Shared' });
    const merged = await save(customer, { list: ['newest', 'SHARED', 'middle', 'shared', '  ', 'oldest guest'] });
    assert.deepEqual(terms(merged.list), ['newest', 'SHARED', 'middle', 'oldest guest', 'old one']);
    const both = await save(customer, { searchTerms: 'just now', list: ['from guest'] });
    assert.deepEqual(terms(both.list).slice(0, 3), ['just now', 'from guest', 'newest']);
  });

  test('deleteSearchContent forgets one term case-insensitively, or all', async () => {
    const customer = await createCustomer(seeded.db);
    await save(customer, { list: ['Alpha', 'Beta', 'Gamma'] });
    const answer = await data<{ list: RecentSearch[] }>(customer, 'POST', '/operation/tiContent/deleteSearchContent', { searchTerms: ' beta ' });
    assert.deepEqual(terms(answer.list), ['Alpha', 'Gamma']);
    const cleared = await data<{ list: RecentSearch[] }>(customer, 'POST', '/operation/tiContent/deleteSearchContent', {});
    assert.deepEqual(cleared.list, []);
    await expectInvalid(customer, 'POST', '/operation/tiContent/deleteSearchContent', { searchTerms: '  ' }, 'searchTerms');
  });

  test('at most 50 are kept per customer', async () => {
    const customer = await createCustomer(seeded.db);
    for (let batch = 0; batch < 6; batch += 1) {
      await save(customer, { list: Array.from({ length: 10 }, (_, n) => `batch ${batch} term ${n}`) });
    }
    const [stored] = await seeded.db.select({ value: count() }).from(userSearches).where(eq(userSearches.userId, customer.userId));
    assert.equal(stored?.value, 50);
    assert.deepEqual((await recent(customer)).slice(0, 2), ['batch 5 term 0', 'batch 5 term 1']);
  });

  test('bad input names its field', async () => {
    const customer = await createCustomer(seeded.db);
    await expectInvalid(customer, 'POST', '/operation/tiContent/saveSearchContent', {}, 'searchTerms');
    await expectInvalid(customer, 'POST', '/operation/tiContent/saveSearchContent', { searchTerms: '   ' }, 'searchTerms');
    await expectInvalid(customer, 'POST', '/operation/tiContent/saveSearchContent', { searchTerms: 'x'.repeat(101) }, 'searchTerms');
    await expectInvalid(customer, 'POST', '/operation/tiContent/saveSearchContent', { searchTerms: 42 }, 'searchTerms');
    await expectInvalid(customer, 'POST', '/operation/tiContent/saveSearchContent', { list: Array(11).fill('a') }, 'list');
    await expectInvalid(customer, 'POST', '/operation/tiContent/saveSearchContent', { list: ['ok', 7] }, 'list.1');
    assert.deepEqual(await recent(customer), []);
  });
});
