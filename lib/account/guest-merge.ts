/**
 * The guest's device data merged into the account right after login, once (docs/product.md §7.1): the
 * inquiry list, browsing footprints, recent searches and the compare list. Each kind is merged on its own, and a
 * failure never fails the login: the answer says which kinds merged, so the browser clears only
 * those and keeps the rest for the next login.
 */
import type { GuestData } from './guest-data';

export type MergeKind = 'inquiryList' | 'footprints' | 'searches' | 'compare';
export type MergeResult = Record<MergeKind, boolean>;

/** Posts one kind with the new login's token (lib/api/account.ts); answers the envelope's code and msg. */
export type MergeSend = (kind: MergeKind, params: object) => Promise<{ code: number; msg: string }>;
export type MergeLog = (kind: MergeKind, reason: string) => void;

function payloads(guest: GuestData): Record<MergeKind, object | null> {
  return {
    inquiryList: guest.inquiryList?.length ? { list: guest.inquiryList } : null,
    footprints: guest.footprints?.length ? { list: guest.footprints } : null,
    searches: guest.searches?.length ? { list: guest.searches } : null,
    compare: guest.compare?.length ? { goodsId: guest.compare } : null,
  };
}

async function mergeOne(kind: MergeKind, params: object | null, send: MergeSend, log: MergeLog): Promise<boolean> {
  // Nothing to merge counts as merged: the browser has nothing to keep.
  if (params === null) return true;
  try {
    const { code, msg } = await send(kind, params);
    if (code === 0) return true;
    log(kind, `code ${code}: ${msg}`);
  } catch (error) {
    log(kind, error instanceof Error ? error.message : String(error));
  }
  return false;
}

export async function mergeGuestData(guest: GuestData, send: MergeSend, log: MergeLog): Promise<MergeResult> {
  const planned = payloads(guest);
  const [inquiryList, footprints, searches, compare] = await Promise.all([
    mergeOne('inquiryList', planned.inquiryList, send, log),
    mergeOne('footprints', planned.footprints, send, log),
    mergeOne('searches', planned.searches, send, log),
    mergeOne('compare', planned.compare, send, log),
  ]);
  return { inquiryList, footprints, searches, compare };
}
