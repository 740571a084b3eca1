'use client';
import { useEffect } from 'react';
import { useCustomer } from '@/components/account/use-customer';
import { usePageLocale } from '@/components/account/use-page-locale';
import { recordDeviceFootprint, type FootprintEntry } from '@/lib/footprints/device-footprints';
import { recordFootprint } from '@/lib/api/islands/footprints';

/**
 * Records this view in the visitor's latest-footprints list; renders nothing. A guest's list is
 * kept on the device; a logged-in customer's view is a footprint on the server (the device list
 * stays the guest's own, merged at their next login, not mixed with the account's). Loaded by
 * record-view.tsx once the page is idle.
 */
export function ViewRecorder({ id, itemno, title, cover }: FootprintEntry) {
  const { customer } = useCustomer();
  const locale = usePageLocale();
  // undefined while the session answer is on its way: wait, so the view is written once.
  const userId = customer === undefined ? undefined : (customer?.userId ?? null);

  useEffect(() => {
    if (userId === undefined) return;
    if (userId === null) {
      recordDeviceFootprint({ id, itemno, title, cover });
      return;
    }
    recordFootprint(id, locale).catch(() => {
      // A lost footprint never troubles the page; 401/402 have had their effects already.
    });
  }, [userId, id, itemno, title, cover, locale]);
  return null;
}
