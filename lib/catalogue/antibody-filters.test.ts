/** @jest-environment node */
import {
  antibodyApiFilters,
  antibodyHref,
  defaultAntibodyFilters,
  filterChips,
  fromAntibodySegment,
  isAntibodyCategory,
  isFilteredView,
  parseAntibodyQuery,
  resetAll,
  showsAntibodyTable,
  toAntibodySegment,
  toggleOption,
  withGroup,
  withCited,
  withKeyword,
  withOrder,
} from './antibody-filters';

const parse = (query: string) => parseAntibodyQuery(new URLSearchParams(query));

describe('antibody finder URL', () => {
  it('defaults to the CP002 finder, unfiltered, page 1', () => {
    expect(parse('')).toEqual(defaultAntibodyFilters('CP002'));
    expect(parse('id=CP003').id).toBe('CP003');
    expect(parse('id=CP0;02').id).toBe('CP002');
  });

  it('keeps only well-formed codes, de-duplicated and sorted', () => {
    expect(parse('species=mouse,human,,mouse,<x>&app=WB,IHC-P&area=cancer').species).toEqual(['human', 'mouse']);
    expect(parse('app=WB,IHC-P').applications).toEqual(['IHC-P', 'WB']);
  });

  it('trims the keyword and accepts only sensible pages and orders', () => {
    const filters = parse('kw=%20%20gap%20%20dh%20&page=3&sort=desc');
    expect(filters).toMatchObject({ keyword: 'gap dh', page: 3, sort: 'desc' });
    expect(parse('kw=%20%20&page=0&sort=up')).toMatchObject({ keyword: '', page: 1, sort: 'asc' });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse(`kw=${'a'.repeat(80)}`).keyword).toHaveLength(50);
  });

  it('makes one segment per distinct view, whatever the parameter order', () => {
    const a = parse('species=mouse,human&id=CP002&app=WB&utm_source=x');
    const b = parse('app=WB&species=human,mouse');
    expect(toAntibodySegment(a)).toBe('id~CP002.sp~human,mouse.app~WB');
    expect(toAntibodySegment(b)).toBe(toAntibodySegment(a));
    expect(toAntibodySegment(parse(''))).toBe('id~CP002');
  });

  it('reads the host, clonality, conjugate and isotype groups like the others', () => {
    const filters = parse('isotype=IgG2a,IgG1&conjugate=unconjugated&clonality=monoclonal&host=mouse,rabbit,<x>');
    expect(filters).toMatchObject({ hosts: ['mouse', 'rabbit'], clonality: ['monoclonal'], conjugates: ['unconjugated'], isotypes: ['IgG1', 'IgG2a'] });
    expect(toAntibodySegment(filters)).toBe('id~CP002.host~mouse,rabbit.cl~monoclonal.conj~unconjugated.iso~IgG1,IgG2a');
    expect(antibodyHref(filters)).toBe('/antibody?id=CP002&host=mouse,rabbit&clonality=monoclonal&conjugate=unconjugated&isotype=IgG1,IgG2a');
    expect(isFilteredView(filters)).toBe(true);
    expect(antibodyApiFilters(filters)).toEqual({ hosts: 'mouse,rabbit', clonality: 'monoclonal', conjugates: 'unconjugated', isotypes: 'IgG1,IgG2a' });
  });

  it('round-trips every parameter through the segment, the keyword in any script', () => {
    const filters = parse(
      'id=CP009&cat=CP009001,CP009003&species=human&app=WB&area=cancer&host=goat&clonality=polyclonal&conjugate=HRP&isotype=IgG&kw=磷酸化 AKT1 (Ser473).~/%&sort=desc&page=4',
    );
    const segment = toAntibodySegment(filters);
    expect(segment).toMatch(/^[A-Za-z0-9_~.,-]+$/);
    expect(fromAntibodySegment(segment)).toEqual(filters);
    expect(fromAntibodySegment(encodeURIComponent(segment))).toEqual(filters);
  });

  it('reads a tampered segment as tolerantly as a URL', () => {
    expect(fromAntibodySegment('nonsense')).toEqual(defaultAntibodyFilters());
    expect(fromAntibodySegment('id~CP003.kw~%%%.page~-1.sp~a;b')).toEqual(defaultAntibodyFilters('CP003'));
  });

  it('writes public URLs in a fixed order with readable commas', () => {
    const filters = parse('page=2&kw=gapdh&area=cancer&app=WB&species=human,mouse&cat=CP002004&sort=desc');
    expect(antibodyHref(filters)).toBe('/antibody?id=CP002&cat=CP002004&species=human,mouse&app=WB&area=cancer&kw=gapdh&sort=desc&page=2');
    expect(antibodyHref(defaultAntibodyFilters())).toBe('/antibody?id=CP002');
    expect(parse(antibodyHref(filters).split('?')[1] ?? '')).toEqual(filters);
  });
});

describe('antibody finder state changes', () => {
  const start = { ...parse('species=human&page=3'), sort: 'desc' as const };

  it('toggles an option and starts again at page 1', () => {
    expect(toggleOption(start, 'species', 'mouse')).toMatchObject({ species: ['human', 'mouse'], page: 1 });
    expect(toggleOption(start, 'species', 'human')).toMatchObject({ species: [], page: 1 });
    expect(withGroup(start, 'applications', ['WB', 'IF', 'WB'])).toMatchObject({ applications: ['IF', 'WB'], page: 1 });
  });

  it('sets a cleaned keyword and resets everything but the category and order', () => {
    expect(withKeyword(start, '  tubulin  ')).toMatchObject({ keyword: 'tubulin', page: 1 });
    expect(resetAll({ ...start, keyword: 'x', categories: ['CP002004'] })).toEqual({ ...defaultAntibodyFilters(), sort: 'desc' });
  });

  it('knows a filtered view from the default one', () => {
    expect(isFilteredView(defaultAntibodyFilters('CP003'))).toBe(false);
    expect(isFilteredView(parse('species=human'))).toBe(true);
    expect(isFilteredView(parse('kw=x'))).toBe(true);
    expect(isFilteredView(parse('page=2'))).toBe(true);
  });

  it('passes the groups to the API as comma lists', () => {
    expect(antibodyApiFilters(parse('species=human,mouse&app=WB&area=cancer'))).toEqual({ dictCode: 'WB', speciesDictCode: 'human,mouse', areaIds: 'cancer' });
    expect(antibodyApiFilters(parse(''))).toEqual({ dictCode: undefined, speciesDictCode: undefined, areaIds: undefined });
  });

  it('covers the antibody trees CP002, CP003 and CP009 only', () => {
    expect(isAntibodyCategory({ id: 'CP002', pids: ['CP'] })).toBe(true);
    expect(isAntibodyCategory({ id: 'CP003001', pids: ['CP', 'CP003'] })).toBe(true);
    expect(isAntibodyCategory({ id: 'CP009', pids: ['CP'] })).toBe(true);
    expect(isAntibodyCategory({ id: 'CP001', pids: ['CP'] })).toBe(false);
    expect(isAntibodyCategory({ id: 'CP', pids: [] })).toBe(false);
  });

  it('shows the 50-row table for CP002001 alone (docs/product.md §9)', () => {
    expect(showsAntibodyTable(parse('id=CP002001'))).toBe(true);
    expect(showsAntibodyTable(parse('id=CP002&cat=CP002001'))).toBe(true);
    expect(showsAntibodyTable(parse('id=CP002&cat=CP002001,CP002004'))).toBe(false);
    expect(showsAntibodyTable(parse('id=CP002'))).toBe(false);
  });

  it('makes a removable chip per checked option, named when the name is known', () => {
    const filters = parse('cat=CP002004&species=human&app=WB');
    const chips = filterChips(filters, (group, code) => (group === 'species' && code === 'human' ? 'Human' : undefined));
    expect(chips.map((chip) => [chip.group, chip.label, chip.removeHref])).toEqual([
      ['categories', 'CP002004', '/antibody?id=CP002&species=human&app=WB'],
      ['species', 'Human', '/antibody?id=CP002&cat=CP002004&app=WB'],
      ['applications', 'WB', '/antibody?id=CP002&cat=CP002004&species=human'],
    ]);
  });
});

describe('antibody finder: citations', () => {
  it('reads the cited threshold and the most-cited order, and drops other values', () => {
    const filters = parseAntibodyQuery(new URLSearchParams('id=CP002&cited=10&order=cited'));
    expect(filters).toMatchObject({ cited: 10, order: 'citations' });
    expect(parseAntibodyQuery(new URLSearchParams('cited=7&order=popular'))).toMatchObject({ cited: 0, order: 'itemno' });
  });

  it('writes them before sort and page, keeps them through the segment, and asks the API for citedMin', () => {
    const filters = { ...defaultAntibodyFilters(), cited: 1, order: 'citations' as const, page: 2 };
    expect(antibodyHref(filters)).toBe('/antibody?id=CP002&cited=1&order=cited&page=2');
    expect(fromAntibodySegment(toAntibodySegment(filters))).toEqual(filters);
    expect(antibodyApiFilters(filters)).toEqual({ citedMin: 1, dictCode: undefined, speciesDictCode: undefined, areaIds: undefined });
    expect(antibodyApiFilters(defaultAntibodyFilters())).not.toHaveProperty('citedMin');
    expect(isFilteredView({ ...defaultAntibodyFilters(), order: 'citations' })).toBe(true);
  });

  it('a new threshold or order starts at page 1; clearing keeps the order', () => {
    const filters = { ...defaultAntibodyFilters(), page: 3, cited: 10, order: 'citations' as const };
    expect(withCited(filters, 1)).toMatchObject({ cited: 1, page: 1 });
    expect(withCited(filters, 5).cited).toBe(0);
    expect(withOrder(filters, 'itemno')).toMatchObject({ order: 'itemno', page: 1 });
    expect(resetAll(filters)).toMatchObject({ cited: 0, order: 'citations' });
  });
});
