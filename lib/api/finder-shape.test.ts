/** @jest-environment node */
import { toCategoryCounts, toCellLineRecommendations, toFacetOptions, toFinderGoodsList } from './finder-shape';

describe('finder shapes', () => {
  it('reads facet options, dropping entries without a code', () => {
    expect(
      toFacetOptions([
        { dictCode: 'human', dictValue: 'Human', totalNum: 512 },
        { dictCode: 'rat', dictValue: '', totalNum: '7' },
        { dictCode: 'dog', dictValue: 'Dog', totalNum: -1 },
        { dictValue: 'No code', totalNum: 3 },
        'garbage',
      ]),
    ).toEqual([
      { code: 'human', name: 'Human', count: 512 },
      { code: 'rat', name: 'rat', count: 7 },
      { code: 'dog', name: 'Dog', count: 0 },
    ]);
    expect(toFacetOptions(undefined)).toEqual([]);
  });

  it('reads the category tree with counts, pids as a comma string or a list', () => {
    const tree = toCategoryCounts([
      {
        id: 'CP002001',
        dictValue: 'Primary antibodies',
        pids: 'CP,CP002',
        level: 3,
        totalNum: 576,
        children: [{ id: 'CP002001001', dictValue: 'Cancer', pids: ['CP', 'CP002', 'CP002001'], level: 4, totalNum: 60, children: null }],
      },
      { dictValue: 'no id' },
    ]);
    expect(tree).toEqual([
      {
        id: 'CP002001',
        name: 'Primary antibodies',
        pids: ['CP', 'CP002'],
        level: 3,
        count: 576,
        children: [{ id: 'CP002001001', name: 'Cancer', pids: ['CP', 'CP002', 'CP002001'], level: 4, count: 60, children: [] }],
      },
    ]);
  });

  it('reads goods with their labels in any of the usual forms', () => {
    const base = { itemno: 'AB1', title: 'Anti-X' };
    const goods = toFinderGoodsList([
      { ...base, id: 1, labels: ['polyclonal', 'rabbit', 'rabbit'] },
      { ...base, id: 2, labels: 'monoclonal,mouse' },
      { ...base, id: 3, labels: '[{"dictCode":"rabbit","dictValue":"Rabbit"}]' },
      { ...base, id: 4 },
      { title: 'no Cat. No.', id: 5 },
    ]);
    expect(goods.map((item) => [item.id, item.labels])).toEqual([
      [1, ['polyclonal', 'rabbit']],
      [2, ['monoclonal', 'mouse']],
      [3, ['Rabbit']],
      [4, []],
    ]);
  });

  it('reads cell-line recommendations with the complete medium first, once', () => {
    const complete = { id: 9, itemno: 'MC1', title: 'Complete medium for HeLa cells' };
    const [hela, ...rest] = toCellLineRecommendations([
      {
        id: 1,
        name: 'HeLa',
        description: 'Human cervix adenocarcinoma',
        species: 'Human',
        tissue: 'Cervix',
        growth: 'Adherent',
        serum: '10% FBS',
        medium: { code: 'mem', name: 'MEM' },
        goods: [{ id: 3, itemno: 'M3', title: 'MEM' }, complete],
        completeMedium: complete,
      },
      { id: 2, name: 'Vero', medium: null, goods: [], completeMedium: null },
      { id: 3 },
    ]);
    expect(hela).toMatchObject({ id: '1', name: 'HeLa', growth: 'Adherent', medium: { code: 'mem', name: 'MEM' }, completeMediumId: 9 });
    expect(hela?.goods.map((goods) => goods.itemno)).toEqual(['MC1', 'M3']);
    expect(rest).toEqual([
      { id: '2', name: 'Vero', description: null, species: null, tissue: null, growth: null, serum: null, medium: null, goods: [], completeMediumId: null },
    ]);
  });
});
