'use client';
/**
 * The visitor's compare list for islands (docs/product.md §2.12): a guest's on the device
 * (lib/compare/device-compare.ts), a logged-in customer's on the account, read through the BFF once
 * the page is idle. Which one is told by the logged-in hint cookie, which a login sets at once.
 * The BFF client loads only for a customer, with the first read or change (docs/islands.md).
 */
import { useSyncExternalStore } from 'react';
import { createPageStore } from '@/components/common/page-store';
import { hasCustomerHint } from '@/lib/account/customer-hint';
import { withCompared, withoutCompared } from '@/lib/compare/compare-ids';
import { COMPARE_CHANGED_EVENT, COMPARE_STORAGE_KEY, parseDeviceCompare, readDeviceCompareRaw, writeDeviceCompare } from '@/lib/compare/device-compare';
import type { Locale } from '@/lib/i18n/locales';

/** The customer's list as the API last answered it; null until read. */
const account = createPageStore<number[] | null>(null);
let reading: Promise<void> | null = null;

const isCustomer = (): boolean => hasCustomerHint(document.cookie);

// useSyncExternalStore needs the same array back while the stored text is unchanged.
let device: { raw: string | null; ids: number[] } = { raw: null, ids: [] };
function deviceIds(): number[] {
  const raw = readDeviceCompareRaw();
  if (raw !== device.raw) device = { raw, ids: parseDeviceCompare(raw) };
  return device.ids;
}

const snapshot = (): number[] | null => (isCustomer() ? account.get() : deviceIds());

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COMPARE_STORAGE_KEY) onChange();
  };
  const unsubscribe = account.subscribe(onChange);
  window.addEventListener(COMPARE_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener(COMPARE_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The goods ids chosen for comparing, the first chosen first; null until known (the server, a customer's list on its way). */
export function useCompareList(): number[] | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** Reads a customer's list once per page (again after a failure); a guest's is on the device already. */
export function readAccountCompare(locale: Locale): void {
  if (!isCustomer()) {
    reading = null;
    account.set(null);
    return;
  }
  reading ??= import('@/lib/api/islands/compare')
    .then(({ accountCompareIds }) => accountCompareIds(locale))
    .then(
      (ids) => account.set(ids),
      () => {
        reading = null;
      },
    );
}

export type CompareChange = 'added' | 'removed' | 'full' | 'failed';

/** Adds `goodsId` to the visitor's list or removes it; a fifth is refused ('full') before anything is sent. */
export async function changeCompared(goodsId: number, add: boolean, locale: Locale): Promise<CompareChange> {
  if (!isCustomer()) {
    const ids = deviceIds();
    if (!add) return writeDeviceCompare(withoutCompared(ids, goodsId)) ? 'removed' : 'failed';
    const next = withCompared(ids, goodsId);
    if (next.refused) return 'full';
    return writeDeviceCompare(next.ids) ? 'added' : 'failed';
  }
  const calls = await import('@/lib/api/islands/compare').catch(() => null);
  if (!calls) return 'failed';
  try {
    const current = account.get() ?? (await calls.accountCompareIds(locale));
    account.set(current);
    if (add && withCompared(current, goodsId).refused) return 'full';
    account.set(await (add ? calls.addToAccountCompare : calls.removeFromAccountCompare)(goodsId, locale));
    return add ? 'added' : 'removed';
  } catch (error) {
    if (!calls.isCompareListFull(error)) return 'failed';
    reading = null;
    readAccountCompare(locale);
    return 'full';
  }
}
