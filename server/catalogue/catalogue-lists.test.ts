/**
 * Catalogue lists by category (docs/product.md §2.3, §7.3): a table per category in tree order,
 * the root listings of /product and /testingService, bound groups and bare lines, a Cat. No.'s
 * documents and the additions to goods details, each leaving out what is off shelf and naming
 * the field of bad input. Recommendations, the home page, menus and the sitemap feed are in
 * catalogue-home.test.ts.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { goods, goodsDocuments } from '../db/schema';
import type { CategoryGoods, CategoryNode } from '../../contract/catalogue';
import type { GoodsSummary } from '../../contract/goods';
import { assertMenuOrderOf, catalogueTestKit, leafOf, pathOf } from './catalogue-test-kit';

const CATEGORY_GOODS_KEYS = ['dictValue', 'goodsList', 'id', 'limitNum', 'paramTitle', 'pids', 'recordTotalNums', 'tableType'];

const kit = catalogueTestKit();

const { data, expectInvalid, expectNotFound, hiddenCategories } = kit;

const itemnos = (list: { itemno: string }[]) => list.map((item) => item.itemno);

/** Depth-first codes of a hierarchy answer, as the category tables are ordered. */
function preorder(nodes: CategoryNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...preorder(node.children)]);
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
    const rows = await kit.db
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
    const [offShelf] = await kit.db.select().from(goods).where(eq(goods.onShelfFlag, false)).limit(1);
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

describe('bound groups and bare lines', () => {
  test('getBindGroupIdByGoodsId answers the on-shelf members in Cat. No. order', async () => {
    const [bound] = await kit.db.select().from(goods).where(isNotNull(goods.bindId)).orderBy(asc(goods.id)).limit(1);
    assert.ok(bound?.bindId);
    const group = await data<{ bindId: string | null; list: GoodsSummary[] }>('POST', `/online/togoods/getBindGroupIdByGoodsId?goodsId=${bound.id}`);
    assert.equal(group.bindId, bound.bindId);
    const members = await kit.db
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
    const [free] = await kit.db.select({ id: goods.id }).from(goods).where(isNull(goods.bindId)).orderBy(asc(goods.id)).limit(1);
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
    const [document] = await kit.db.select().from(goodsDocuments).orderBy(asc(goodsDocuments.id)).limit(1);
    assert.ok(document);
    const [owner] = await kit.db.select().from(goods).where(eq(goods.id, document.goodsId));
    assert.ok(owner);
    const { list } = await data<{ list: { attachmentId: number; fileName: string; url: string }[] }>(
      'GET',
      `/online/togoods/getDocumentByGoodsCode?goodsCode=${encodeURIComponent(owner.itemno)}`,
    );
    const expected = await kit.db.select().from(goodsDocuments).where(eq(goodsDocuments.goodsId, owner.id)).orderBy(asc(goodsDocuments.id));
    assert.deepEqual(
      list,
      expected.map((doc) => ({ attachmentId: doc.id, fileName: doc.fileName, url: doc.url })),
    );
    // Every seeded goods item has its datasheet (docs/product.md §2.6); one whose documents are gone answers an empty list.
    const [bare] = await kit.db.select({ id: goods.id, itemno: goods.itemno }).from(goods).orderBy(desc(goods.id)).limit(1);
    assert.ok(bare, 'the seed has goods');
    await kit.db.delete(goodsDocuments).where(eq(goodsDocuments.goodsId, bare.id));
    assert.deepEqual(await data('GET', `/online/togoods/getDocumentByGoodsCode?goodsCode=${encodeURIComponent(bare.itemno)}`), { list: [] });
    await expectNotFound('GET', '/online/togoods/getDocumentByGoodsCode?goodsCode=NO-SUCH-ITEM');
    await expectInvalid('GET', '/online/togoods/getDocumentByGoodsCode', 'goodsCode');
  });

  test('downLoadInc counts each download', async () => {
    const [document] = await kit.db.select().from(goodsDocuments).orderBy(asc(goodsDocuments.id)).limit(1);
    assert.ok(document);
    const first = await data<{ attachmentId: number; fileName: string; url: string; downloads: number }>('GET', `/online/togoods/downLoadInc/${document.id}`);
    assert.deepEqual(first, { attachmentId: document.id, fileName: document.fileName, url: document.url, downloads: document.downloads + 1 });
    const second = await data<{ downloads: number }>('GET', `/online/togoods/downLoadInc/${document.id}`);
    assert.equal(second.downloads, document.downloads + 2);
    await expectNotFound('GET', '/online/togoods/downLoadInc/987654321');
    await expectInvalid('GET', '/online/togoods/downLoadInc/abc', 'id');
  });
});

describe('goods detail additions', () => {
  test('details carries the category path for breadcrumbs and updatedAt', async () => {
    const [item] = await kit.db.select().from(goods).where(eq(goods.categoryId, 'CP002001001')).limit(1);
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
    const response = await kit.app.request('/openapi.json');
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
      ['/online/togoods/merchantFeed', 'get'],
    ];
    for (const [path, method] of routes) assert.ok(document.paths[path]?.[method]?.description, `${method} ${path} is documented`);
  });
});
