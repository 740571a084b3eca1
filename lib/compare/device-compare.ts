/**
 * A guest's compare list (docs/product.md §2.12), kept on the device under a pro_ key until the guest
 * logs in and it merges into the account's list. Goods ids, the first chosen first, at most
 * COMPARE_MAX; bound to localStorage through lib/device-storage (which never throws).
 */
import { announceStored, deviceStorage, readStored, storedEntries, writeStored, type DeviceStorage } from '@/lib/device-storage';
import { toCompareIds } from './compare-ids';

export const COMPARE_STORAGE_KEY = 'pro_compareGoods';
/** Raised on `window` after the list changes, so islands in the same tab refresh ('storage' fires only in other tabs). */
export const COMPARE_CHANGED_EVENT = 'labshop:compare';

/** The stored text, for snapshots that only re-read when it changed. */
export function readDeviceCompareRaw(storage: DeviceStorage | null = deviceStorage()): string | null {
  return readStored(storage, COMPARE_STORAGE_KEY);
}

export function parseDeviceCompare(stored: string | null): number[] {
  return toCompareIds(storedEntries(stored));
}

export function deviceCompareIds(storage: DeviceStorage | null = deviceStorage()): number[] {
  return parseDeviceCompare(readDeviceCompareRaw(storage));
}

/** Keeps `ids` (none: the key is removed) and tells this tab's islands; false when the storage refused it. */
export function writeDeviceCompare(ids: readonly number[], storage: DeviceStorage | null = deviceStorage()): boolean {
  const written = writeStored(storage, COMPARE_STORAGE_KEY, ids.length ? JSON.stringify(toCompareIds(ids)) : null);
  announceStored(COMPARE_CHANGED_EVENT);
  return written;
}
