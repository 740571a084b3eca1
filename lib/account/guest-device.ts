/**
 * The guest data this device holds for the merge at login, and its clearing afterwards: only
 * the kinds the BFF reports merged are removed, so a failed kind is offered again next time.
 */
import { BROWSING_CHANGED_EVENT, BROWSING_STORAGE_KEY, readBrowsing } from '@/lib/browsing-history';
import { clearGuestCart, guestCartLines } from '@/lib/cart/guest-cart';
import { deviceRecentSearches } from '@/lib/search/recent-searches';
import type { MergeResult } from './guest-merge';
import { toGuestData, type GuestData } from './guest-data';

export async function readGuestDevice(): Promise<GuestData> {
  return toGuestData({
    cart: guestCartLines(),
    browsedGoodsIds: readBrowsing().map((goods) => goods.id),
    searches: await deviceRecentSearches().list(),
  });
}

function clearBrowsing(): void {
  try {
    window.localStorage.removeItem(BROWSING_STORAGE_KEY);
  } catch {
    // Blocked storage: nothing was kept, so nothing to clear.
  }
  window.dispatchEvent(new Event(BROWSING_CHANGED_EVENT));
}

/** `merged` is the BFF's answer; a missing answer clears nothing. */
export async function clearMergedGuestDevice(merged: Partial<MergeResult> | undefined): Promise<void> {
  if (merged?.cart) clearGuestCart();
  if (merged?.footprints) clearBrowsing();
  if (merged?.searches) await deviceRecentSearches().clear();
}
