/**
 * A guest's inquiry list (docs/product.md §3, §5), kept on the device under a pro_ key until
 * the guest logs in and it merges into the server list. Pure functions over a storage interface,
 * bound to localStorage through lib/device-storage (which never throws).
 *
 * Rules (docs/product.md §5): one click adds quantity 1; a line is one goods item with one SKU (skuId 0
 * when none was chosen) and adding the same pair again adds to its quantity.
 */
import { asInteger, asText, isRecord } from '@/lib/catalogue/json-field';
import { clampQuantity } from './quantity';
import { announceStored, deviceStorage, readStored, storedEntries, writeStored, type DeviceStorage } from '@/lib/device-storage';

export const GUEST_INQUIRY_LIST_STORAGE_KEY = 'pro_inquiryList';
/** Raised on `window` after the list changes, so islands in the same tab refresh ('storage' fires only in other tabs). */
export const GUEST_INQUIRY_LIST_CHANGED_EVENT = 'labshop:inquiry-list';
/**
 * Enough for any real inquiry; keeps a runaway device list from growing without bound.
 * @internal exported for its tests
 */
export const GUEST_INQUIRY_LIST_MAX_LINES = 200;

export interface GuestInquiryLine {
  /** The goods id. */
  id: number;
  /** 0 when the goods item was added without choosing a SKU. */
  skuId: number;
  quantity: number;
  /** ISO 8601. */
  addedAt: string;
}

/** What a line is known by: its goods item and SKU. */
export interface InquiryLineRef {
  id: number;
  skuId: number;
}

export type InquiryListStorage = DeviceStorage;

export function lineKey({ id, skuId }: InquiryLineRef): string {
  return `${id}:${skuId}`;
}

function toLine(raw: unknown): GuestInquiryLine | null {
  if (!isRecord(raw)) return null;
  const id = asInteger(raw.id);
  const skuId = raw.skuId === undefined || raw.skuId === null ? 0 : asInteger(raw.skuId);
  const quantity = asInteger(raw.quantity);
  if (id === null || id < 1 || skuId === null || skuId < 0 || quantity === null || quantity < 1) return null;
  const addedAt = asText(raw.addedAt);
  return { id, skuId, quantity: clampQuantity(quantity), addedAt: addedAt && !Number.isNaN(Date.parse(addedAt)) ? addedAt : new Date(0).toISOString() };
}

/** Lines of the same goods item and SKU as one line, quantities added, in first-seen order. */
function merged(lines: readonly GuestInquiryLine[]): GuestInquiryLine[] {
  const byKey = new Map<string, GuestInquiryLine>();
  for (const line of lines) {
    const key = lineKey(line);
    const earlier = byKey.get(key);
    byKey.set(key, earlier ? { ...earlier, quantity: clampQuantity(earlier.quantity + line.quantity) } : line);
  }
  return [...byKey.values()];
}

/** The stored list; malformed entries (or a malformed value) are dropped, repeated lines merged. */
export function parseGuestInquiryList(stored: string | null): GuestInquiryLine[] {
  return merged(
    storedEntries(stored)
      .map(toLine)
      .filter((line): line is GuestInquiryLine => line !== null),
  ).slice(0, GUEST_INQUIRY_LIST_MAX_LINES);
}

/**
 * The list after adding `quantity` of a goods item and SKU: an existing line grows (capped at
 * 9999) and keeps its place; a new line goes first (newest first, as the server list).
 * @internal exported for its tests
 */
export function withAdded(lines: readonly GuestInquiryLine[], item: InquiryLineRef & { quantity?: number }, now: Date = new Date()): GuestInquiryLine[] {
  const quantity = clampQuantity(item.quantity ?? 1);
  const key = lineKey(item);
  if (lines.some((line) => lineKey(line) === key)) {
    return lines.map((line) => (lineKey(line) === key ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line));
  }
  return [{ id: item.id, skuId: item.skuId, quantity, addedAt: now.toISOString() }, ...lines].slice(0, GUEST_INQUIRY_LIST_MAX_LINES);
}

/**
 * The list with one line's quantity set (clamped to 1–9999); unknown lines change nothing.
 * @internal exported for its tests
 */
export function withQuantity(lines: readonly GuestInquiryLine[], ref: InquiryLineRef, quantity: number): GuestInquiryLine[] {
  const key = lineKey(ref);
  return lines.map((line) => (lineKey(line) === key ? { ...line, quantity: clampQuantity(quantity) } : line));
}

/**
 * The list without the given lines.
 * @internal exported for its tests
 */
export function without(lines: readonly GuestInquiryLine[], refs: readonly InquiryLineRef[]): GuestInquiryLine[] {
  const gone = new Set(refs.map(lineKey));
  return lines.filter((line) => !gone.has(lineKey(line)));
}

/** The raw stored value, for change detection without parsing; null where there is no storage. */
export function readGuestInquiryListRaw(storage: InquiryListStorage | null = deviceStorage()): string | null {
  return readStored(storage, GUEST_INQUIRY_LIST_STORAGE_KEY);
}

/**
 * The guest's inquiry list, newest first; empty where there is no storage.
 * @internal exported for its tests
 */
export function readGuestInquiryList(storage: InquiryListStorage | null = deviceStorage()): GuestInquiryLine[] {
  return parseGuestInquiryList(readGuestInquiryListRaw(storage));
}

/** Stores the list (an empty list removes the key); answers it even when storage fails. */
function store(lines: GuestInquiryLine[], storage: InquiryListStorage | null): GuestInquiryLine[] {
  if (writeStored(storage, GUEST_INQUIRY_LIST_STORAGE_KEY, lines.length ? JSON.stringify(lines) : null)) announceStored(GUEST_INQUIRY_LIST_CHANGED_EVENT);
  return lines;
}

export function addToGuestInquiryList(item: InquiryLineRef & { quantity?: number }, storage: InquiryListStorage | null = deviceStorage()): GuestInquiryLine[] {
  return store(withAdded(readGuestInquiryList(storage), item), storage);
}

export function setGuestInquiryQuantity(ref: InquiryLineRef, quantity: number, storage: InquiryListStorage | null = deviceStorage()): GuestInquiryLine[] {
  return store(withQuantity(readGuestInquiryList(storage), ref, quantity), storage);
}

export function removeFromGuestInquiryList(refs: readonly InquiryLineRef[], storage: InquiryListStorage | null = deviceStorage()): GuestInquiryLine[] {
  return store(without(readGuestInquiryList(storage), refs), storage);
}

export function clearGuestInquiryList(storage: InquiryListStorage | null = deviceStorage()): void {
  store([], storage);
}

/** The guest list as addCarBatch takes it, for the one-time merge at login. */
export function guestInquiryLines(storage: InquiryListStorage | null = deviceStorage()): { id: number; skuId: number; quantity: number }[] {
  return readGuestInquiryList(storage).map(({ id, skuId, quantity }) => ({ id, skuId, quantity }));
}
