'use client';
import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { useCustomer } from '@/components/account/use-customer';
import { footprintToEntry } from '@/lib/api/customer-shape';
import { DEVICE_FOOTPRINTS_CHANGED_EVENT, readDeviceFootprints, type FootprintEntry } from '@/lib/footprints/device-footprints';
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

/** A guest's views, kept on the device and paged here. */
function useDeviceFootprints(active: boolean, pathname: string): LatestFootprintsPage {
  const [items, setItems] = useState<FootprintEntry[]>([]);
  const [page, setPage] = useState(0);

  useEffect(() => {
    if (!active) return setItems([]);
    // The device's storage only exists in the browser, after hydration.
    const refresh = () => setItems(readDeviceFootprints());
    refresh();
    setPage(0);
    window.addEventListener(DEVICE_FOOTPRINTS_CHANGED_EVENT, refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener(DEVICE_FOOTPRINTS_CHANGED_EVENT, refresh);
      window.removeEventListener('storage', refresh);
    };
  }, [active, pathname]);

  const pages = Math.ceil(items.length / LATEST_FOOTPRINTS_PAGE_SIZE);
  const current = Math.max(0, Math.min(page, pages - 1));
  return { items: items.slice(current * LATEST_FOOTPRINTS_PAGE_SIZE, (current + 1) * LATEST_FOOTPRINTS_PAGE_SIZE), pages, current, setPage };
}

/** A customer's footprints, paged by the server (docs/product.md §7.1: limit=4, page.records, page.pages). */
function useCustomerFootprints(userId: string | null, pathname: string, locale: Locale): LatestFootprintsPage {
  const [page, setPage] = useState(0);
  const { data, mutate } = useSWR(
    userId ? ['footprints', userId, locale, page] : null,
    async () => footprintPage(page + 1, LATEST_FOOTPRINTS_PAGE_SIZE, locale),
    { keepPreviousData: true },
  );
  const refresh = useCallback(() => void mutate(), [mutate]);

  useEffect(() => {
    // A new page starts at the newest views again.
    setPage(0);
  }, [pathname]);
  useEvent(FOOTPRINTS_CHANGED_EVENT, refresh);
  useEffect(() => {
    // Removals elsewhere may leave fewer pages than the one shown.
    if (data && data.total > 0 && page > data.pages - 1) setPage(data.pages - 1);
  }, [data, page]);

  if (!userId || !data || data.total === 0) return { items: [], pages: 0, current: 0, setPage };
  const current = Math.min(page, data.pages - 1);
  return { items: data.list.map(footprintToEntry), pages: data.pages, current, setPage };
}

/**
 * The latest-footprints list of whoever is looking: the device's for a guest, the server's for a
 * customer. Nothing is read while the panel is not shown (`visible`).
 */
export function useLatestFootprints(pathname: string, locale: Locale, visible: boolean): LatestFootprintsPage {
  const { customer } = useCustomer();
  const device = useDeviceFootprints(visible && customer === null, pathname);
  const server = useCustomerFootprints(visible ? (customer?.userId ?? null) : null, pathname, locale);
  return customer ? server : device;
}
