/** @jest-environment node */
import {
  defaultMediumFilters,
  fromMediumSegment,
  hasMediumFilters,
  isFilteredMediumView,
  isMediumFilterQuery,
  mediumApiFilters,
  mediumChips,
  mediumHref,
  parseMediumQuery,
  resetMediumFilters,
  toggleMediumOption,
  toMediumSegment,
} from './medium-filters';

const params = (query: string) => new URLSearchParams(query);
const parse = (query: string) => parseMediumQuery(params(query));

describe('culture-medium filter mode URL', () => {
  it('is filter mode only for the filter category CP001015001165', () => {
    expect(isMediumFilterQuery(params('id=CP001015001165&type=basal'))).toBe(true);
    expect(isMediumFilterQuery(params('id=%20CP001015001165'))).toBe(true);
    expect(isMediumFilterQuery(params('id=CP001015001164'))).toBe(false);
    expect(isMediumFilterQuery(params(''))).toBe(false);
  });

  it('keeps the known parameters, lists de-duplicated and sorted', () => {
    expect(parse('id=CP001015001165&form=powder,liquid,liquid&additive=hepes&type=basal&view=3&sort=desc&page=2&x=1')).toEqual({
      id: 'CP001015001165',
      types: ['basal'],
      forms: ['liquid', 'powder'],
      additives: ['hepes'],
      view: 3,
      sort: 'desc',
      page: 2,
    });
    expect(parse('view=4&sort=x&page=-2&type=a;b')).toEqual(defaultMediumFilters());
  });

  it('round-trips through one segment in a fixed order', () => {
    const filters = parse('page=2&sort=desc&view=1&additive=hepes,l-glutamine&form=liquid&type=basal,serum-free');
    const segment = toMediumSegment(filters);
    expect(segment).toBe('id~CP001015001165.type~basal,serum-free.form~liquid.add~hepes,l-glutamine.view~1.sort~desc.page~2');
    expect(fromMediumSegment(segment)).toEqual(filters);
    expect(fromMediumSegment(encodeURIComponent(segment))).toEqual(filters);
    expect(toMediumSegment(defaultMediumFilters())).toBe('id~CP001015001165');
    expect(fromMediumSegment('garbage')).toEqual(defaultMediumFilters());
  });

  it('writes the public URL with readable commas', () => {
    const filters = parse('form=powder,liquid&type=basal&view=3&page=2');
    expect(mediumHref(filters)).toBe('/bufferSolution?id=CP001015001165&type=basal&form=liquid,powder&view=3&page=2');
    expect(mediumHref(defaultMediumFilters())).toBe('/bufferSolution?id=CP001015001165');
  });

  it('toggles options and resets, keeping view and order but not the page', () => {
    const filters = parse('type=basal&view=2&sort=desc&page=3');
    expect(toggleMediumOption(filters, 'forms', 'liquid')).toMatchObject({ forms: ['liquid'], types: ['basal'], view: 2, sort: 'desc', page: 1 });
    expect(toggleMediumOption(filters, 'types', 'basal')).toMatchObject({ types: [], page: 1 });
    expect(resetMediumFilters(parse('type=basal&form=liquid&additive=hepes&view=1&page=2'))).toEqual({ ...defaultMediumFilters(), view: 1 });
    expect(hasMediumFilters(filters)).toBe(true);
    expect(hasMediumFilters(parse('view=3&page=2'))).toBe(false);
  });

  it('knows a filtered view, and passes filters to the API as comma lists', () => {
    expect(isFilteredMediumView(parse('view=3'))).toBe(false);
    expect(isFilteredMediumView(parse('page=2'))).toBe(true);
    expect(mediumApiFilters(parse('type=basal&form=liquid,powder'))).toEqual({
      mediumType: 'basal',
      cultureMediumModality: 'liquid,powder',
      cultureMediumAdditive: undefined,
    });
  });

  it('makes a removable chip per active option', () => {
    const chips = mediumChips(parse('type=basal&form=liquid,powder'), (group, code) => (code === 'basal' ? 'Basal medium' : undefined));
    expect(chips.map((chip) => [chip.group, chip.label, chip.removeHref])).toEqual([
      ['types', 'Basal medium', '/bufferSolution?id=CP001015001165&form=liquid,powder'],
      ['forms', 'liquid', '/bufferSolution?id=CP001015001165&type=basal&form=powder'],
      ['forms', 'powder', '/bufferSolution?id=CP001015001165&type=basal&form=liquid'],
    ]);
  });
});
