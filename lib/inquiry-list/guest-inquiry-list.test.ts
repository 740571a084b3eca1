import {
  GUEST_INQUIRY_LIST_CHANGED_EVENT,
  GUEST_INQUIRY_LIST_MAX_LINES,
  GUEST_INQUIRY_LIST_STORAGE_KEY,
  addToGuestInquiryList,
  clearGuestInquiryList,
  guestInquiryLines,
  lineKey,
  parseGuestInquiryList,
  readGuestInquiryList,
  removeFromGuestInquiryList,
  setGuestInquiryQuantity,
  withAdded,
  withQuantity,
  without,
  type GuestInquiryLine,
} from './guest-inquiry-list';
import { clampQuantity } from './quantity';
import { brokenStorage, memoryStorage } from '@/lib/test-support/memory-storage';

const NOW = new Date('2025-03-01T10:00:00.000Z');

function line(id: number, skuId: number, quantity = 1): GuestInquiryLine {
  return { id, skuId, quantity, addedAt: NOW.toISOString() };
}

describe('guest inquiry list', () => {
  it('uses a pro_ key', () => {
    expect(GUEST_INQUIRY_LIST_STORAGE_KEY).toBe('pro_inquiryList');
  });

  it('adds quantity 1 per click and merges the same goods item and SKU', () => {
    let lines: GuestInquiryLine[] = [];
    lines = withAdded(lines, { id: 7, skuId: 71 }, NOW);
    lines = withAdded(lines, { id: 7, skuId: 72 }, NOW);
    lines = withAdded(lines, { id: 7, skuId: 71 }, NOW);
    expect(lines).toEqual([line(7, 72, 1), line(7, 71, 2)]);
  });

  it('treats a goods item without a SKU as its own line', () => {
    const lines = withAdded(withAdded([], { id: 3, skuId: 0 }, NOW), { id: 3, skuId: 31 }, NOW);
    expect(lines.map(lineKey)).toEqual(['3:31', '3:0']);
  });

  it('puts new lines first and keeps a merged line in its place', () => {
    const lines = withAdded([line(2, 0), line(1, 0)], { id: 1, skuId: 0 }, NOW);
    expect(lines.map((each) => [each.id, each.quantity])).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });

  it('caps quantities at 9999 and never goes below 1', () => {
    expect(withAdded([line(1, 0, 9999)], { id: 1, skuId: 0 }, NOW)[0]?.quantity).toBe(9999);
    expect(withQuantity([line(1, 0)], { id: 1, skuId: 0 }, 0)[0]?.quantity).toBe(1);
    expect(withQuantity([line(1, 0)], { id: 1, skuId: 0 }, 12000)[0]?.quantity).toBe(9999);
    expect(withQuantity([line(1, 0)], { id: 1, skuId: 0 }, 12.7)[0]?.quantity).toBe(12);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });

  it('removes lines by goods item and SKU', () => {
    expect(
      without(
        [line(1, 0), line(1, 11), line(2, 0)],
        [
          { id: 1, skuId: 11 },
          { id: 9, skuId: 0 },
        ],
      ),
    ).toEqual([line(1, 0), line(2, 0)]);
  });

  it('reads malformed storage as empty, drops malformed lines and merges repeats', () => {
    expect(parseGuestInquiryList(null)).toEqual([]);
    expect(parseGuestInquiryList('{oops')).toEqual([]);
    expect(parseGuestInquiryList('{"id":1}')).toEqual([]);
    const stored = JSON.stringify([line(1, 0, 2), { id: 'x' }, null, { id: 2, quantity: 0 }, { id: 3, quantity: 1 }, line(1, 0, 3)]);
    const parsed = parseGuestInquiryList(stored);
    expect(parsed.map((each) => [each.id, each.skuId, each.quantity])).toEqual([
      [1, 0, 5],
      [3, 0, 1],
    ]);
    expect(Date.parse(parsed[1]?.addedAt ?? '')).toBe(0);
  });

  it(`keeps at most ${GUEST_INQUIRY_LIST_MAX_LINES} lines`, () => {
    let lines: GuestInquiryLine[] = [];
    for (let id = 1; id <= GUEST_INQUIRY_LIST_MAX_LINES + 3; id += 1) lines = withAdded(lines, { id, skuId: 0 }, NOW);
    expect(lines).toHaveLength(GUEST_INQUIRY_LIST_MAX_LINES);
    expect(lines[0]?.id).toBe(GUEST_INQUIRY_LIST_MAX_LINES + 3);
  });

  it('stores changes, announces them in the tab and counts lines', () => {
    const storage = memoryStorage();
    const heard = jest.fn();
    window.addEventListener(GUEST_INQUIRY_LIST_CHANGED_EVENT, heard);
    addToGuestInquiryList({ id: 5, skuId: 51 }, storage);
    addToGuestInquiryList({ id: 5, skuId: 51 }, storage);
    addToGuestInquiryList({ id: 5, skuId: 52 }, storage);
    setGuestInquiryQuantity({ id: 5, skuId: 52 }, 4, storage);
    window.removeEventListener(GUEST_INQUIRY_LIST_CHANGED_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(4);
    expect(readGuestInquiryList(storage)).toHaveLength(2);
    expect(guestInquiryLines(storage)).toEqual([
      { id: 5, skuId: 52, quantity: 4 },
      { id: 5, skuId: 51, quantity: 2 },
    ]);
    removeFromGuestInquiryList([{ id: 5, skuId: 52 }], storage);
    expect(readGuestInquiryList(storage).map(lineKey)).toEqual(['5:51']);
    clearGuestInquiryList(storage);
    expect(storage.data[GUEST_INQUIRY_LIST_STORAGE_KEY]).toBeUndefined();
    expect(readGuestInquiryList(storage)).toHaveLength(0);
  });

  it('never throws when storage fails or is absent', () => {
    expect(readGuestInquiryList(brokenStorage)).toEqual([]);
    expect(addToGuestInquiryList({ id: 1, skuId: 0 }, brokenStorage).map(lineKey)).toEqual(['1:0']);
    expect(() => clearGuestInquiryList(brokenStorage)).not.toThrow();
    expect(readGuestInquiryList(null)).toEqual([]);
    expect(addToGuestInquiryList({ id: 1, skuId: 0 }, null).map(lineKey)).toEqual(['1:0']);
    expect(guestInquiryLines(null)).toEqual([]);
  });

  it('uses localStorage by default', () => {
    window.localStorage.clear();
    addToGuestInquiryList({ id: 8, skuId: 81 });
    expect(guestInquiryLines()).toEqual([{ id: 8, skuId: 81, quantity: 1 }]);
    expect(JSON.parse(window.localStorage.getItem(GUEST_INQUIRY_LIST_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    clearGuestInquiryList();
    expect(window.localStorage.getItem(GUEST_INQUIRY_LIST_STORAGE_KEY)).toBeNull();
  });
});
