/**
 * The visitor's latest-browsing list (SPEC.md §2.4 item 9), kept on the device under a pro_ key:
 * newest first, one entry per goods item, at most BROWSING_MAX. The goods detail page records
 * views; the latest-browsing panel reads them. Pure functions over a storage interface, with a
 * thin localStorage binding that never throws (storage may be full, blocked or absent).
 */
import { asInteger, asText, isRecord } from '@/lib/catalogue/json-field';

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

export interface BrowsingStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

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
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return withoutRepeats(parsed.map(toBrowsed).filter((item): item is BrowsedGoods => item !== null)).slice(0, BROWSING_MAX);
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

function deviceStorage(): BrowsingStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The latest-browsing list, newest first; empty where there is no storage. */
export function readBrowsing(storage: BrowsingStorage | null = deviceStorage()): BrowsedGoods[] {
  try {
    return parseBrowsing(storage?.getItem(BROWSING_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Puts a viewed goods item first in the list and stores it; answers the new list. */
export function recordBrowsing(item: BrowsedGoods, storage: BrowsingStorage | null = deviceStorage()): BrowsedGoods[] {
  const list = withBrowsed(readBrowsing(storage), item);
  try {
    storage?.setItem(BROWSING_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // A full or blocked storage only loses the history, never the page.
    return list;
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(BROWSING_CHANGED_EVENT));
  return list;
}
