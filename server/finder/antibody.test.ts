import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { categories } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import type { AntibodyFacets, CategoryCount } from '../../contract/finder';
import type { GoodsSummary as GoodsItem } from '../../contract/goods';
import type { TestRequest } from '../testing/request';

type Filter = Partial<Record<'dictCode' | 'speciesDictCode' | 'areaIds' | 'labels', string>>;

/** Each facet group and the request field that selects it. */
const GROUPS = [
  ['species', 'speciesDictCode', 'species'],
  ['applications', 'dictCode', 'applications'],
  ['areas', 'areaIds', 'areas'],
] as const;

const seeded = seededApp(500);
const { call, data } = seeded;

const facets = (filter: Filter & { goodsCate?: string }, lang?: string) =>
  data<AntibodyFacets>('POST', '/online/togoods/applicationsAndSpeciesList', { form: filter, lang });
const count = (body: Filter & { goodsCate?: string }) => data<number>('POST', '/online/togoods/classifyLabelsNums', { body });
const results = (body: Record<string, unknown>) => data<{ list: GoodsItem[]; totalCount: number }>('POST', '/online/togoods/labelsClassifyGoodsList', { body });
const tree = (body: Record<string, unknown>, lang?: string) =>
  data<{ list: CategoryCount[] }>('POST', '/online/togoods/labelsClassifyListNums', { body, lang }).then((answer) => answer.list);

const pathOf = (item: GoodsItem) => (JSON.parse(item.goodsCate) as string[][])[0] ?? [];
const itemnos = (list: GoodsItem[]) => list.map((item) => item.itemno);
const flatten = (nodes: CategoryCount[]): CategoryCount[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

async function expectInvalid(method: 'GET' | 'POST', path: string, field: string, init: TestRequest = {}) {
  const envelope = await call(method, path, init);
  assert.equal(envelope.code, 400, `${path} refuses bad ${field}: ${envelope.msg}`);
  assert.match(envelope.msg, new RegExp(`^${field}: `));
}

describe('applicationsAndSpeciesList: faceted counts', () => {
  test('lists every dictionary option in its order, options without goods too, localised', async () => {
    const [en, zh] = await Promise.all([facets({}), facets({}, 'zh')]);
    for (const [group, , dictType] of GROUPS) {
      const dictionary = await data<{ list: { dictCode: string; dictValue: string }[] }>('POST', `/sys/sysdict/list?dictType=${dictType}`);
      assert.deepEqual(
        en[group].map((facet) => facet.dictCode),
        dictionary.list.map((entry) => entry.dictCode),
        `${group}: every option, in order`,
      );
      assert.notDeepEqual(
        en[group].map((facet) => facet.dictValue),
        zh[group].map((facet) => facet.dictValue),
        `${group}: localised`,
      );
    }
    assert.ok(
      Object.values(en)
        .flat()
        .some((facet) => facet.totalNum > 0),
    );
    const rare = await facets({ speciesDictCode: 'zebrafish', dictCode: 'ChIP', areaIds: 'autophagy' });
    assert.ok(
      Object.values(rare)
        .flat()
        .some((facet) => facet.totalNum === 0),
      'options with 0 are still listed',
    );
  });

  for (const [label, filter] of [
    ['no selection', {}],
    [
      'with selections in every group and labels',
      { speciesDictCode: 'human,rat', dictCode: 'WB', areaIds: 'cancer,signal,immuno', labels: 'polyclonal,monoclonal' },
    ],
  ] as [string, Filter][]) {
    test(`every count equals the total the list answers with that option as the group's selection (${label})`, async () => {
      const answer = await facets(filter);
      assert.ok(
        Object.values(answer)
          .flat()
          .some((facet) => facet.totalNum > 0),
      );
      for (const [group, field] of GROUPS) {
        for (const facet of answer[group]) {
          const selection = { ...filter, [field]: facet.dictCode };
          assert.equal(facet.totalNum, await count(selection), `${group} ${facet.dictCode}`);
        }
      }
      const page = await results({ ...filter, speciesDictCode: 'mouse', limit: 1 });
      assert.equal(page.totalCount, answer.species.find((facet) => facet.dictCode === 'mouse')?.totalNum);
    });
  }

  test('agrees with classifyGoodsList, which filters in SQL', async () => {
    const filter = { speciesDictCode: 'human,mouse', dictCode: 'IHC-P,IF', labels: 'rabbit' };
    const sqlList = await data<{ totalCount: number }>('POST', '/online/togoods/classifyGoodsList', { body: { goodsCate: 'CP002', ...filter, limit: 1 } });
    assert.equal(await count(filter), sqlList.totalCount);
    const plain = await data<{ totalCount: number }>('POST', '/online/togoods/classifyGoodsList', { body: { goodsCate: 'CP002', limit: 1 } });
    assert.equal((await results({ limit: 1 })).totalCount, plain.totalCount);
  });
});

describe('labelsClassifyListNums: the category panel', () => {
  test('gives the on-shelf tree under goodsCate, each node counting what the list answers for it', async () => {
    const filter = { speciesDictCode: 'human', dictCode: 'WB,IHC-P' };
    const nodes = await tree(filter);
    const top = await seeded.db.select().from(categories).where(eq(categories.pid, 'CP002'));
    assert.deepEqual(nodes.map((node) => node.id).sort(), top.map((row) => row.id).sort());
    const all = flatten(nodes);
    assert.ok(
      all.some((node) => node.level === 4 && node.pids === 'CP,CP002,CP002001'),
      'three levels under the primary antibodies',
    );
    for (const node of all) {
      assert.equal(node.totalNum, await count({ goodsCate: node.id, ...filter }), node.id);
      assert.ok(node.children.reduce((sum, child) => sum + child.totalNum, 0) <= node.totalNum);
    }
    assert.equal(
      nodes.reduce((sum, node) => sum + node.totalNum, 0),
      await count(filter),
      'the root holds no goods of its own',
    );
  });

  test('leaves off-shelf categories and their goods out', async () => {
    const hidden = await seeded.db.select().from(categories).where(eq(categories.onShelfFlag, false));
    const labelled = flatten(await tree({ goodsCate: 'CP009' }));
    assert.ok(
      hidden.some((row) => row.pid === 'CP009'),
      'the demo catalogue hides a labelled-antibody category',
    );
    assert.ok(labelled.every((node) => !hidden.some((row) => row.id === node.id)));
    const kt = await data<{ list: GoodsItem[]; totalCount: number }>('GET', '/online/togoods/classifyGoodsListForAntibody/KT?limit=200');
    assert.equal(
      kt.totalCount,
      labelled.reduce((sum, node) => sum + node.totalNum, 0),
    );
    assert.ok(kt.list.every((item) => !pathOf(item).some((code) => hidden.some((row) => row.id === code))));
  });

  test('a keyword gives a flat list of the categories whose name holds it, in either language', async () => {
    const en = await tree({ keyword: '  PHOSPHO ' });
    assert.deepEqual(
      en.map((node) => node.id),
      ['CP002002'],
    );
    assert.ok(en.every((node) => node.children.length === 0));
    assert.equal(en[0]?.totalNum, await count({ goodsCate: 'CP002002' }));
    const zh = await tree({ keyword: '抗体' }, 'zh');
    assert.ok(zh.length >= 3 && zh.every((node) => node.dictValue.includes('抗体') && node.children.length === 0));
    const byEnglishInChinese = await tree({ keyword: 'loading' }, 'zh');
    assert.deepEqual(
      byEnglishInChinese.map((node) => node.dictValue),
      ['内参抗体'],
      'English names match too, answered in Chinese',
    );
    assert.deepEqual(await tree({ keyword: 'no such category' }), []);
  });
});

describe('labelsClassifyGoodsList and classifyLabelsNums: the results', () => {
  test('lists goods in any of the ticked categories, Cat. No. order, paged', async () => {
    const codes = ['CP002002', 'CP002004'];
    const [first, second] = await Promise.all(codes.map((goodsCate) => count({ goodsCate })));
    const all = await results({ goodsCate: codes.join(','), limit: 10000 });
    assert.equal(all.totalCount, (first ?? 0) + (second ?? 0));
    assert.equal(all.list.length, all.totalCount);
    assert.deepEqual(itemnos(all.list), [...itemnos(all.list)].sort());
    assert.ok(all.list.every((item) => item.onShelfFlag && pathOf(item).some((code) => codes.includes(code))));
    const page2 = await results({ goodsCate: codes, page: 2, limit: 3 });
    assert.deepEqual(itemnos(page2.list), itemnos(all.list).slice(3, 6));
    const desc = await results({ goodsCate: codes.join(','), itemnoSort: 'desc', limit: 5 });
    assert.deepEqual(itemnos(desc.list), itemnos(all.list).reverse().slice(0, 5));
  });

  test('orders like classifyGoodsList', async () => {
    for (const order of [{ orderBy: 'createdAt' }, { orderBy: 'sort' }, { orderBy: 'sort', itemnoSort: 'desc' }, { itemnoSort: 'desc' }]) {
      const body = { goodsCate: 'CP002001', ...order, page: 2, limit: 15 };
      const expected = await data<{ list: GoodsItem[] }>('POST', '/online/togoods/classifyGoodsList', { body });
      assert.deepEqual(itemnos((await results(body)).list), itemnos(expected.list), JSON.stringify(order));
    }
  });

  test('YK lists the primary antibodies 50 a page; filters narrow it', async () => {
    const yk = await data<{ list: GoodsItem[]; totalCount: number }>('GET', '/online/togoods/classifyGoodsListForAntibody/YK');
    assert.equal(yk.totalCount, await count({ goodsCate: 'CP002001' }));
    assert.equal(yk.list.length, Math.min(50, yk.totalCount));
    assert.deepEqual(itemnos(yk.list), [...itemnos(yk.list)].sort());
    assert.ok(yk.list.every((item) => pathOf(item).includes('CP002001')));
    const narrowed = await data<{ totalCount: number }>(
      'GET',
      '/online/togoods/classifyGoodsListForAntibody/YK?speciesDictCode=rat&dictCode=IF,ICC&areaIds=neuro',
    );
    assert.equal(narrowed.totalCount, await count({ goodsCate: 'CP002001', speciesDictCode: 'rat', dictCode: 'IF,ICC', areaIds: 'neuro' }));
    assert.ok(narrowed.totalCount < yk.totalCount);
  });

  test('the KT sample is a repeatable shuffle of labelled antibodies, seeded by the date by default', async () => {
    const random = (body: Record<string, unknown>) =>
      data<{ list: GoodsItem[] }>('POST', '/online/togoods/classifyGoodsListForKtRandom', { body }).then((answer) => answer.list.map((item) => item.id));
    const kt = await data<{ list: GoodsItem[] }>('GET', '/online/togoods/classifyGoodsListForAntibody/KT?limit=200');
    const ktIds = new Set(kt.list.map((item) => item.id));
    const a = await random({ seed: 'alpha' });
    assert.equal(a.length, 8);
    assert.deepEqual(await random({ seed: 'alpha' }), a, 'the same seed answers the same sample');
    assert.notDeepEqual(await random({ seed: 'beta' }), a, 'another seed answers another sample');
    assert.ok(a.every((id) => ktIds.has(id)));
    assert.notDeepEqual(
      a,
      [...a].sort((x, y) => x - y),
      'not in id order',
    );
    const today = new Date().toISOString().slice(0, 10);
    assert.deepEqual(await random({}), await random({ seed: today }));
    assert.deepEqual(await random({ seed: 7, limit: 3 }), (await random({ seed: '7' })).slice(0, 3));
  });
});

describe('finder input', () => {
  test('bad input names the field; unknown categories answer code 3', async () => {
    await expectInvalid('POST', '/online/togoods/labelsClassifyGoodsList', 'limit', { body: { limit: 0 } });
    await expectInvalid('POST', '/online/togoods/labelsClassifyGoodsList', 'goodsCate.1', { body: { goodsCate: 'CP002,not a code' } });
    await expectInvalid('POST', '/online/togoods/applicationsAndSpeciesList', 'goodsCate', { form: { goodsCate: 'CP 002' } });
    await expectInvalid('POST', '/online/togoods/labelsClassifyListNums', 'keyword', { body: { keyword: 'x'.repeat(101) } });
    await expectInvalid('GET', '/online/togoods/classifyGoodsListForAntibody/YK?limit=201', 'limit');
    await expectInvalid('POST', '/online/togoods/classifyGoodsListForKtRandom', 'limit', { body: { limit: 51 } });
    await expectInvalid('POST', '/online/togoods/classifyLabelsNums', 'dictCode', { body: { dictCode: 5 } });
    const [hidden] = await seeded.db.select().from(categories).where(eq(categories.onShelfFlag, false));
    for (const [path, init] of [
      ['/online/togoods/applicationsAndSpeciesList', { form: { goodsCate: 'CP999' } }],
      ['/online/togoods/labelsClassifyListNums', { body: { goodsCate: hidden?.id } }],
      ['/online/togoods/labelsClassifyGoodsList', { body: { goodsCate: 'CP002001,CP999' } }],
    ] as [string, TestRequest][]) {
      const envelope = await call('POST', path, init);
      assert.equal(envelope.code, 3, path);
      assert.match(envelope.msg, /^goodsCate: /);
    }
  });
});
