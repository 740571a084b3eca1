/**
 * The visitor's latest-browsing list (docs/product.md §2.4 item 9), kept on the device under a pro_ key:
 * newest first, one entry per goods item, at most BROWSING_MAX. The goods detail page records
 * views; the latest-browsing panel reads them. Pure functions over a storage interface, bound to
 * localStorage through lib/device-storage (which never throws).
 */
import { asInteger, asText, isRecord } from '@/lib/catalogue/json-field';
import { announceStored, deviceStorage, readStored, storedEntries, writeStored, type DeviceStorage } from '@/lib/device-storage';

export const BROWSING_STORAGE_KEY = 'pro_latestBrowsing';
export const BROWSING_MAX = 40;
/** Raised on `window` after a view is recorded, so a panel in the same tab can refresh ('storage' fires only in other tabs). */
export const BROWSING_CHANGED_EVENT = 'labshop:latest-browsing';

export interface BrowsedGoods {
  id: number;
  itemno: string;
  title: string;
  /** The cover address as the goods item has it; pass through imageUrl() to show it. */
  cover: string | null;
}

export type BrowsingStorage = DeviceStorage;

function toBrowsed(raw: unknown): BrowsedGoods | null {
  if (!isRecord(raw)) return null;
  const id = asInteger(raw.id);
  const itemno = asText(raw.itemno);
  const title = asText(raw.title);
  if (id === null || itemno === null || title === null) return null;
  return { id, itemno, title, cover: asText(raw.cover) };
}

/** The stored list; malformed entries (or a malformed value) are dropped. */
export function parseBrowsing(stored: string | null): BrowsedGoods[] {
  return withoutRepeats(storedEntries(stored).map(toBrowsed).filter((item): item is BrowsedGoods => item !== null)).slice(0, BROWSING_MAX);
}

function withoutRepeats(list: readonly BrowsedGoods[]): BrowsedGoods[] {
  const seen = new Set<number>();
  return list.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

/** The list with `item` first, its earlier entry removed, cut to BROWSING_MAX. */
export function withBrowsed(list: readonly BrowsedGoods[], item: BrowsedGoods): BrowsedGoods[] {
  return withoutRepeats([item, ...list]).slice(0, BROWSING_MAX);
}

/** The latest-browsing list, newest first; empty where there is no storage. */
export function readBrowsing(storage: BrowsingStorage | null = deviceStorage()): BrowsedGoods[] {
  return parseBrowsing(readStored(storage, BROWSING_STORAGE_KEY));
}

/** Puts a viewed goods item first in the list and stores it; answers the new list. */
export function recordBrowsing(item: BrowsedGoods, storage: BrowsingStorage | null = deviceStorage()): BrowsedGoods[] {
  const list = withBrowsed(readBrowsing(storage), item);
  if (writeStored(storage, BROWSING_STORAGE_KEY, JSON.stringify(list))) announceStored(BROWSING_CHANGED_EVENT);
  return list;
}
