import {
  DEVICE_FOOTPRINTS_CHANGED_EVENT,
  DEVICE_FOOTPRINTS_MAX,
  FOOTPRINTS_STORAGE_KEY,
  parseDeviceFootprints,
  readDeviceFootprints,
  recordDeviceFootprint,
  withFootprint,
  type FootprintEntry,
} from './device-footprints';
import { brokenStorage, memoryStorage } from '@/lib/test-support/memory-storage';

function goods(id: number): FootprintEntry {
  return { id, itemno: `AB${id}`, title: `Goods ${id}`, cover: `/files/goods/${id}.svg` };
}

describe('latest browsing', () => {
  it('uses a pro_ key', () => {
    expect(FOOTPRINTS_STORAGE_KEY).toBe('pro_latestBrowsing');
  });

  it('puts the newest view first and keeps one entry per goods item', () => {
    const list = withFootprint([goods(2), goods(1), goods(3)], { ...goods(1), title: 'Renamed' });
    expect(list.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(list[0]?.title).toBe('Renamed');
  });

  it(`keeps at most ${DEVICE_FOOTPRINTS_MAX} entries, dropping the oldest`, () => {
    let list: FootprintEntry[] = [];
    for (let id = 1; id <= DEVICE_FOOTPRINTS_MAX + 5; id += 1) list = withFootprint(list, goods(id));
    expect(list).toHaveLength(DEVICE_FOOTPRINTS_MAX);
    expect(list[0]?.id).toBe(DEVICE_FOOTPRINTS_MAX + 5);
    expect(list.at(-1)?.id).toBe(6);
  });

  it('reads malformed storage as empty and drops malformed entries', () => {
    expect(parseDeviceFootprints(null)).toEqual([]);
    expect(parseDeviceFootprints('{not json')).toEqual([]);
    expect(parseDeviceFootprints('{"id":1}')).toEqual([]);
    expect(parseDeviceFootprints(JSON.stringify([goods(1), { id: 'x' }, null, { ...goods(2), cover: null }, goods(1)]))).toEqual([
      goods(1),
      { ...goods(2), cover: null },
    ]);
  });

  it('records a view in storage and reads it back', () => {
    const storage = memoryStorage({ [FOOTPRINTS_STORAGE_KEY]: JSON.stringify([goods(1)]) });
    const heard = jest.fn();
    window.addEventListener(DEVICE_FOOTPRINTS_CHANGED_EVENT, heard);
    recordDeviceFootprint(goods(2), storage);
    window.removeEventListener(DEVICE_FOOTPRINTS_CHANGED_EVENT, heard);
    expect(readDeviceFootprints(storage).map((item) => item.id)).toEqual([2, 1]);
    expect(JSON.parse(storage.data[FOOTPRINTS_STORAGE_KEY] ?? '[]')).toHaveLength(2);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('never throws when storage fails or is absent', () => {
    expect(readDeviceFootprints(brokenStorage)).toEqual([]);
    expect(recordDeviceFootprint(goods(1), brokenStorage)).toEqual([goods(1)]);
    expect(readDeviceFootprints(null)).toEqual([]);
    expect(recordDeviceFootprint(goods(1), null)).toEqual([goods(1)]);
  });

  it('uses localStorage by default', () => {
    window.localStorage.clear();
    recordDeviceFootprint(goods(5));
    expect(readDeviceFootprints()).toEqual([goods(5)]);
    expect(window.localStorage.getItem(FOOTPRINTS_STORAGE_KEY)).toBe(JSON.stringify([goods(5)]));
  });
});
