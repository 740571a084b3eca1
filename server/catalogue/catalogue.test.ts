import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { goods } from '../db/schema';
import { createApp } from '../app';
import { openTestDatabase } from '../testing/database';
import { seededApp } from '../testing/seeded-app';
import type { TestEnvelope } from '../testing/request';
import type { CategoryNode } from '../../contract/catalogue';
import type { GoodsSummary } from '../../contract/goods';

const seeded = seededApp(400);

const call = seeded.request;

describe('category dictionary', () => {
  test('classifyHierarchyList without id lists the roots', async () => {
    const { envelope } = await call('POST', '/online/toGoodsClassify/classifyHierarchyList?hierarchy=1');
    assert.equal(envelope.code, 0);
    const ids = (envelope.data as CategoryNode[]).map((node) => node.id);
    for (const root of ['CP', 'FW', 'TJ', 'XB', 'CS', 'TK']) assert.ok(ids.includes(root), `${root} is a root`);
  });

  test('classifyHierarchyList under CP nests the menu levels and counts goods', async () => {
    const { envelope } = await call('POST', '/online/toGoodsClassify/classifyHierarchyList?id=CP&hierarchy=3&navRecommend=-1');
    assert.equal(envelope.code, 0);
    const nodes = envelope.data as CategoryNode[];
    const antibodies = nodes.find((node) => node.id === 'CP002');
    assert.ok(antibodies, 'CP002 is under CP');
    assert.equal(antibodies.dictValue, 'Antibodies');
    assert.ok(antibodies.children.some((child) => child.id === 'CP002001'));
    assert.ok(antibodies.recordTotalNums > 0);
    const childTotal = antibodies.children.reduce((sum, child) => sum + child.recordTotalNums, 0);
    assert.ok(childTotal >= antibodies.recordTotalNums, 'a parent counts the goods of its children');
  });

  test('answers Chinese names for lang: zh, and accepts a form body (postd)', async () => {
    const { envelope } = await call('POST', '/online/toGoodsClassify/classifyHierarchyList', { form: { id: 'CP', hierarchy: '1' }, lang: 'zh' });
    assert.equal(envelope.code, 0);
    assert.equal((envelope.data as CategoryNode[]).find((node) => node.id === 'CP002')?.dictValue, '抗体');
  });

  test('info gives ancestors as pids and pidsNames', async () => {
    const { envelope } = await call('POST', '/online/toGoodsClassify/info/CP002001');
    assert.equal(envelope.code, 0);
    const node = envelope.data as CategoryNode;
    assert.equal(node.pids, 'CP,CP002');
    assert.deepEqual(
      (JSON.parse(node.pidsNames) as { id: string }[]).map((a) => a.id),
      ['CP', 'CP002'],
    );
  });

  test('an unknown category answers code 3', async () => {
    const { envelope } = await call('POST', '/online/toGoodsClassify/info/ZZ999');
    assert.equal(envelope.code, 3);
  });

  test('bad input names the field', async () => {
    const { envelope } = await call('POST', '/online/toGoodsClassify/classifyHierarchyList?hierarchy=lots');
    assert.equal(envelope.code, 400);
    assert.match(envelope.msg, /^hierarchy: /);
    const injected = await call('POST', "/online/toGoodsClassify/classifyHierarchyList?id=CP'%20OR%201=1");
    assert.equal(injected.envelope.code, 400);
    assert.match(injected.envelope.msg, /^id: /);
  });
});

describe('goods lists', () => {
  test('classifyGoodsList pages goods of a category and its descendants, Cat. No. ascending', async () => {
    const { envelope } = await call('POST', '/online/togoods/classifyGoodsList', { body: { goodsCate: 'CP002', page: 1, limit: 20 } });
    assert.equal(envelope.code, 0);
    const data = envelope.data as { list: GoodsSummary[]; totalCount: number };
    assert.ok(data.totalCount > 20);
    assert.equal(data.list.length, 20);
    const itemnos = data.list.map((item) => item.itemno);
    assert.deepEqual(itemnos, [...itemnos].sort());
    assert.ok(data.list.every((item) => item.onShelfFlag));
    assert.ok(data.list.every((item) => item.skus.length > 0));

    const second = await call('POST', '/online/togoods/classifyGoodsList', { body: { goodsCate: 'CP002', page: 2, limit: 20 } });
    const secondList = (second.envelope.data as { list: GoodsSummary[] }).list;
    assert.ok(secondList[0] && itemnos[19] && secondList[0].itemno > itemnos[19], 'page 2 continues after page 1');
  });

  test('itemnoSort desc reverses the order', async () => {
    const { envelope } = await call('POST', '/online/togoods/classifyGoodsList', { body: { goodsCate: 'CP002', itemnoSort: 'desc', limit: 10 } });
    const itemnos = (envelope.data as { list: GoodsSummary[] }).list.map((item) => item.itemno);
    assert.deepEqual(itemnos, [...itemnos].sort().reverse());
  });

  test('off-shelf goods are left out of lists', async () => {
    const [offShelf] = await seeded.db.select().from(goods).where(eq(goods.onShelfFlag, false)).limit(1);
    assert.ok(offShelf, 'the demo catalogue has an off-shelf item');
    const { envelope } = await call('POST', '/online/togoods/classifyGoodsList', { body: { goodsCate: offShelf.categoryId, limit: 10000 } });
    const ids = (envelope.data as { list: GoodsSummary[] }).list.map((item) => item.id);
    assert.ok(!ids.includes(offShelf.id));
  });

  test('invalid list input names the field', async () => {
    const missing = await call('POST', '/online/togoods/classifyGoodsList', { body: { page: 1 } });
    assert.equal(missing.envelope.code, 400);
    assert.match(missing.envelope.msg, /goodsCate/);
    const tooMany = await call('POST', '/online/togoods/classifyGoodsList', { body: { goodsCate: 'CP', limit: 10001 } });
    assert.equal(tooMany.envelope.code, 400);
    assert.match(tooMany.envelope.msg, /^limit: /);
    const wrongType = await call('POST', '/online/togoods/classifyGoodsList', { body: { goodsCate: 'CP', page: 'first' } });
    assert.match(wrongType.envelope.msg, /^page: /);
    const unknown = await call('POST', '/online/togoods/classifyGoodsList', { body: { goodsCate: 'ZZ1' } });
    assert.equal(unknown.envelope.code, 3);
  });
});

describe('goods detail', () => {
  test('answers the item with SKUs in CNY, localised', async () => {
    const [item] = await seeded.db.select().from(goods).where(eq(goods.onShelfFlag, true)).limit(1);
    assert.ok(item);
    const english = await call('POST', '/online/togoods/details', { body: { id: item.id } });
    assert.equal(english.envelope.code, 0);
    const detail = english.envelope.data as GoodsSummary;
    assert.equal(detail.itemno, item.itemno);
    assert.equal(detail.title, item.titleEn);
    assert.ok(detail.skus[0] && detail.skus[0].skuPrice > 0);
    const chinese = await call('POST', '/online/togoods/details', { body: { id: item.id }, lang: 'zh' });
    assert.equal((chinese.envelope.data as GoodsSummary).title, item.titleZh);
  });

  test('an off-shelf item is answered with onShelfFlag false; an unknown id with code 3', async () => {
    const [offShelf] = await seeded.db.select().from(goods).where(eq(goods.onShelfFlag, false)).limit(1);
    assert.ok(offShelf);
    const { envelope } = await call('POST', '/online/togoods/details', { body: { id: offShelf.id } });
    assert.equal((envelope.data as GoodsSummary).onShelfFlag, false);
    const unknown = await call('POST', '/online/togoods/details', { body: { id: 987654321 } });
    assert.equal(unknown.envelope.code, 3);
    const bad = await call('POST', '/online/togoods/details', { body: { id: 'abc' } });
    assert.equal(bad.envelope.code, 400);
    assert.match(bad.envelope.msg, /^id: /);
  });
});

describe('shell lists', () => {
  test('hot searches answer page.list, 20 by default', async () => {
    const { envelope } = await call('POST', '/online/tihotpro/list');
    assert.equal(envelope.code, 0);
    assert.equal(envelope.page?.list.length, 20);
  });

  test('banners answer page.list by type', async () => {
    const carousel = await call('POST', '/online/toBanner/list', { body: { bannerType: 1 } });
    assert.ok((carousel.envelope.page?.list.length ?? 0) > 0);
    const advert = await call('POST', '/online/toBanner/list', { body: { bannerType: 2 } });
    assert.ok((advert.envelope.page?.list.length ?? 0) > 0);
  });

  test('the dictionary answers countries with hot ones first, in both languages', async () => {
    const { envelope } = await call('POST', '/sys/sysdict/list?dictType=country');
    const list = (envelope.data as { list: { code: string; cnName: string; hot: boolean }[] }).list;
    assert.ok(list.length > 200);
    assert.equal(list[0]?.hot, true);
    assert.equal(list.find((country) => country.code === 'CN')?.cnName, '中国');
    const species = await call('POST', '/sys/sysdict/list?dictType=species', { lang: 'zh' });
    assert.ok((species.envelope.data as { list: { dictValue: string }[] }).list.some((entry) => entry.dictValue === '人'));
  });
});

describe('contract', () => {
  test('/openapi.json documents the routes', async () => {
    const response = await seeded.app.request('/openapi.json');
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    assert.equal(document.openapi, '3.1.0');
    for (const path of ['/online/togoods/classifyGoodsList', '/online/toGoodsClassify/info/{id}', '/online/tihotpro/list', '/sys/sysdict/list']) {
      assert.ok(document.paths[path], `${path} is documented`);
    }
  });

  test('an unknown route, broken JSON and an oversized body answer envelopes', async () => {
    const unknown = await call('POST', '/online/nothing/here');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.envelope.code, 3);
    const broken = await call('POST', '/online/togoods/details', { body: '{"id":' });
    assert.equal(broken.envelope.code, 400);
    assert.match(broken.envelope.msg, /JSON/);
    const huge = await call('POST', '/online/togoods/details', { body: { id: 1, message: 'x'.repeat(10 * 1024 * 1024) } });
    assert.equal(huge.envelope.code, 400);
    assert.match(huge.envelope.msg, /larger than/);
  });

  test('an internal failure answers a generic message, never a stack trace', async () => {
    const broken = await openTestDatabase();
    const brokenApp = createApp({ db: broken.db, dataDir: '/nonexistent' });
    await broken.dispose();
    const response = await brokenApp.request('/online/togoods/classifyGoodsList', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ goodsCate: 'CP' }),
    });
    const envelope = (await response.json()) as TestEnvelope;
    assert.equal(envelope.code, 500);
    assert.doesNotMatch(envelope.msg, /at |Error|\.ts/);
  });
});
