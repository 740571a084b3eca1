/** @jest-environment node */
import {
  asInteger,
  asNumber,
  asText,
  goodsCategoryCodes,
  parseCategoryPaths,
  parseIdList,
  parseJsonArray,
  parseJsonField,
  parseNamedPath,
  parseStringList,
} from './json-field';

describe('parseJsonField', () => {
  it('decodes JSON strings and passes other values through', () => {
    expect(parseJsonField('["a"]')).toEqual(['a']);
    expect(parseJsonField(' {"a":1} ')).toEqual({ a: 1 });
    const list = ['x'];
    expect(parseJsonField(list)).toBe(list);
    expect(parseJsonField(5)).toBe(5);
  });

  it('decodes a doubly encoded value once more', () => {
    expect(parseJsonField(JSON.stringify(JSON.stringify(['a'])))).toEqual(['a']);
    expect(parseJsonField('"plain"')).toBe('plain');
  });

  it('gives undefined for malformed or blank JSON', () => {
    expect(parseJsonField('["a"')).toBeUndefined();
    expect(parseJsonField('not json')).toBeUndefined();
    expect(parseJsonField('   ')).toBeUndefined();
  });
});

describe('parseJsonArray', () => {
  it('returns arrays only', () => {
    expect(parseJsonArray('[1,2]')).toEqual([1, 2]);
    expect(parseJsonArray('{"a":1}')).toEqual([]);
    expect(parseJsonArray(null)).toEqual([]);
  });
});

describe('scalar readers', () => {
  it('asText trims and stringifies finite numbers', () => {
    expect(asText(' a ')).toBe('a');
    expect(asText('  ')).toBeNull();
    expect(asText(12)).toBe('12');
    expect(asText(Number.NaN)).toBeNull();
    expect(asText({})).toBeNull();
  });

  it('asNumber reads numbers and strict numeric strings', () => {
    expect(asNumber('85')).toBe(85);
    expect(asNumber(' -1.5 ')).toBe(-1.5);
    expect(asNumber('1e3')).toBe(1000);
    expect(asNumber('12px')).toBeNull();
    expect(asNumber('')).toBeNull();
    expect(asNumber(Number.POSITIVE_INFINITY)).toBeNull();
    expect(asNumber(null)).toBeNull();
  });

  it('asInteger rejects fractions', () => {
    expect(asInteger('-2')).toBe(-2);
    expect(asInteger(2.5)).toBeNull();
  });
});

describe('parseStringList', () => {
  it('keeps non-empty trimmed strings in order', () => {
    expect(parseStringList('[" a ", "", 1, null, "b"]')).toEqual(['a', 'b']);
    expect(parseStringList('oops')).toEqual([]);
  });
});

describe('parseCategoryPaths and goodsCategoryCodes', () => {
  it('reads nested lists', () => {
    expect(parseCategoryPaths('[["CP","CP001"],["CP","CP002",""]]')).toEqual([
      ['CP', 'CP001'],
      ['CP', 'CP002'],
    ]);
  });

  it('reads a flat list as one path and drops empty paths', () => {
    expect(parseCategoryPaths(['CP', 'CP014'])).toEqual([['CP', 'CP014']]);
    expect(parseCategoryPaths('[[],["XB"]]')).toEqual([['XB']]);
    expect(parseCategoryPaths('[[')).toEqual([]);
  });

  it('flattens paths into unique codes', () => {
    expect(goodsCategoryCodes('[["CP","CP001"],["CP","CP002"]]')).toEqual(['CP', 'CP001', 'CP002']);
  });
});

describe('parseIdList', () => {
  it('reads pids as a comma string, JSON or array', () => {
    expect(parseIdList('CP, CP001,,')).toEqual(['CP', 'CP001']);
    expect(parseIdList('["CP","CP002"]')).toEqual(['CP', 'CP002']);
    expect(parseIdList(['FW', 2])).toEqual(['FW', '2']);
    expect(parseIdList('')).toEqual([]);
    expect(parseIdList(undefined)).toEqual([]);
  });
});

describe('parseNamedPath', () => {
  it('reads {id, name} objects', () => {
    expect(parseNamedPath('[{"id":"CP","name":"Products"},{"id":"CP001","name":"Reagents"}]')).toEqual([
      { id: 'CP', name: 'Products' },
      { id: 'CP001', name: 'Reagents' },
    ]);
  });

  it('reads plain names and the first of nested name lists', () => {
    expect(parseNamedPath('["Products","Reagents"]')).toEqual([
      { id: null, name: 'Products' },
      { id: null, name: 'Reagents' },
    ]);
    expect(parseNamedPath('[["产品","抗体"],["产品","试剂"]]')).toEqual([
      { id: null, name: '产品' },
      { id: null, name: '抗体' },
    ]);
  });

  it('drops nameless entries and tolerates junk', () => {
    expect(parseNamedPath([{ id: 'CP' }, { dictValue: 'Antibodies', id: 'CP002' }])).toEqual([{ id: 'CP002', name: 'Antibodies' }]);
    expect(parseNamedPath('{bad')).toEqual([]);
  });
});
