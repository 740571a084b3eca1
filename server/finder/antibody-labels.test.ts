/**
 * The antibody finder's host, clonality, conjugate and isotype groups (docs/product.md §2.4
 * item 3): the goods labels split by dictionary type, each group OR within and AND with the
 * others, every count what the list answers when the option is ticked.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { seededApp } from '../testing/seeded-app';
import type { AntibodyFacets, Facet } from '../../contract/finder';
import type { GoodsSummary as GoodsItem } from '../../contract/goods';

type Filter = Record<string, string>;

/** Each label group, its request field and its dictionary type. */
const GROUPS = [
  ['hosts', 'host'],
  ['clonality', 'clonality'],
  ['conjugates', 'conjugate'],
  ['isotypes', 'isotype'],
] as const;

const seeded = seededApp(500);
const { call, data } = seeded;

const facets = (filter: Filter, lang?: string) => data<AntibodyFacets>('POST', '/online/togoods/applicationsAndSpeciesList', { form: filter, lang });
const results = (body: Record<string, string | number>) =>
  data<{ list: GoodsItem[]; totalCount: number }>('POST', '/online/togoods/labelsClassifyGoodsList', { body: { limit: 1, ...body } });
const total = async (body: Filter) => (await results(body)).totalCount;
const dictionary = (dictType: string, lang?: string) =>
  data<{ list: { dictCode: string; dictValue: string }[] }>('POST', `/sys/sysdict/list?dictType=${dictType}`, { lang }).then((answer) => answer.list);

describe('host, clonality, conjugate and isotype facets', () => {
  test('list every option of their dictionary in its order, localised', async () => {
    const [en, zh] = await Promise.all([facets({}), facets({}, 'zh')]);
    for (const [group, dictType] of GROUPS) {
      assert.deepEqual(
        en[group].map((facet) => facet.dictCode),
        (await dictionary(dictType)).map((entry) => entry.dictCode),
        group,
      );
      assert.deepEqual(
        zh[group].map((facet) => facet.dictValue),
        (await dictionary(dictType, 'zh')).map((entry) => entry.dictValue),
        `${group} in Chinese`,
      );
    }
    const isotypes = en.isotypes.map((facet) => facet.dictCode);
    for (const code of ['IgG', 'IgG1', 'IgG2a', 'IgG2b', 'IgM', 'IgY']) assert.ok(isotypes.includes(code), code);
    assert.equal(zh.conjugates.find((facet) => facet.dictCode === 'unconjugated')?.dictValue, '未标记');
  });

  for (const [label, filter] of [
    ['on the default root', {}],
    [
      'with selections in the other groups',
      { speciesDictCode: 'human', hosts: 'rabbit,mouse', clonality: 'monoclonal,recombinant-monoclonal', isotypes: 'IgG,IgG1' },
    ],
    ['on the secondary antibodies', { goodsCate: 'CP003' }],
  ] as [string, Filter][]) {
    test(`every count equals the totalCount the list answers with the option ticked (${label})`, async () => {
      const answer = await facets(filter);
      const { goodsCate, ...rest } = filter;
      let counted = 0;
      for (const [group] of GROUPS) {
        for (const facet of answer[group]) {
          const selection = { ...rest, ...(goodsCate ? { goodsCate } : {}), [group]: facet.dictCode };
          assert.equal(facet.totalNum, await total(selection), `${group} ${facet.dictCode}`);
          counted += facet.totalNum;
        }
      }
      assert.ok(counted > 0, 'some option has goods');
    });
  }

  test('a group is OR within and AND with the others; labels stays one mixed list', async () => {
    const all = await facets({});
    const countOf = (list: Facet[], code: string) => list.find((facet) => facet.dictCode === code)?.totalNum ?? 0;
    // Every antibody has one host: ticking two adds their goods.
    assert.equal(await total({ hosts: 'rabbit,mouse' }), countOf(all.hosts, 'rabbit') + countOf(all.hosts, 'mouse'));
    const both = await results({ hosts: 'rabbit', clonality: 'polyclonal', limit: 200 });
    assert.ok(both.totalCount > 0 && both.totalCount < countOf(all.hosts, 'rabbit'));
    assert.ok(both.list.every((item) => item.labels.includes('rabbit') && item.labels.includes('polyclonal')));
    const mouseIgg1 = await results({ hosts: 'mouse', isotypes: 'IgG1', conjugates: 'unconjugated', limit: 200 });
    assert.ok(mouseIgg1.totalCount > 0);
    assert.ok(mouseIgg1.list.every((item) => ['mouse', 'IgG1', 'unconjugated'].every((code) => item.labels.includes(code))));
    // labels: any of its codes, whatever their dictionary, as before.
    assert.equal(await total({ labels: 'rabbit' }), countOf(all.hosts, 'rabbit'));
    assert.ok((await total({ labels: 'rabbit,polyclonal' })) > countOf(all.hosts, 'rabbit'));
    assert.equal(await total({ labels: 'rabbit', clonality: 'polyclonal' }), both.totalCount);
    // A code of another dictionary is no option of the group: it matches nothing.
    assert.equal(await total({ hosts: 'polyclonal' }), 0);
  });

  test('the isotypes follow how the antibodies were made', async () => {
    const polyclonal = await facets({ clonality: 'polyclonal' });
    const isotypesOf = (answer: AntibodyFacets) => answer.isotypes.filter((facet) => facet.totalNum > 0).map((facet) => facet.dictCode);
    assert.deepEqual(
      isotypesOf(polyclonal).filter((code) => code !== 'IgY'),
      ['IgG'],
      'polyclonal sera are IgG (IgY from chicken)',
    );
    assert.deepEqual(isotypesOf(await facets({ clonality: 'recombinant-monoclonal', hosts: 'rabbit' })), ['IgG']);
    const mouse = isotypesOf(await facets({ clonality: 'monoclonal', hosts: 'mouse' }));
    assert.ok(!mouse.includes('IgG') && mouse.includes('IgG1'), 'mouse hybridomas: IgG subclasses');
    assert.equal(await total({ conjugates: 'unconjugated', goodsCate: 'CP009' }), 0, 'labelled antibodies are conjugated');
    assert.equal(await total({ conjugates: 'unconjugated,HRP', goodsCate: 'CP009' }), await total({ conjugates: 'HRP', goodsCate: 'CP009' }));
  });

  test('bad input names the field', async () => {
    for (const field of ['hosts', 'clonality', 'conjugates', 'isotypes']) {
      const envelope = await call('POST', '/online/togoods/labelsClassifyGoodsList', { body: { [field]: 5 } });
      assert.equal(envelope.code, 400, field);
      assert.match(envelope.msg, new RegExp(`^${field}: `));
    }
  });
});
