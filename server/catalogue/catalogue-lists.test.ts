import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, count, desc, eq, isNotNull, isNull, max } from 'drizzle-orm';
import { categories, goods, goodsDocuments } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import type { CategoryGoods, CategoryNode } from '../../contract/catalogue';
import type { GoodsSummary } from '../../contract/goods';

const CATEGORY_GOODS_KEYS = ['dictValue', 'goodsList', 'id', 'limitNum', 'paramTitle', 'pids', 'recordTotalNums', 'tableType'];

const seeded = seededApp(400);

const { call, data } = seeded;

/** A root listing holds exactly the level-2 categories, consumables first (menu order). */
function assertMenuOrderOf(list: { id: string }[], level2: CategoryNode[]) {
  assert.equal(list[0]?.id, 'CP001015001020', 'consumables first');
  assert.deepEqual(list.map((entry) => entry.id).sort(), level2.map((node) => node.id).sort());
}

async function expectInvalid(method: 'GET' | 'POST', path: string, field: string, body?: unknown) {
  const envelope = await call(method, path, body === undefined ? {} : { body });
  assert.equal(envelope.code, 400, `${path} refuses bad ${field}`);
  assert.match(envelope.msg, new RegExp(`^${field}: `));
}

async function expectNotFound(method: 'GET' | 'POST', path: string, body?: unknown) {
  const envelope = await call(method, path, body === undefined ? {} : { body });
  assert.equal(envelope.code, 3, `${path} answers code 3`);
}

const itemnos = (list: { itemno: string }[]) => list.map((item) => item.itemno);
const leafOf = (item: GoodsSummary) => (JSON.parse(item.goodsCate) as string[][])[0]?.at(-1);
const pathOf = (item: GoodsSummary) => (JSON.parse(item.goodsCate) as string[][])[0] ?? [];
const badged = (item: GoodsSummary) => (JSON.parse(item.goodsIdentity) as string[]).length > 0;

/** Depth-first codes of a hierarchy answer, as the category tables are ordered. */
function preorder(nodes: CategoryNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...preorder(node.children)]);
}

async function hiddenCategories(): Promise<string[]> {
  const rows = await seeded.db.select({ id: categories.id }).from(categories).where(eq(categories.onShelfFlag, false));
  return rows.map((row) => row.id);
}

/** The featured order: recommended, then badged, then newest, then id (generalRecommend, menus). */
async function expectedFeatured(where: (row: typeof goods.$inferSelect) => boolean, limit: number): Promise<number[]> {
  const rows = (await seeded.db.select().from(goods)).filter((row) => row.onShelfFlag && where(row));
  rows.sort(
    (a, b) =>
      Number(b.isRecommend) - Number(a.isRecommend) ||
      Number(b.goodsIdentity.length > 0) - Number(a.goodsIdentity.length > 0) ||
      b.createdAt.getTime() - a.createdAt.getTime() ||
      b.id - a.id,
  );
  return rows.slice(0, limit).map((row) => row.id);
}

describe('newClassifyGoodsList: a table per category', () => {
  test('lists every category under goodsCate holding goods, in tree order, with all their goods', async () => {
    const tables = await data<{ list: CategoryGoods[]; totalCount: number }>('POST', '/online/togoods/newClassifyGoodsList', { body: { goodsCate: 'CP002' } });
    assert.ok(tables.totalCount > 1);
    assert.equal(tables.list.length, tables.totalCount, 'every category fits the default page of 20');
    const tree = await data<CategoryNode[]>('POST', '/online/toGoodsClassify/classifyHierarchyListSelf?id=CP002&hierarchy=7');
    const treeOrder = preorder(tree);
    const ids = tables.list.map((entry) => entry.id);
    assert.deepEqual(
      ids,
      treeOrder.filter((id) => ids.includes(id)),
      'categories come in tree order',
    );
    for (const entry of tables.list) {
      assert.deepEqual(Object.keys(entry).sort(), CATEGORY_GOODS_KEYS);
      assert.equal(entry.goodsList.length, entry.recordTotalNums, `${entry.id}: all its goods by default`);
      assert.ok(entry.recordTotalNums > 0);
      assert.deepEqual(itemnos(entry.goodsList), [...itemnos(entry.goodsList)].sort(), `${entry.id}: Cat. No. order`);
      assert.ok(
        entry.goodsList.every((item) => item.onShelfFlag && leafOf(item) === entry.id),
        `${entry.id}: its own on-shelf goods`,
      );
      assert.equal(entry.pids.split(',')[0], 'CP');
    }
    const flat = await data<{ totalCount: number }>('POST', '/online/togoods/classifyGoodsList', { body: { goodsCate: 'CP002', limit: 1 } });
    assert.equal(
      tables.list.reduce((sum, entry) => sum + entry.recordTotalNums, 0),
      flat.totalCount,
      'the tables hold every on-shelf goods item of the subtree once',
    );
  });

  test('pages over categories, caps goods per category and localises', async () => {
    const all = await data<{ list: CategoryGoods[]; totalCount: number }>('POST', '/online/togoods/newClassifyGoodsList', {
      body: { goodsCate: 'CP002', goodsLimit: 1 },
    });
    assert.ok(all.list.every((entry) => entry.goodsList.length === 1 && entry.recordTotalNums >= 1));
    const second = await data<{ list: CategoryGoods[]; totalCount: number }>('POST', '/online/togoods/newClassifyGoodsList', {
      body: { goodsCate: 'CP002', page: 2, limit: 2, goodsLimit: 1 },
    });
    assert.equal(second.totalCount, all.totalCount);
    assert.deepEqual(
      second.list.map((entry) => entry.id),
      all.list.slice(2, 4).map((entry) => entry.id),
    );
    const chinese = await data<{ list: CategoryGoods[] }>('POST', '/online/togoods/newClassifyGoodsList', {
      body: { goodsCate: 'CP014', goodsLimit: 1 },
      lang: 'zh',
    });
    assert.ok(
      chinese.list.every((entry) => /[\u4e00-\u9fff]/.test(entry.dictValue)),
      'Chinese category names',
    );
    const consumables = await data<{ list: CategoryGoods[] }>('POST', '/online/togoods/newClassifyGoodsList', {
      body: { goodsCate: 'CP001015001020', goodsLimit: 1 },
    });
    assert.ok(consumables.list.every((entry) => entry.paramTitle === null || typeof entry.paramTitle === 'string'));
  });

  test('applies the culture-medium filters and Cat. No. direction', async () => {
    const medium = 'CP001015001164';
    const tables = await data<{ list: CategoryGoods[] }>('POST', '/online/togoods/newClassifyGoodsList', {
      body: { goodsCate: medium, cultureMediumModality: 'liquid', itemnoSort: 'desc' },
    });
    const rows = await seeded.db
      .select({ id: goods.id, categoryPath: goods.categoryPath, mediumForms: goods.mediumForms, onShelfFlag: goods.onShelfFlag })
      .from(goods);
    const expected = rows.filter((row) => row.onShelfFlag && row.categoryPath.includes(medium) && row.mediumForms.includes('liquid'));
    assert.ok(expected.length > 0, 'the demo catalogue has liquid media');
    const listed = tables.list.flatMap((entry) => entry.goodsList.map((item) => item.id));
    assert.deepEqual(
      [...listed].sort((a, b) => a - b),
      expected.map((row) => row.id).sort((a, b) => a - b),
    );
    for (const entry of tables.list) assert.deepEqual(itemnos(entry.goodsList), [...itemnos(entry.goodsList)].sort().reverse());
    const none = await data<{ list: CategoryGoods[]; totalCount: number }>('POST', '/online/togoods/newClassifyGoodsList', {
      body: { goodsCate: medium, cultureMediumAdditive: 'no-such-additive' },
    });
    assert.deepEqual(none, { list: [], totalCount: 0 });
  });

  test('leaves out off-shelf categories and goods', async () => {
    const hidden = await hiddenCategories();
    const labelled = await data<{ list: CategoryGoods[] }>('POST', '/online/togoods/newClassifyGoodsList', { body: { goodsCate: 'CP009' } });
    assert.ok(labelled.list.length > 0);
    assert.ok(
      labelled.list.every((entry) => !hidden.includes(entry.id)),
      'no off-shelf category',
    );
    const [offShelf] = await seeded.db.select().from(goods).where(eq(goods.onShelfFlag, false)).limit(1);
    assert.ok(offShelf);
    const own = await data<{ list: CategoryGoods[] }>('POST', '/online/togoods/newClassifyGoodsList', { body: { goodsCate: offShelf.categoryId } });
    assert.ok(own.list.every((entry) => entry.goodsList.every((item) => item.id !== offShelf.id)));
  });

  test('bad input names the field; an unknown category answers code 3', async () => {
    const path = '/online/togoods/newClassifyGoodsList';
    await expectInvalid('POST', path, 'goodsCate', { page: 1 });
    await expectInvalid('POST', path, 'goodsLimit', { goodsCate: 'CP', goodsLimit: 10001 });
    await expectInvalid('POST', path, 'limit', { goodsCate: 'CP', limit: 201 });
    await expectInvalid('POST', path, 'page', { goodsCate: 'CP', page: 0 });
    await expectNotFound('POST', path, { goodsCate: 'ZZ404' });
  });
});

describe('root listings for /product and /testingService', () => {
  test('classifyGoodsListForProduct: level-2 categories in menu order with their first goods', async () => {
    const { list } = await data<{ list: CategoryGoods[] }>('GET', '/online/togoods/classifyGoodsListForProduct');
    const level2 = await data<CategoryNode[]>('POST', '/online/toGoodsClassify/classifyHierarchyList?id=CP&hierarchy=1');
    assertMenuOrderOf(list, level2);
    for (const entry of list.slice(0, 4)) {
      assert.deepEqual(Object.keys(entry).sort(), CATEGORY_GOODS_KEYS);
      assert.ok(entry.goodsList.length <= 8);
      const flat = await data<{ list: GoodsSummary[]; totalCount: number }>('POST', '/online/togoods/classifyGoodsList', {
        body: { goodsCate: entry.id, limit: 8 },
      });
      assert.equal(entry.recordTotalNums, flat.totalCount, `${entry.id}: every on-shelf goods item of the subtree`);
      assert.deepEqual(itemnos(entry.goodsList), itemnos(flat.list), `${entry.id}: the first 8 by Cat. No.`);
    }
    const two = await data<{ list: CategoryGoods[] }>('GET', '/online/togoods/classifyGoodsListForProduct?limit=2');
    assert.ok(two.list.every((entry) => entry.goodsList.length <= 2));
    await expectInvalid('GET', '/online/togoods/classifyGoodsListForProduct?limit=101', 'limit');
    await expectInvalid('GET', '/online/togoods/classifyGoodsListForProduct?limit=many', 'limit');
  });

  test('classifyGoodsListForService lists the service tree', async () => {
    const { list } = await data<{ list: CategoryGoods[] }>('GET', '/online/togoods/classifyGoodsListForService');
    assert.deepEqual(
      list.map((entry) => entry.id),
      ['FW001', 'FW002'],
    );
    const goodsOf = list.flatMap((entry) => entry.goodsList);
    assert.ok(goodsOf.length > 0);
    assert.ok(goodsOf.every((item) => item.goodsType === 2 && item.onShelfFlag && pathOf(item)[0] === 'FW'));
  });
});

describe('recommendations', () => {
  test('generalRecommend: recommended, then badged, then newest, scoped by type and category', async () => {
    const { list } = await data<{ list: GoodsSummary[] }>('POST', '/online/togoods/generalRecommend', { body: {} });
    assert.equal(list.length, 6);
    assert.deepEqual(
      list.map((item) => item.id),
      await expectedFeatured(() => true, 6),
    );
    const products = await data<{ list: GoodsSummary[] }>('POST', '/online/togoods/generalRecommend', { body: { goodsType: 1, limit: 20 } });
    assert.deepEqual(
      products.list.map((item) => item.id),
      await expectedFeatured((row) => row.goodsType === 1, 20),
    );
    const services = await data<{ list: GoodsSummary[] }>('POST', '/online/togoods/generalRecommend', { body: { goodsType: '2' } });
    assert.ok(services.list.length > 0 && services.list.every((item) => item.goodsType === 2));
    const scoped = await data<{ list: GoodsSummary[] }>('POST', '/online/togoods/generalRecommend', { body: { goodsCate: 'CP014', limit: 50 } });
    assert.deepEqual(
      scoped.list.map((item) => item.id),
      await expectedFeatured((row) => row.categoryPath.includes('CP014'), 50),
    );
    const flags = products.list.map((item) => [Number(item.isRecommend), Number(badged(item))]);
    assert.deepEqual(
      flags,
      [...flags].sort((a, b) => (b[0] ?? 0) - (a[0] ?? 0) || (b[1] ?? 0) - (a[1] ?? 0)),
    );
  });

  test('generalRecommend: bad input names the field; an unknown category answers code 3', async () => {
    const path = '/online/togoods/generalRecommend';
    await expectInvalid('POST', path, 'goodsType', { goodsType: 3 });
    await expectInvalid('POST', path, 'limit', { limit: 51 });
    await expectInvalid('POST', path, 'onShelfFlag', { onShelfFlag: 'maybe' });
    await expectNotFound('POST', path, { goodsCate: 'ZZ404' });
  });

  test('guessRecommend: the same leaf first, never the item or its bound group, the same answer every time', async () => {
    const [bound] = await seeded.db
      .select()
      .from(goods)
      .where(and(isNotNull(goods.bindId), eq(goods.onShelfFlag, true)))
      .orderBy(asc(goods.id))
      .limit(1);
    assert.ok(bound?.bindId, 'the demo catalogue has bound goods');
    const { list } = await data<{ list: GoodsSummary[] }>('POST', '/online/togoods/guessRecommend', { body: { goodsId: bound.id } });
    assert.ok(list.length > 0 && list.length <= 8);
    assert.ok(
      list.every((item) => item.id !== bound.id),
      'never the item itself',
    );
    assert.ok(
      list.every((item) => item.bindId !== bound.bindId),
      'never its bound group',
    );
    assert.ok(list.every((item) => item.onShelfFlag));
    const parent = bound.categoryPath.at(-2);
    assert.ok(list.every((item) => leafOf(item) === bound.categoryId || (parent !== undefined && pathOf(item).includes(parent))));
    const leafCount = list.filter((item) => leafOf(item) === bound.categoryId).length;
    assert.ok(
      list.slice(0, leafCount).every((item) => leafOf(item) === bound.categoryId),
      'the same leaf category comes first',
    );
    const again = await data<{ list: GoodsSummary[] }>('POST', '/online/togoods/guessRecommend', { body: { goodsId: bound.id } });
    assert.deepEqual(
      again.list.map((item) => item.id),
      list.map((item) => item.id),
    );
    const sorted = [...list].sort((a, b) => a.id - b.id);
    assert.notDeepEqual(
      list.map((item) => item.id),
      sorted.map((item) => item.id),
      'a varied order, not id order',
    );
  });

  test('guessRecommend: by category, bad input and unknown ids', async () => {
    const { list } = await data<{ list: GoodsSummary[] }>('POST', '/online/togoods/guessRecommend', { body: { goodsCate: 'CP002', limit: 5 } });
    assert.equal(list.length, 5);
    assert.ok(list.every((item) => pathOf(item).includes('CP002') && item.onShelfFlag));
    await expectInvalid('POST', '/online/togoods/guessRecommend', 'goodsId', {});
    await expectInvalid('POST', '/online/togoods/guessRecommend', 'goodsId', { goodsId: 'x' });
    await expectInvalid('POST', '/online/togoods/guessRecommend', 'limit', { goodsId: 1, limit: 51 });
    await expectNotFound('POST', '/online/togoods/guessRecommend', { goodsId: 987654321 });
    await expectNotFound('POST', '/online/togoods/guessRecommend', { goodsCate: 'ZZ404' });
  });
});

describe('bound groups and bare lines', () => {
  test('getBindGroupIdByGoodsId answers the on-shelf members in Cat. No. order', async () => {
    const [bound] = await seeded.db.select().from(goods).where(isNotNull(goods.bindId)).orderBy(asc(goods.id)).limit(1);
    assert.ok(bound?.bindId);
    const group = await data<{ bindId: string | null; list: GoodsSummary[] }>('POST', `/online/togoods/getBindGroupIdByGoodsId?goodsId=${bound.id}`);
    assert.equal(group.bindId, bound.bindId);
    const members = await seeded.db
      .select({ id: goods.id, itemno: goods.itemno })
      .from(goods)
      .where(and(eq(goods.bindId, bound.bindId), eq(goods.onShelfFlag, true)));
    assert.ok(members.length >= 2);
    assert.equal(group.list.length, members.length);
    assert.deepEqual(itemnos(group.list), members.map((member) => member.itemno).sort());
    assert.ok(group.list.every((item) => item.bindId === bound.bindId && item.skus.length > 0));
    const byForm = await data<{ bindId: string | null }>('POST', '/online/togoods/getBindGroupIdByGoodsId', { form: { goodsId: String(bound.id) } });
    assert.equal(byForm.bindId, bound.bindId);
  });

  test('getBindGroupIdByGoodsId: unbound, unknown and bad ids', async () => {
    const [free] = await seeded.db.select({ id: goods.id }).from(goods).where(isNull(goods.bindId)).orderBy(asc(goods.id)).limit(1);
    assert.ok(free);
    assert.deepEqual(await data('POST', `/online/togoods/getBindGroupIdByGoodsId?goodsId=${free.id}`), { bindId: null, list: [] });
    await expectNotFound('POST', '/online/togoods/getBindGroupIdByGoodsId?goodsId=987654321');
    await expectInvalid('POST', '/online/togoods/getBindGroupIdByGoodsId', 'goodsId');
    await expectInvalid('POST', '/online/togoods/getBindGroupIdByGoodsId?goodsId=abc', 'goodsId');
  });

  test('listNoPage answers bare lines of the whole subtree in Cat. No. order', async () => {
    const { list } = await data<{ list: Record<string, unknown>[] }>('POST', '/online/togoods/listNoPage?goodsCate=CP002001');
    const flat = await data<{ totalCount: number }>('POST', '/online/togoods/classifyGoodsList', { body: { goodsCate: 'CP002001', limit: 1 } });
    assert.equal(list.length, flat.totalCount);
    assert.deepEqual(Object.keys(list[0] ?? {}).sort(), ['bindId', 'goodsId', 'id', 'inventoryStatus', 'itemno', 'title']);
    const codes = list.map((line) => String(line.itemno));
    assert.deepEqual(codes, [...codes].sort());
    const five = await data<{ list: unknown[] }>('POST', '/online/togoods/listNoPage', { form: { goodsCate: 'CP002001', limit: '5' } });
    assert.equal(five.list.length, 5);
    await expectInvalid('POST', '/online/togoods/listNoPage?goodsCate=CP&limit=10001', 'limit');
    await expectInvalid('POST', '/online/togoods/listNoPage', 'goodsCate');
    await expectNotFound('POST', '/online/togoods/listNoPage?goodsCate=ZZ404');
  });
});

describe('documents', () => {
  test('getDocumentByGoodsCode lists the attachments of a Cat. No.', async () => {
    const [document] = await seeded.db.select().from(goodsDocuments).orderBy(asc(goodsDocuments.id)).limit(1);
    assert.ok(document);
    const [owner] = await seeded.db.select().from(goods).where(eq(goods.id, document.goodsId));
    assert.ok(owner);
    const { list } = await data<{ list: { attachmentId: number; fileName: string; url: string }[] }>(
      'GET',
      `/online/togoods/getDocumentByGoodsCode?goodsCode=${encodeURIComponent(owner.itemno)}`,
    );
    const expected = await seeded.db.select().from(goodsDocuments).where(eq(goodsDocuments.goodsId, owner.id)).orderBy(asc(goodsDocuments.id));
    assert.deepEqual(
      list,
      expected.map((doc) => ({ attachmentId: doc.id, fileName: doc.fileName, url: doc.url })),
    );
    // Every seeded goods item has its datasheet (docs/product.md §2.6); one whose documents are gone answers an empty list.
    const [bare] = await seeded.db.select({ id: goods.id, itemno: goods.itemno }).from(goods).orderBy(desc(goods.id)).limit(1);
    assert.ok(bare, 'the seed has goods');
    await seeded.db.delete(goodsDocuments).where(eq(goodsDocuments.goodsId, bare.id));
    assert.deepEqual(await data('GET', `/online/togoods/getDocumentByGoodsCode?goodsCode=${encodeURIComponent(bare.itemno)}`), { list: [] });
    await expectNotFound('GET', '/online/togoods/getDocumentByGoodsCode?goodsCode=NO-SUCH-ITEM');
    await expectInvalid('GET', '/online/togoods/getDocumentByGoodsCode', 'goodsCode');
  });

  test('downLoadInc counts each download', async () => {
    const [document] = await seeded.db.select().from(goodsDocuments).orderBy(asc(goodsDocuments.id)).limit(1);
    assert.ok(document);
    const first = await data<{ attachmentId: number; fileName: string; url: string; downloads: number }>('GET', `/online/togoods/downLoadInc/${document.id}`);
    assert.deepEqual(first, { attachmentId: document.id, fileName: document.fileName, url: document.url, downloads: document.downloads + 1 });
    const second = await data<{ downloads: number }>('GET', `/online/togoods/downLoadInc/${document.id}`);
    assert.equal(second.downloads, document.downloads + 2);
    await expectNotFound('GET', '/online/togoods/downLoadInc/987654321');
    await expectInvalid('GET', '/online/togoods/downLoadInc/abc', 'id');
  });
});

describe('home and menus', () => {
  interface MenuEntry {
    id: string;
    dictValue: string;
    linkUrl: string | null;
    pids: string;
    children: { id: string; dictValue: string; pids: string; linkUrl: string | null; recordTotalNums: number }[];
    goodsList: { id: number; itemno: string; title: string; imgCover: string | null; goodsIdentity: string }[];
  }

  test('getIndexMenuList: product categories in menu order with sub-categories and featured goods', async () => {
    const { list } = await data<{ list: MenuEntry[] }>('GET', '/overseas/featuredFirst/getIndexMenuList');
    const level2 = await data<CategoryNode[]>('POST', '/online/toGoodsClassify/classifyHierarchyList?id=CP&hierarchy=2');
    assertMenuOrderOf(list, level2);
    const hidden = await hiddenCategories();
    for (const entry of list) {
      assert.deepEqual(Object.keys(entry).sort(), ['children', 'dictValue', 'goodsList', 'id', 'linkUrl', 'pids']);
      assert.equal(entry.pids, 'CP');
      const node = level2.find((candidate) => candidate.id === entry.id);
      assert.deepEqual(
        entry.children.map((child) => child.id),
        node?.children.map((child) => child.id),
        `${entry.id}: its on-shelf sub-categories`,
      );
      assert.ok(entry.children.every((child) => child.pids === `CP,${entry.id}` && !hidden.includes(child.id)));
      assert.ok(entry.goodsList.length <= 6);
      assert.deepEqual(
        entry.goodsList.map((item) => item.id),
        await expectedFeatured((row) => row.categoryPath.includes(entry.id), 6),
        `${entry.id}: recommended, then badged, then newest`,
      );
      for (const item of entry.goodsList) assert.deepEqual(Object.keys(item).sort(), ['goodsIdentity', 'id', 'imgCover', 'itemno', 'title']);
    }
    assert.ok(list.some((entry) => entry.goodsList.length > 0));
  });

  test('getIndexMenuList: one entry by id, a limit, and bad ids', async () => {
    const { list } = await data<{ list: MenuEntry[] }>('GET', '/overseas/featuredFirst/getIndexMenuList?id=CP002&limit=2', { lang: 'zh' });
    assert.equal(list.length, 1);
    assert.equal(list[0]?.dictValue, '抗体');
    assert.ok((list[0]?.goodsList.length ?? 0) <= 2);
    await expectNotFound('GET', '/overseas/featuredFirst/getIndexMenuList?id=CP002001');
    await expectInvalid('GET', '/overseas/featuredFirst/getIndexMenuList?limit=7', 'limit');
    await expectInvalid('GET', "/overseas/featuredFirst/getIndexMenuList?id=CP'--", 'id');
  });

  test('toGoodsBanner/list answers page.list, filtered by the category a banner opens', async () => {
    const adverts = await call('POST', '/online/toGoodsBanner/list', { body: {} });
    assert.equal(adverts.code, 0);
    assert.ok((adverts.page?.list.length ?? 0) > 0);
    for (const banner of adverts.page?.list ?? [])
      assert.deepEqual(Object.keys(banner as object).sort(), ['id', 'onShelfFlag', 'pic', 'title', 'url', 'validFrom', 'validUntil', 'video']);
    const reagents = await call('POST', '/online/toGoodsBanner/list', { body: { bannerType: 1, goodsCate: 'CP001' } });
    const urls = (reagents.page?.list as { url: string }[]).map((banner) => banner.url);
    assert.deepEqual(urls, ['/goods-list?id=CP001002']);
    assert.equal(reagents.page?.totalCount, 1);
    const trial = await call('POST', '/online/toGoodsBanner/list', { body: { goodsCate: 'CS' } });
    assert.ok((trial.page?.list as { url: string }[]).every((banner) => banner.url.includes('CS')));
    const nothing = await call('POST', '/online/toGoodsBanner/list', { body: { goodsCate: 'XB' } });
    assert.deepEqual(nothing.page?.list, []);
    await expectNotFound('POST', '/online/toGoodsBanner/list', { goodsCate: 'ZZ404' });
    await expectInvalid('POST', '/online/toGoodsBanner/list', 'limit', { limit: 101 });
  });

  test('getIndexHome: newest products, recommended products and 10 hot searches', async () => {
    const home = await data<{ newGoods: GoodsSummary[]; recommendGoods: GoodsSummary[]; hotSearches: Record<string, unknown>[] }>(
      'GET',
      '/online/toGoodsBanner/getIndexHome',
    );
    assert.deepEqual(Object.keys(home).sort(), ['hotSearches', 'newGoods', 'recommendGoods']);
    const products = (await seeded.db.select().from(goods)).filter((row) => row.onShelfFlag && row.goodsType === 1);
    products.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    assert.deepEqual(
      home.newGoods.map((item) => item.id),
      products.slice(0, 8).map((row) => row.id),
    );
    const recommended = await data<{ list: GoodsSummary[] }>('POST', '/online/togoods/generalRecommend', { body: { goodsType: 1, limit: 8 } });
    assert.deepEqual(
      home.recommendGoods.map((item) => item.id),
      recommended.list.map((item) => item.id),
    );
    assert.equal(home.hotSearches.length, 10);
    assert.deepEqual(Object.keys(home.hotSearches[0] ?? {}).sort(), ['id', 'linkUrl', 'proName']);
  });
});

describe('sitemap feed', () => {
  test('sitemapGoods pages every on-shelf goods item by id, with ISO times', async () => {
    const onShelf = await seeded.db.select({ id: goods.id, updatedAt: goods.updatedAt }).from(goods).where(eq(goods.onShelfFlag, true)).orderBy(asc(goods.id));
    const whole = await data<{ list: { id: number; updatedAt: string }[]; nextAfterId: number | null }>('GET', '/online/togoods/sitemapGoods');
    assert.deepEqual(
      whole.list,
      onShelf.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() })),
    );
    assert.equal(whole.nextAfterId, null);

    const seen: number[] = [];
    let afterId: number | null = 0;
    while (afterId !== null) {
      const page: { list: { id: number }[]; nextAfterId: number | null } = await data('GET', `/online/togoods/sitemapGoods?afterId=${afterId}&limit=100`);
      assert.ok(page.list.length <= 100);
      if (page.nextAfterId !== null) assert.equal(page.nextAfterId, page.list.at(-1)?.id);
      seen.push(...page.list.map((item) => item.id));
      afterId = page.nextAfterId;
    }
    assert.deepEqual(
      seen,
      onShelf.map((row) => row.id),
      'keyset pages cover every item once',
    );
    const beyond = await data<{ list: unknown[]; nextAfterId: number | null }>('GET', '/online/togoods/sitemapGoods?afterId=987654321');
    assert.deepEqual(beyond, { list: [], nextAfterId: null });
    await expectInvalid('GET', '/online/togoods/sitemapGoods?limit=50001', 'limit');
    await expectInvalid('GET', '/online/togoods/sitemapGoods?afterId=-1', 'afterId');
  });

  test('sitemapSummary: goods total, last change and the listed categories', async () => {
    const summary = await data<{
      goodsTotal: number;
      maxGoodsId: number;
      lastModified: string | null;
      categories: { id: string; linkUrl: string | null; pids: string; level: number }[];
    }>('GET', '/online/togoods/sitemapSummary');
    assert.deepEqual(Object.keys(summary).sort(), ['categories', 'goodsTotal', 'lastModified', 'maxGoodsId']);
    const [totals] = await seeded.db
      .select({ n: count(), maxId: max(goods.id), last: max(goods.updatedAt) })
      .from(goods)
      .where(eq(goods.onShelfFlag, true));
    assert.equal(summary.goodsTotal, totals?.n);
    assert.equal(summary.maxGoodsId, totals?.maxId);
    assert.equal(summary.lastModified, totals?.last?.toISOString());
    const ids = summary.categories.map((category) => category.id);
    for (const code of ['CP', 'CP002001', 'FW002', 'TJ430', 'CS0112', 'TK003']) assert.ok(ids.includes(code), `${code} is listed`);
    const hidden = await hiddenCategories();
    assert.ok(hidden.length > 0);
    const allRows = await seeded.db.select({ id: categories.id, ancestors: categories.ancestors }).from(categories);
    const underHidden = allRows.filter((row) => [row.id, ...row.ancestors].some((code) => hidden.includes(code))).map((row) => row.id);
    assert.ok(
      underHidden.every((code) => !ids.includes(code)),
      'nothing on or under an off-shelf category',
    );
    assert.equal(ids.length, allRows.length - underHidden.length);
    for (const category of summary.categories) {
      assert.deepEqual(Object.keys(category).sort(), ['id', 'level', 'linkUrl', 'pids']);
      assert.equal(category.level, category.pids ? category.pids.split(',').length + 1 : 1);
    }
  });
});

describe('goods detail additions', () => {
  test('details carries the category path for breadcrumbs and updatedAt', async () => {
    const [item] = await seeded.db.select().from(goods).where(eq(goods.categoryId, 'CP002001001')).limit(1);
    assert.ok(item);
    const detail = await data<GoodsSummary & { categoryPath: { id: string; dictValue: string }[]; description: string | null }>(
      'POST',
      '/online/togoods/details',
      {
        body: { id: item.id },
        lang: 'zh',
      },
    );
    assert.deepEqual(
      detail.categoryPath.map((step) => step.id),
      ['CP', 'CP002', 'CP002001', 'CP002001001'],
    );
    assert.equal(detail.categoryPath[1]?.dictValue, '抗体');
    assert.equal(detail.updatedAt, item.updatedAt.toISOString());
    assert.equal(detail.itemno, item.itemno, 'the existing fields stay');
    assert.ok('description' in detail && 'documents' in detail && 'collected' in detail);
  });

  test('goods summaries in lists carry updatedAt', async () => {
    const { list } = await data<{ list: GoodsSummary[] }>('POST', '/online/togoods/classifyGoodsList', { body: { goodsCate: 'CP014', limit: 3 } });
    assert.ok(list.length > 0);
    for (const item of list) assert.ok(!Number.isNaN(Date.parse(item.updatedAt)) && item.updatedAt.endsWith('Z'));
  });
});

describe('contract', () => {
  test('/openapi.json documents the new routes', async () => {
    const response = await seeded.app.request('/openapi.json');
    const document = (await response.json()) as { paths: Record<string, Record<string, { description?: string }>> };
    const routes: [string, string][] = [
      ['/online/togoods/newClassifyGoodsList', 'post'],
      ['/online/togoods/classifyGoodsListForProduct', 'get'],
      ['/online/togoods/classifyGoodsListForService', 'get'],
      ['/online/togoods/generalRecommend', 'post'],
      ['/online/togoods/guessRecommend', 'post'],
      ['/online/togoods/getBindGroupIdByGoodsId', 'post'],
      ['/online/togoods/listNoPage', 'post'],
      ['/online/togoods/getDocumentByGoodsCode', 'get'],
      ['/online/togoods/downLoadInc/{id}', 'get'],
      ['/overseas/featuredFirst/getIndexMenuList', 'get'],
      ['/online/toGoodsBanner/list', 'post'],
      ['/online/toGoodsBanner/getIndexHome', 'get'],
      ['/online/togoods/sitemapGoods', 'get'],
      ['/online/togoods/sitemapSummary', 'get'],
    ];
    for (const [path, method] of routes) assert.ok(document.paths[path]?.[method]?.description, `${method} ${path} is documented`);
  });
});
