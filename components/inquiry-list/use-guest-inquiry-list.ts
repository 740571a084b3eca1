'use client';
import { useSyncExternalStore } from 'react';
import {
  GUEST_INQUIRY_LIST_CHANGED_EVENT,
  GUEST_INQUIRY_LIST_STORAGE_KEY,
  parseGuestInquiryList,
  readGuestInquiryListRaw,
  type GuestInquiryLine,
} from '@/lib/inquiry-list/guest-inquiry-list';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_INQUIRY_LIST_STORAGE_KEY) onChange();
  };
  window.addEventListener(GUEST_INQUIRY_LIST_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(GUEST_INQUIRY_LIST_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

// useSyncExternalStore needs the same array back while the stored text is unchanged.
let snapshot: { raw: string | null; lines: GuestInquiryLine[] } = { raw: null, lines: [] };

function readSnapshot(): GuestInquiryLine[] {
  const raw = readGuestInquiryListRaw();
  if (raw !== snapshot.raw) snapshot = { raw, lines: parseGuestInquiryList(raw) };
  return snapshot.lines;
}

/** The server has no device storage: it renders "not known yet", and the browser fills in after hydration. */
function serverSnapshot(): null {
  return null;
}

/** The guest inquiry list on this device, live across islands and tabs; null until hydrated. */
export function useGuestInquiryList(): GuestInquiryLine[] | null {
  return useSyncExternalStore<GuestInquiryLine[] | null>(subscribe, readSnapshot, serverSnapshot);
}
