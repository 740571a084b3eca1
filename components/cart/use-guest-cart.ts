'use client';
import { useSyncExternalStore } from 'react';
import { GUEST_CART_CHANGED_EVENT, GUEST_CART_STORAGE_KEY, parseGuestCart, readGuestCartRaw, type GuestCartLine } from '@/lib/cart/guest-cart';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_CART_STORAGE_KEY) onChange();
  };
  window.addEventListener(GUEST_CART_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(GUEST_CART_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

// useSyncExternalStore needs the same array back while the stored text is unchanged.
let snapshot: { raw: string | null; lines: GuestCartLine[] } = { raw: null, lines: [] };

function readSnapshot(): GuestCartLine[] {
  const raw = readGuestCartRaw();
  if (raw !== snapshot.raw) snapshot = { raw, lines: parseGuestCart(raw) };
  return snapshot.lines;
}

/** The server has no device storage: it renders "not known yet", and the browser fills in after hydration. */
function serverSnapshot(): null {
  return null;
}

/** The guest inquiry list on this device, live across islands and tabs; null until hydrated. */
export function useGuestCart(): GuestCartLine[] | null {
  return useSyncExternalStore<GuestCartLine[] | null>(subscribe, readSnapshot, serverSnapshot);
}
