import { brokenStorage } from '@/lib/test-support/memory-storage';
import { COMPARE_CHANGED_EVENT, COMPARE_STORAGE_KEY, deviceCompareIds, parseDeviceCompare, writeDeviceCompare } from './device-compare';

describe('the device compare list', () => {
  beforeEach(() => window.localStorage.clear());

  it('is kept under a pro_ key', () => {
    expect(COMPARE_STORAGE_KEY).toMatch(/^pro_/);
  });

  it('writes, reads and clears, telling this tab', () => {
    const heard = jest.fn();
    window.addEventListener(COMPARE_CHANGED_EVENT, heard);
    expect(writeDeviceCompare([12, 34])).toBe(true);
    expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).toBe('[12,34]');
    expect(deviceCompareIds()).toEqual([12, 34]);
    writeDeviceCompare([]);
    expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
    window.removeEventListener(COMPARE_CHANGED_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('reads a malformed value as an empty list, and a long one as its first four', () => {
    expect(parseDeviceCompare('{oops')).toEqual([]);
    expect(parseDeviceCompare('[1,"2",3,4,5,6]')).toEqual([1, 3, 4, 5]);
  });

  it('never throws when storage fails', () => {
    expect(deviceCompareIds(brokenStorage)).toEqual([]);
    expect(writeDeviceCompare([1], brokenStorage)).toBe(false);
  });
});
