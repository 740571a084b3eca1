/**
 * What a guest keeps on the device that belongs in the account after login (docs/product.md §7.1): inquiry
 * list lines, browsing footprints, recent searches and the compare list, shaped for POST /api/session and
 * cut to the API's batch limits (addCarBatch 200, addFootprintBatch 40, saveSearchContent 10, mergeCompare 4).
 */
import { COMPARE_MAX } from '@/contract/compare-rules';

export const GUEST_LIMITS = { inquiryList: 200, footprints: 40, searches: 10, compare: COMPARE_MAX } as const;

interface GuestInquiryLine {
  id: number;
  /** Absent or 0: no SKU chosen. */
  skuId?: number;
  quantity: number;
}

interface GuestFootprint {
  goodsId: number;
  viewedAt?: string;
}

export interface GuestData {
  inquiryList?: GuestInquiryLine[];
  footprints?: GuestFootprint[];
  searches?: string[];
  /** Goods ids, the first chosen first (docs/product.md §2.12). */
  compare?: number[];
}

/** Stands in for the times the device does not keep; see toGuestData. */
const ORDER_STEP_MS = 1000;

export interface GuestSources {
  inquiryList: readonly GuestInquiryLine[];
  /** Newest first, as the latest-footprints list keeps them. */
  footprintGoodsIds: readonly number[];
  /** Newest first. */
  searches: readonly string[];
  /** The device's compare list, the first chosen first. */
  compare?: readonly number[];
}

/**
 * The merge payload; kinds with nothing in them are left out. The latest-footprints list keeps
 * order but not times, so views are stamped a second apart back from `now`: the server orders
 * footprints by time, and this keeps the guest's order without claiming older views are newer.
 */
export function toGuestData({ inquiryList, footprintGoodsIds, searches, compare = [] }: GuestSources, now: Date = new Date()): GuestData {
  const guest: GuestData = {};
  const lines = inquiryList.filter((line) => line.id > 0 && line.quantity > 0).slice(0, GUEST_LIMITS.inquiryList);
  if (lines.length) guest.inquiryList = lines.map(({ id, skuId, quantity }) => ({ id, skuId: skuId ?? 0, quantity: Math.min(quantity, 9999) }));
  const footprints = [...new Set(footprintGoodsIds)].filter((id) => id > 0).slice(0, GUEST_LIMITS.footprints);
  if (footprints.length) {
    guest.footprints = footprints.map((goodsId, index) => ({ goodsId, viewedAt: new Date(now.getTime() - index * ORDER_STEP_MS).toISOString() }));
  }
  const terms = searches
    .map((term) => term.trim())
    .filter(Boolean)
    .slice(0, GUEST_LIMITS.searches);
  if (terms.length) guest.searches = terms;
  const compared = [...new Set(compare)].filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, GUEST_LIMITS.compare);
  if (compared.length) guest.compare = compared;
  return guest;
}
