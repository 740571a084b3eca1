import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { asc, inArray, isNotNull } from 'drizzle-orm';
import { categories, cellLines, goods } from '../db/schema';
import { vocabulary } from '../seed/vocabulary';
import { seededApp } from '../testing/seeded-app';
import type { CellLineRecommendation, Facet } from '../../contract/finder';
import type { GoodsSummary as GoodsItem } from '../../contract/goods';

type MediumFilter = Partial<Record<'mediumType' | 'cultureMediumModality' | 'cultureMediumAdditive', string>>;

const MEDIUM_ROOT = 'CP001015001165';
const GROUPS = [
  ['types', 'mediumType', 'mediumType'],
  ['forms', 'cultureMediumModality', 'mediumForm'],
  ['additives', 'cultureMediumAdditive', 'mediumAdditive'],
] as const;

const seeded = seededApp(1500);
const { call, data } = seeded;

const mediumList = (form: Record<string, string>) => data<{ list: GoodsItem[]; totalCount: number }>('POST', '/online/toCultureMedium/list', { form });
const recommend = (search?: string, lang?: string) =>
  data<{ list: CellLineRecommendation[] }>(
    'GET',
    `/online/toCultureMedium/recommendList${search === undefined ? '' : `?meduimSearch=${encodeURIComponent(search)}`}`,
    { lang },
  ).then((answer) => answer.list);
const searchClassify = (body: Record<string, unknown>, lang?: string) => call('POST', '/online/toGoodsClassify/searchClassify', { body, lang });
const itemnos = (list: GoodsItem[]) => list.map((item) => item.itemno);
const pathOf = (item: GoodsItem) => (JSON.parse(item.goodsCate) as string[][])[0] ?? [];

describe('cultureMediumClassifyList and toCultureMedium/list: the filter mode', () => {
  test('lists every type, form and additive in dictionary order, localised', async () => {
    const [en, zh] = await Promise.all([
      data<Record<string, Facet[]>>('POST', '/online/togoods/cultureMediumClassifyList'),
      data<Record<string, Facet[]>>('POST', '/online/togoods/cultureMediumClassifyList', { lang: 'zh' }),
    ]);
    for (const [group, , dictType] of GROUPS) {
      const dictionary = await data<{ list: { dictCode: string }[] }>('POST', `/sys/sysdict/list?dictType=${dictType}`);
      assert.deepEqual(
        en[group]?.map((facet) => facet.dictCode),
        dictionary.list.map((entry) => entry.dictCode),
        group,
      );
      assert.notDeepEqual(
        en[group]?.map((facet) => facet.dictValue),
        zh[group]?.map((facet) => facet.dictValue),
        `${group}: localised`,
      );
    }
    const total = (await mediumList({ limit: '1' })).totalCount;
    assert.equal(
      en.types?.reduce((sum, facet) => sum + facet.totalNum, 0),
      total,
      'every medium has one type',
    );
  });

  for (const [label, filter] of [
    ['no selection', {}],
    ['with selections', { mediumType: 'basal,serum-free', cultureMediumModality: 'liquid', cultureMediumAdditive: 'l-glutamine,phenol-red' }],
  ] as [string, MediumFilter][]) {
    test(`every count equals the list total with that option as the group's selection (${label})`, async () => {
      const answer = await data<Record<string, Facet[]>>('POST', '/online/togoods/cultureMediumClassifyList', { form: filter });
      assert.ok(
        Object.values(answer)
          .flat()
          .some((facet) => facet.totalNum > 0),
      );
      for (const [group, field] of GROUPS) {
        for (const facet of answer[group] ?? []) {
          const { totalCount } = await mediumList({ ...filter, [field]: facet.dictCode, limit: '1' });
          assert.equal(facet.totalNum, totalCount, `${group} ${facet.dictCode}`);
        }
      }
    });
  }

  test('lists media of the filter category in Cat. No. order, paged, like classifyGoodsList filters them', async () => {
    const filter = { cultureMediumModality: 'liquid,powder', cultureMediumAdditive: 'hepes' };
    const all = await mediumList({ ...filter, limit: '10000' });
    assert.ok(all.totalCount > 0);
    assert.equal(all.list.length, all.totalCount);
    assert.deepEqual(itemnos(all.list), [...itemnos(all.list)].sort());
    assert.ok(all.list.every((item) => item.onShelfFlag && pathOf(item).includes(MEDIUM_ROOT)));
    const sqlList = await data<{ totalCount: number }>('POST', '/online/togoods/classifyGoodsList', { body: { goodsCate: MEDIUM_ROOT, ...filter, limit: 1 } });
    assert.equal(all.totalCount, sqlList.totalCount);
    const page = await mediumList({ ...filter, page: '2', limit: '2', itemnoSort: 'desc' });
    assert.deepEqual(itemnos(page.list), itemnos(all.list).reverse().slice(2, 4));
  });

  test('bad input names the field', async () => {
    const tooMany = await call('POST', '/online/toCultureMedium/list', { form: { limit: '10001' } });
    assert.equal(tooMany.code, 400);
    assert.match(tooMany.msg, /^limit: /);
    const badCategory = await call('POST', '/online/togoods/cultureMediumClassifyList', { form: { goodsCate: 'CP?' } });
    assert.equal(badCategory.code, 400);
    assert.match(badCategory.msg, /^goodsCate: /);
    const unknown = await call('POST', '/online/toCultureMedium/list', { form: { goodsCate: 'CP999' } });
    assert.equal(unknown.code, 3);
  });
});

describe('recommendList: media for common cell lines', () => {
  test("lists every cell line in order with its medium, serum and the medium's goods", async () => {
    const lines = await recommend();
    assert.deepEqual(
      lines.map((line) => line.name),
      vocabulary.cellLines.map((line) => line.name),
    );
    const ids = lines.flatMap((line) => line.goods.map((item) => item.id));
    const codes = new Map(
      (await seeded.db.select({ id: goods.id, mediumCode: goods.mediumCode }).from(goods).where(inArray(goods.id, ids))).map((row) => [row.id, row.mediumCode]),
    );
    for (const line of lines) {
      assert.ok(line.medium.name && line.medium.name !== line.medium.code, `${line.name}: the medium is named`);
      assert.ok(line.goods.length > 0 && line.goods.length <= 6, `${line.name}: up to 6 goods`);
      assert.ok(
        line.goods.every((item) => item.onShelfFlag && codes.get(item.id) === line.medium.code),
        `${line.name}: goods of its medium`,
      );
      assert.deepEqual(itemnos(line.goods), [...itemnos(line.goods)].sort());
      if (line.completeMedium) {
        assert.equal(line.completeMedium.harmonyTitle, line.name);
        assert.ok(pathOf(line.completeMedium).includes('CP001015001164001'));
      }
    }
    assert.ok(
      lines.some((line) => line.completeMedium !== null),
      'some lines have a complete medium',
    );
  });

  test('meduimSearch finds HeLa by name or description, in either language', async () => {
    const byName = await recommend('  hela ');
    assert.deepEqual(
      byName.map((line) => line.name),
      ['HeLa'],
    );
    const [hela] = byName;
    assert.equal(hela?.medium.code, 'mem');
    assert.equal(hela?.growth, 'Adherent');
    const zh = await recommend('宫颈', 'zh');
    assert.deepEqual(
      zh.map((line) => line.name),
      ['HeLa'],
    );
    assert.equal(zh[0]?.species, '人');
    assert.match(zh[0]?.description ?? '', /宫颈/);
    assert.deepEqual(
      (await recommend('宫颈')).map((line) => line.name),
      ['HeLa'],
      'an English page finds Chinese text too',
    );
    assert.deepEqual(await recommend('100%'), [], 'wildcards are taken literally');
    assert.equal((await recommend('')).length, vocabulary.cellLines.length);
  });
});

describe('searchClassify: the cell-bank keyword search', () => {
  test('finds cell-bank categories by name, key or remark in either language', async () => {
    const en = await searchClassify({ keyword: ' hela ' });
    assert.equal(en.code, 0);
    const list = (en.data as { list: { id: string; dictValue: string; pids: string; remark: string | null }[] }).list;
    assert.deepEqual(
      list.map((entry) => entry.dictValue),
      ['HeLa'],
    );
    assert.ok(list[0]?.pids.startsWith('XB,'));
    assert.match(list[0]?.remark ?? '', /MEM/);
    const zh = await searchClassify({ id: 'XB', keyword: '宫颈' }, 'zh');
    assert.deepEqual(
      (zh.data as { list: { dictValue: string }[] }).list.map((entry) => entry.dictValue),
      ['人宫颈癌细胞 HeLa'],
    );
    const cells = await searchClassify({ keyword: 'cell lines' });
    assert.deepEqual(
      (cells.data as { list: { id: string }[] }).list.map((entry) => entry.id),
      ['XB001', 'XB002', 'XB003'],
    );
  });

  test('a blank keyword answers 400 naming it; an unknown root answers code 3', async () => {
    for (const body of [{ keyword: '   ' }, {}, { keyword: '' }]) {
      const envelope = await searchClassify(body);
      assert.equal(envelope.code, 400);
      assert.match(envelope.msg, /^keyword: /);
    }
    assert.equal((await searchClassify({ id: 'XB999', keyword: 'hela' })).code, 3);
  });
});

describe('seeded cell lines', () => {
  test('every vocabulary line, on its own cell-bank node, with media goods carrying their medium code', async () => {
    const rows = await seeded.db.select().from(cellLines).orderBy(asc(cellLines.sort));
    assert.equal(rows.length, vocabulary.cellLines.length);
    const nodes = new Map((await seeded.db.select().from(categories)).map((row) => [row.id, row]));
    for (const [i, row] of rows.entries()) {
      const line = vocabulary.cellLines[i];
      assert.equal(row.name, line?.name);
      assert.equal(row.mediumCode, line?.medium);
      const node = nodes.get(row.categoryId ?? '');
      assert.equal(node?.dictKey, row.name, `${row.name}: its XB node`);
      assert.equal(node?.ancestors[0], 'XB');
    }
    const coded = await seeded.db.select().from(goods).where(isNotNull(goods.mediumCode));
    assert.ok(coded.length > 0);
    assert.ok(coded.every((item) => item.categoryId === MEDIUM_ROOT && vocabulary.media.some((medium) => medium.id === item.mediumCode)));
  });
});

describe('the cell bank: goods under each cell line', () => {
  test('HeLa lists its goods, and the cell-bank index counts goods under every group', async () => {
    const hela = await data<{ list: GoodsItem[]; totalCount: number }>('POST', '/online/togoods/classifyGoodsList', {
      body: { goodsCate: 'XB001001', limit: 20 },
    });
    assert.ok(hela.totalCount > 0, 'HeLa has goods');
    assert.ok(
      hela.list.every((item) => item.title.includes('HeLa')),
      'only HeLa goods',
    );
    const groups = await data<{ id: string; recordTotalNums: number }[]>('POST', '/online/toGoodsClassify/classifyHierarchyList', {
      form: { id: 'XB', hierarchy: '1' },
    });
    assert.deepEqual(
      groups.map((group) => group.id),
      ['XB001', 'XB002', 'XB003'],
    );
    for (const group of groups) assert.ok(group.recordTotalNums > 0, `${group.id} counts its goods`);
  });
});
