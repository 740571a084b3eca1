import { announceStored, deviceStorage, readStored, storedEntries, writeStored } from './device-storage';
import { brokenStorage } from './test-support/memory-storage';

describe('device storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('binds localStorage', () => {
    expect(deviceStorage()).toBe(window.localStorage);
  });

  it('reads, writes and removes a key', () => {
    const storage = deviceStorage();
    expect(writeStored(storage, 'pro_x', '[1]')).toBe(true);
    expect(readStored(storage, 'pro_x')).toBe('[1]');
    expect(writeStored(storage, 'pro_x', null)).toBe(true);
    expect(readStored(storage, 'pro_x')).toBeNull();
  });

  it('never throws when storage fails or is absent, and says when a write was lost', () => {
    expect(readStored(brokenStorage, 'pro_x')).toBeNull();
    expect(writeStored(brokenStorage, 'pro_x', '[1]')).toBe(false);
    expect(writeStored(brokenStorage, 'pro_x', null)).toBe(false);
    expect(readStored(null, 'pro_x')).toBeNull();
    expect(writeStored(null, 'pro_x', '[1]')).toBe(true);
  });

  it('answers the entries of a stored array, or none', () => {
    expect(storedEntries('[1,"a",null]')).toEqual([1, 'a', null]);
    expect(storedEntries(null)).toEqual([]);
    expect(storedEntries('')).toEqual([]);
    expect(storedEntries('{not json')).toEqual([]);
    expect(storedEntries('{"a":1}')).toEqual([]);
  });

  it('announces a change on window', () => {
    const heard = jest.fn();
    window.addEventListener('labshop:test', heard);
    announceStored('labshop:test');
    window.removeEventListener('labshop:test', heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
