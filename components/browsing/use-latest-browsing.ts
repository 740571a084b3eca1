'use client';
import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { useCustomer } from '@/components/account/use-customer';
import { footprintToBrowsed } from '@/lib/api/customer-shape';
import { BROWSING_CHANGED_EVENT, readBrowsing, type BrowsedGoods } from '@/lib/browsing-history';
import { LATEST_BROWSING_PAGE_SIZE } from '@/lib/catalogue/constants';
import { FOOTPRINTS_CHANGED_EVENT, footprintPage } from '@/lib/api/islands/footprints';
import type { Locale } from '@/lib/i18n/locales';

export interface LatestBrowsingPage {
  /** The goods of the current page, at most LATEST_BROWSING_PAGE_SIZE. */
  items: BrowsedGoods[];
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
function useDeviceBrowsing(active: boolean, pathname: string): LatestBrowsingPage {
  const [items, setItems] = useState<BrowsedGoods[]>([]);
  const [page, setPage] = useState(0);

  useEffect(() => {
    if (!active) return setItems([]);
    // The device's storage only exists in the browser, after hydration.
    const refresh = () => setItems(readBrowsing());
    refresh();
    setPage(0);
    window.addEventListener(BROWSING_CHANGED_EVENT, refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener(BROWSING_CHANGED_EVENT, refresh);
      window.removeEventListener('storage', refresh);
    };
  }, [active, pathname]);

  const pages = Math.ceil(items.length / LATEST_BROWSING_PAGE_SIZE);
  const current = Math.max(0, Math.min(page, pages - 1));
  return { items: items.slice(current * LATEST_BROWSING_PAGE_SIZE, (current + 1) * LATEST_BROWSING_PAGE_SIZE), pages, current, setPage };
}

/** A customer's footprints, paged by the server (docs/product.md §7.1: limit=4, page.records, page.pages). */
function useFootprintBrowsing(userId: string | null, pathname: string, locale: Locale): LatestBrowsingPage {
  const [page, setPage] = useState(0);
  const { data, mutate } = useSWR(
    userId ? ['footprints', userId, locale, page] : null,
    async () => footprintPage(page + 1, LATEST_BROWSING_PAGE_SIZE, locale),
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
  return { items: data.list.map(footprintToBrowsed), pages: data.pages, current, setPage };
}

/**
 * The latest-browsing list of whoever is looking: the device's for a guest, the server's for a
 * customer. Nothing is read while the panel is not shown (`visible`).
 */
export function useLatestBrowsing(pathname: string, locale: Locale, visible: boolean): LatestBrowsingPage {
  const { customer } = useCustomer();
  const device = useDeviceBrowsing(visible && customer === null, pathname);
  const server = useFootprintBrowsing(visible ? (customer?.userId ?? null) : null, pathname, locale);
  return customer ? server : device;
}
