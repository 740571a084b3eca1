/** @jest-environment node */
import {
  RECENT_SEARCHES_STORAGE_KEY,
  deviceRecentSearches,
  parseRecentSearches,
  withRecentSearch,
  withoutRecentSearch,
  type DeviceStorage,
} from './recent-searches';
import { memoryStorage } from '@/lib/test-support/memory-storage';

describe('recent-search rules', () => {
  it('puts the newest first and keeps one entry per term, trimmed and case-insensitive', () => {
    expect(withRecentSearch(['HeLa', 'DAPI'], '  dapi ')).toEqual(['dapi', 'HeLa']);
    expect(withRecentSearch([], '   ')).toEqual([]);
  });

  it('keeps at most 10', () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i += 1) list = withRecentSearch(list, `term ${i}`);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('term 12');
    expect(list[9]).toBe('term 3');
  });

  it('removes a term whatever its case', () => {
    expect(withoutRecentSearch(['HeLa', 'DAPI'], 'hela')).toEqual(['DAPI']);
  });

  it('drops malformed stored values', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["a", 3, " A ", "", "b"]')).toEqual(['a', 'b']);
  });
});

describe('deviceRecentSearches', () => {
  it('stores the list under the pro_ key and announces each change', async () => {
    const storage = memoryStorage();
    const onChange = jest.fn();
    const store = deviceRecentSearches(storage, onChange);
    await store.add('HeLa');
    await store.add('DAPI');
    expect(await store.add('hela')).toEqual(['hela', 'DAPI']);
    expect(JSON.parse(storage.data[RECENT_SEARCHES_STORAGE_KEY] ?? '[]')).toEqual(['hela', 'DAPI']);
    expect(await store.remove('DAPI')).toEqual(['hela']);
    expect(await store.clear()).toEqual([]);
    expect(storage.data[RECENT_SEARCHES_STORAGE_KEY]).toBeUndefined();
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('ignores a blank term without writing', async () => {
    const onChange = jest.fn();
    const store = deviceRecentSearches(memoryStorage(), onChange);
    expect(await store.add('  ')).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works without storage and survives a failing one', async () => {
    expect(await deviceRecentSearches(null, () => undefined).add('x')).toEqual(['x']);
    const broken: DeviceStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    const store = deviceRecentSearches(broken, () => undefined);
    expect(await store.list()).toEqual([]);
    expect(await store.add('x')).toEqual(['x']);
  });
});
