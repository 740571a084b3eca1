'use client';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { useCustomer } from '@/components/account/use-customer';
import { footprintToEntry } from '@/lib/api/customer-shape';
import { deviceStorage, readStored } from '@/lib/device-storage';
import { DEVICE_FOOTPRINTS_CHANGED_EVENT, FOOTPRINTS_STORAGE_KEY, parseDeviceFootprints, type FootprintEntry } from '@/lib/footprints/device-footprints';
import { LATEST_FOOTPRINTS_PAGE_SIZE } from '@/lib/catalogue/constants';
import { FOOTPRINTS_CHANGED_EVENT, footprintPage } from '@/lib/api/islands/footprints';
import type { Locale } from '@/lib/i18n/locales';

export interface LatestFootprintsPage {
  /** The goods of the current page, at most LATEST_FOOTPRINTS_PAGE_SIZE. */
  items: FootprintEntry[];
  /** 0 when nothing was viewed yet. */
  pages: number;
  /** Counted from 0. */
  current: number;
  setPage(page: number): void;
}

function useEvent(name: string, listener: () => void): void {
  useEffect(() => {
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name, listener]);
}

/**
 * The page shown, back at 0 (the newest views) whenever `scope` changes: the page is kept with
 * the scope it was chosen on, so a new scope derives page 0 in the same render, no effect needed.
 */
function usePage(scope: string): [number, (page: number) => void] {
  const [chosen, setChosen] = useState({ scope, page: 0 });
  const setPage = useCallback((page: number) => setChosen({ scope, page }), [scope]);
  return [chosen.scope === scope ? chosen.page : 0, setPage];
}

function subscribeToDeviceFootprints(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === FOOTPRINTS_STORAGE_KEY) onChange();
  };
  window.addEventListener(DEVICE_FOOTPRINTS_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(DEVICE_FOOTPRINTS_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const NOTHING: FootprintEntry[] = [];
const unsubscribed = () => () => undefined;
const nothing = () => NOTHING;

// useSyncExternalStore needs the same array back while the stored text is unchanged.
let snapshot: { raw: string | null; items: FootprintEntry[] } = { raw: null, items: NOTHING };

function readDeviceSnapshot(): FootprintEntry[] {
  const raw = readStored(deviceStorage(), FOOTPRINTS_STORAGE_KEY);
  if (raw !== snapshot.raw) snapshot = { raw, items: parseDeviceFootprints(raw) };
  return snapshot.items;
}

/**
 * A guest's views, kept on the device and paged here. The server has no device storage, so it
 * and the hydrating render show none; the browser's list follows right after hydration.
 */
function useDeviceFootprints(active: boolean, pathname: string): LatestFootprintsPage {
  const items = useSyncExternalStore(active ? subscribeToDeviceFootprints : unsubscribed, active ? readDeviceSnapshot : nothing, nothing);
  const [page, setPage] = usePage(`${active}:${pathname}`);

  const pages = Math.ceil(items.length / LATEST_FOOTPRINTS_PAGE_SIZE);
  const current = Math.max(0, Math.min(page, pages - 1));
  return { items: items.slice(current * LATEST_FOOTPRINTS_PAGE_SIZE, (current + 1) * LATEST_FOOTPRINTS_PAGE_SIZE), pages, current, setPage };
}

/** A customer's footprints, paged by the server (docs/product.md §7.1: limit=4, page.records, page.pages). */
function useCustomerFootprints(userId: string | null, pathname: string, locale: Locale): LatestFootprintsPage {
  // A new page starts at the newest views again.
  const [page, setPage] = usePage(pathname);
  const { data, mutate } = useSWR(
    userId ? ['footprints', userId, locale, page] : null,
    async () => footprintPage(page + 1, LATEST_FOOTPRINTS_PAGE_SIZE, locale),
    { keepPreviousData: true },
  );
  const refresh = useCallback(() => void mutate(), [mutate]);
  useEvent(FOOTPRINTS_CHANGED_EVENT, refresh);

  if (!userId || !data || data.total === 0) return { items: [], pages: 0, current: 0, setPage };
  // Removals elsewhere may leave fewer pages than the one asked for: ask for the last one instead
  // (adjusting state while rendering, https://react.dev/learn/you-might-not-need-an-effect).
  if (page > data.pages - 1) setPage(data.pages - 1);
  const current = Math.min(page, data.pages - 1);
  return { items: data.list.map(footprintToEntry), pages: data.pages, current, setPage };
}

/**
 * The latest-footprints list of whoever is looking: the device's for a guest, the server's for a
 * customer. Its panel is mounted only where it shows (latest-footprints-dock.tsx).
 */
export function useLatestFootprints(pathname: string, locale: Locale): LatestFootprintsPage {
  const { customer } = useCustomer();
  const device = useDeviceFootprints(customer === null, pathname);
  const server = useCustomerFootprints(customer?.userId ?? null, pathname, locale);
  return customer ? server : device;
}
