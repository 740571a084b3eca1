/**
 * Recent searches (docs/product.md §5): newest first, one entry per term (compared trimmed and
 * case-insensitively), at most RECENT_SEARCHES_MAX. Anonymous visitors keep them on the device
 * under a pro_ key (docs/product.md §3 'latelySearch'); logged-in users will keep them on the server,
 * behind the same RecentSearchStore interface, which is why it is asynchronous.
 */
import { RECENT_SEARCHES_MAX } from '@/lib/catalogue/constants';
import { announceStored, deviceStorage, readStored, storedEntries, writeStored, type DeviceStorage } from '@/lib/device-storage';
import { normalizeTerm } from './search-query';

/** @internal */
export const RECENT_SEARCHES_STORAGE_KEY = 'pro_latelySearch';
/** Raised on `window` after the device list changes, so every box in the tab refreshes. */
export const RECENT_SEARCHES_CHANGED_EVENT = 'labshop:recent-searches';

export interface RecentSearchStore {
  list(): Promise<string[]>;
  /** Puts `term` first; answers the new list. A blank term changes nothing. */
  add(term: string): Promise<string[]>;
  remove(term: string): Promise<string[]>;
  clear(): Promise<string[]>;
}

const sameTerm = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

function distinct(terms: readonly string[]): string[] {
  const kept: string[] = [];
  for (const raw of terms) {
    const term = normalizeTerm(raw);
    if (term && !kept.some((each) => sameTerm(each, term))) kept.push(term);
  }
  return kept.slice(0, RECENT_SEARCHES_MAX);
}

/**
 * The stored list; anything malformed is dropped.
 * @internal exported for its tests
 */
export function parseRecentSearches(stored: string | null): string[] {
  return distinct(storedEntries(stored).filter((item): item is string => typeof item === 'string'));
}

/** @internal */
export function withRecentSearch(list: readonly string[], term: string): string[] {
  return distinct([term, ...list]);
}

/** @internal */
export function withoutRecentSearch(list: readonly string[], term: string): string[] {
  const gone = normalizeTerm(term);
  return distinct(list).filter((each) => !sameTerm(each, gone));
}

export type { DeviceStorage } from '@/lib/device-storage';

/** The anonymous visitor's store: localStorage, which may be full, blocked or absent. */
export function deviceRecentSearches(
  storage: DeviceStorage | null = deviceStorage(),
  onChange: () => void = () => announceStored(RECENT_SEARCHES_CHANGED_EVENT),
): RecentSearchStore {
  const read = () => parseRecentSearches(readStored(storage, RECENT_SEARCHES_STORAGE_KEY));
  const write = (list: string[]) => {
    // A full or blocked storage only loses the history; the boxes are told all the same.
    writeStored(storage, RECENT_SEARCHES_STORAGE_KEY, list.length ? JSON.stringify(list) : null);
    onChange();
    return list;
  };
  return {
    list: async () => read(),
    add: async (term) => (normalizeTerm(term) ? write(withRecentSearch(read(), term)) : read()),
    remove: async (term) => write(withoutRecentSearch(read(), term)),
    clear: async () => write([]),
  };
}
