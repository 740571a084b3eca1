/** @jest-environment node */
import { GUEST_LIMITS, toGuestData } from './guest-data';

describe('toGuestData', () => {
  it('leaves out kinds the guest has nothing of', () => {
    expect(toGuestData({ inquiryList: [], footprintGoodsIds: [], searches: [' '] })).toEqual({});
  });

  it('shapes the device data for the merge, newest first, within the API limits', () => {
    const now = new Date('2025-06-01T08:00:00.000Z');
    const guest = toGuestData(
      {
        inquiryList: [
          { id: 12, skuId: 3, quantity: 2 },
          { id: 15, quantity: 12000 },
          { id: 0, quantity: 1 },
        ],
        footprintGoodsIds: Array.from({ length: 50 }, (_, i) => 100 - i),
        searches: ['anti CD3', 'pcr'],
      },
      now,
    );
    expect(guest.inquiryList).toEqual([
      { id: 12, skuId: 3, quantity: 2 },
      { id: 15, skuId: 0, quantity: 9999 },
    ]);
    expect(guest.footprints).toHaveLength(GUEST_LIMITS.footprints);
    expect(guest.footprints?.slice(0, 2)).toEqual([
      { goodsId: 100, viewedAt: '2025-06-01T08:00:00.000Z' },
      { goodsId: 99, viewedAt: '2025-06-01T07:59:59.000Z' },
    ]);
    expect(guest.searches).toEqual(['anti CD3', 'pcr']);
  });

  it('sends the compare list once each, at most four, the first chosen first', () => {
    expect(toGuestData({ inquiryList: [], footprintGoodsIds: [], searches: [], compare: [7, 3, 7, 0, 9, 11, 12] }).compare).toEqual([7, 3, 9, 11]);
  });
});
