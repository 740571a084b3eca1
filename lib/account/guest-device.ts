/**
 * The guest data this device holds for the merge at login, and its clearing afterwards: only
 * the kinds the BFF reports merged are removed, so a failed kind is offered again next time.
 */
import { DEVICE_FOOTPRINTS_CHANGED_EVENT, FOOTPRINTS_STORAGE_KEY, readDeviceFootprints } from '@/lib/footprints/device-footprints';
import { clearGuestInquiryList, guestInquiryLines } from '@/lib/inquiry-list/guest-inquiry-list';
import { deviceRecentSearches } from '@/lib/search/recent-searches';
import { deviceCompareIds, writeDeviceCompare } from '@/lib/compare/device-compare';
import type { MergeResult } from './guest-merge';
import { toGuestData, type GuestData } from './guest-data';

export async function readGuestDevice(): Promise<GuestData> {
  return toGuestData({
    inquiryList: guestInquiryLines(),
    footprintGoodsIds: readDeviceFootprints().map((goods) => goods.id),
    searches: await deviceRecentSearches().list(),
    compare: deviceCompareIds(),
  });
}

function clearDeviceFootprints(): void {
  try {
    window.localStorage.removeItem(FOOTPRINTS_STORAGE_KEY);
  } catch {
    // Blocked storage: nothing was kept, so nothing to clear.
  }
  window.dispatchEvent(new Event(DEVICE_FOOTPRINTS_CHANGED_EVENT));
}

/** `merged` is the BFF's answer; a missing answer clears nothing. */
export async function clearMergedGuestDevice(merged: Partial<MergeResult> | undefined): Promise<void> {
  if (merged?.inquiryList) clearGuestInquiryList();
  if (merged?.footprints) clearDeviceFootprints();
  if (merged?.searches) await deviceRecentSearches().clear();
  if (merged?.compare) writeDeviceCompare([]);
}
