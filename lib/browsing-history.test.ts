import {
  BROWSING_CHANGED_EVENT,
  BROWSING_MAX,
  BROWSING_STORAGE_KEY,
  parseBrowsing,
  readBrowsing,
  recordBrowsing,
  withBrowsed,
  type BrowsedGoods,
} from './browsing-history';
import { brokenStorage, memoryStorage } from '@/lib/test-support/memory-storage';

function goods(id: number): BrowsedGoods {
  return { id, itemno: `AB${id}`, title: `Goods ${id}`, cover: `/files/goods/${id}.svg` };
}

describe('latest browsing', () => {
  it('uses a pro_ key', () => {
    expect(BROWSING_STORAGE_KEY).toBe('pro_latestBrowsing');
  });

  it('puts the newest view first and keeps one entry per goods item', () => {
    const list = withBrowsed([goods(2), goods(1), goods(3)], { ...goods(1), title: 'Renamed' });
    expect(list.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(list[0]?.title).toBe('Renamed');
  });

  it(`keeps at most ${BROWSING_MAX} entries, dropping the oldest`, () => {
    let list: BrowsedGoods[] = [];
    for (let id = 1; id <= BROWSING_MAX + 5; id += 1) list = withBrowsed(list, goods(id));
    expect(list).toHaveLength(BROWSING_MAX);
    expect(list[0]?.id).toBe(BROWSING_MAX + 5);
    expect(list.at(-1)?.id).toBe(6);
  });

  it('reads malformed storage as empty and drops malformed entries', () => {
    expect(parseBrowsing(null)).toEqual([]);
    expect(parseBrowsing('{not json')).toEqual([]);
    expect(parseBrowsing('{"id":1}')).toEqual([]);
    expect(parseBrowsing(JSON.stringify([goods(1), { id: 'x' }, null, { ...goods(2), cover: null }, goods(1)]))).toEqual([goods(1), { ...goods(2), cover: null }]);
  });

  it('records a view in storage and reads it back', () => {
    const storage = memoryStorage({ [BROWSING_STORAGE_KEY]: JSON.stringify([goods(1)]) });
    const heard = jest.fn();
    window.addEventListener(BROWSING_CHANGED_EVENT, heard);
    recordBrowsing(goods(2), storage);
    window.removeEventListener(BROWSING_CHANGED_EVENT, heard);
    expect(readBrowsing(storage).map((item) => item.id)).toEqual([2, 1]);
    expect(JSON.parse(storage.data[BROWSING_STORAGE_KEY] ?? '[]')).toHaveLength(2);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('never throws when storage fails or is absent', () => {
    expect(readBrowsing(brokenStorage)).toEqual([]);
    expect(recordBrowsing(goods(1), brokenStorage)).toEqual([goods(1)]);
    expect(readBrowsing(null)).toEqual([]);
    expect(recordBrowsing(goods(1), null)).toEqual([goods(1)]);
  });

  it('uses localStorage by default', () => {
    window.localStorage.clear();
    recordBrowsing(goods(5));
    expect(readBrowsing()).toEqual([goods(5)]);
    expect(window.localStorage.getItem(BROWSING_STORAGE_KEY)).toBe(JSON.stringify([goods(5)]));
  });
});
