/**
 * What the shop puts forward (docs/product.md §2.4, §7.3): recommendations (recommended, then
 * badged, then newest; a stable varied order for "you may also like"), the home page's menus,
 * banners and featured goods, and the sitemap feed, none of them showing what is off shelf.
 * Lists by category are in catalogue-lists.test.ts.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, count, eq, isNotNull, max } from 'drizzle-orm';
import { categories, goods } from '../db/schema';
import type { CategoryNode, MenuEntry } from '../../contract/catalogue';
import type { GoodsSummary } from '../../contract/goods';
import { assertMenuOrderOf, catalogueTestKit, leafOf, pathOf } from './catalogue-test-kit';

const kit = catalogueTestKit();

const { call, data, expectInvalid, expectNotFound, hiddenCategories } = kit;

const badged = (item: GoodsSummary) => (JSON.parse(item.goodsIdentity) as string[]).length > 0;

/** The featured order: recommended, then badged, then newest, then id (generalRecommend, menus). */
async function expectedFeatured(where: (row: typeof goods.$inferSelect) => boolean, limit: number): Promise<number[]> {
  const rows = (await kit.db.select().from(goods)).filter((row) => row.onShelfFlag && where(row));
  rows.sort(
    (a, b) =>
      Number(b.isRecommend) - Number(a.isRecommend) ||
      Number(b.goodsIdentity.length > 0) - Number(a.goodsIdentity.length > 0) ||
      b.createdAt.getTime() - a.createdAt.getTime() ||
      b.id - a.id,
  );
  return rows.slice(0, limit).map((row) => row.id);
}

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
    const [bound] = await kit.db
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

describe('home and menus', () => {
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
    const products = (await kit.db.select().from(goods)).filter((row) => row.onShelfFlag && row.goodsType === 1);
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
    const onShelf = await kit.db.select({ id: goods.id, updatedAt: goods.updatedAt }).from(goods).where(eq(goods.onShelfFlag, true)).orderBy(asc(goods.id));
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
    const [totals] = await kit.db
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
    const allRows = await kit.db.select({ id: categories.id, ancestors: categories.ancestors }).from(categories);
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
