/**
 * The visitor's device storage (localStorage) as the guest inquiry list, latest browsing and
 * recent searches keep their pro_ keys in it. Storage may be full, blocked (private modes,
 * policies) or absent (the server), so nothing here throws: a failed read is "nothing stored",
 * a failed write loses the change, never the page.
 */

/** The part of the Storage interface these lists use; tests pass an in-memory one. */
export interface DeviceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** window.localStorage, or null on the server or where reaching it throws. */
export function deviceStorage(): DeviceStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored value; null where nothing is stored, there is no storage, or reading fails. */
export function readStored(storage: Pick<DeviceStorage, 'getItem'> | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores `value` under `key`, or removes the key for null. Answers false when the storage threw
 * (full or blocked), so a caller need not tell others about a change that was lost; no storage
 * at all counts as stored.
 */
export function writeStored(storage: DeviceStorage | null, key: string, value: string | null): boolean {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The entries of a stored JSON array; empty for nothing stored, malformed JSON or a non-array. */
export function storedEntries(stored: string | null): unknown[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Raises `event` on window: 'storage' fires only in other tabs, so islands in this one listen for it. */
export function announceStored(event: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(event));
}
