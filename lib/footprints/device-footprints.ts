/**
 * The visitor's latest-footprints list (docs/product.md §2.4 item 9), kept on the device under a pro_ key:
 * newest first, one entry per goods item, at most DEVICE_FOOTPRINTS_MAX. The goods detail page records
 * views; the latest-footprints panel reads them. Pure functions over a storage interface, bound to
 * localStorage through lib/device-storage (which never throws).
 */
import { asInteger, asText, isRecord } from '@/lib/catalogue/json-field';
import { announceStored, deviceStorage, readStored, storedEntries, writeStored, type DeviceStorage } from '@/lib/device-storage';

export const FOOTPRINTS_STORAGE_KEY = 'pro_latestBrowsing';
/** @internal */
export const DEVICE_FOOTPRINTS_MAX = 40;
/** Raised on `window` after a view is recorded, so a panel in the same tab can refresh ('storage' fires only in other tabs). */
export const DEVICE_FOOTPRINTS_CHANGED_EVENT = 'labshop:device-footprints';

export interface FootprintEntry {
  id: number;
  itemno: string;
  title: string;
  /** The cover address as the goods item has it; pass through imageUrl() to show it. */
  cover: string | null;
}

export type FootprintStorage = DeviceStorage;

function toFootprintEntry(raw: unknown): FootprintEntry | null {
  if (!isRecord(raw)) return null;
  const id = asInteger(raw.id);
  const itemno = asText(raw.itemno);
  const title = asText(raw.title);
  if (id === null || itemno === null || title === null) return null;
  return { id, itemno, title, cover: asText(raw.cover) };
}

/** The stored list; malformed entries (or a malformed value) are dropped. */
export function parseDeviceFootprints(stored: string | null): FootprintEntry[] {
  return withoutRepeats(
    storedEntries(stored)
      .map(toFootprintEntry)
      .filter((item): item is FootprintEntry => item !== null),
  ).slice(0, DEVICE_FOOTPRINTS_MAX);
}

function withoutRepeats(list: readonly FootprintEntry[]): FootprintEntry[] {
  const seen = new Set<number>();
  return list.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

/**
 * The list with `item` first, its earlier entry removed, cut to DEVICE_FOOTPRINTS_MAX.
 * @internal exported for its tests
 */
export function withFootprint(list: readonly FootprintEntry[], item: FootprintEntry): FootprintEntry[] {
  return withoutRepeats([item, ...list]).slice(0, DEVICE_FOOTPRINTS_MAX);
}

/** The latest-footprints list, newest first; empty where there is no storage. */
export function readDeviceFootprints(storage: FootprintStorage | null = deviceStorage()): FootprintEntry[] {
  return parseDeviceFootprints(readStored(storage, FOOTPRINTS_STORAGE_KEY));
}

/** Puts a viewed goods item first in the list and stores it; answers the new list. */
export function recordDeviceFootprint(item: FootprintEntry, storage: FootprintStorage | null = deviceStorage()): FootprintEntry[] {
  const list = withFootprint(readDeviceFootprints(storage), item);
  if (writeStored(storage, FOOTPRINTS_STORAGE_KEY, JSON.stringify(list))) announceStored(DEVICE_FOOTPRINTS_CHANGED_EVENT);
  return list;
}
