/** @jest-environment node */
import { filterRequest, hasFilters, parseFilters, parseSort, toggleFilter } from './search-filters';

const params = (query: string) => new URLSearchParams(query);

describe('parseFilters', () => {
  it('reads one comma list per group, or repeated parameters, de-duplicated and sorted', () => {
    expect(parseFilters(params('application=WB,IHC-P&host=rabbit&application=WB'))).toEqual({ application: ['IHC-P', 'WB'], host: ['rabbit'] });
    expect(parseFilters(params('category=CP002&size=100-ul&size=0_5-mg'))).toEqual({ category: ['CP002'], size: ['0_5-mg', '100-ul'] });
  });

  it('drops unknown groups and malformed codes', () => {
    expect(parseFilters(params('colour=red&species=<script>,human&clonality=a.b'))).toEqual({ species: ['human'] });
    expect(parseFilters(params('species='))).toEqual({});
  });
});

describe('parseSort', () => {
  it('reads the known orders; anything else is relevance', () => {
    expect(parseSort('price')).toBe('price');
    expect(parseSort('citations')).toBe('citations');
    expect(parseSort('cheapest')).toBe('relevance');
    expect(parseSort(null)).toBe('relevance');
  });
});

describe('toggleFilter', () => {
  it('ticks and unticks a code, a group left empty goes', () => {
    const ticked = toggleFilter({}, 'application', 'WB');
    expect(ticked).toEqual({ application: ['WB'] });
    expect(toggleFilter(ticked, 'application', 'ELISA')).toEqual({ application: ['ELISA', 'WB'] });
    expect(toggleFilter(ticked, 'application', 'WB')).toEqual({});
    expect(hasFilters(ticked)).toBe(true);
    expect(hasFilters({})).toBe(false);
  });
});

describe('filterRequest', () => {
  it('names the searchGoods fields; the label groups join in labels', () => {
    expect(filterRequest({ category: ['CP002'], host: ['rabbit'], clonality: ['monoclonal'], size: ['100-ul'] })).toEqual({
      categories: ['CP002'],
      labels: ['rabbit', 'monoclonal'],
      sizes: ['100-ul'],
    });
    expect(filterRequest({})).toEqual({});
  });
});
