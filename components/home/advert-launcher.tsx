'use client';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import type { BannerView } from '@/lib/api/content';
import { ADVERT_STORAGE_KEY, shouldShowAdvert, shownAtValue } from '@/lib/catalogue/advert-schedule';

// The dialog (MUI) is fetched only for the visits it opens on, so most home views never load it.
const AdvertDialog = dynamic(() => import('./advert-dialog').then((module) => module.AdvertDialog), { ssr: false });

/** The longest the dialog waits for an idle moment once the page has loaded. */
const IDLE_WAIT_MAX_MS = 2000;

function readStored(): string | null {
  try {
    return window.localStorage.getItem(ADVERT_STORAGE_KEY);
  } catch {
    // Storage blocked (privacy settings): the advert simply shows on every visit.
    return null;
  }
}

function writeStored(value: string): void {
  try {
    window.localStorage.setItem(ADVERT_STORAGE_KEY, value);
  } catch {
    // See readStored.
  }
}

/**
 * Decides whether the home advert dialog opens on this visit (docs/product.md §2.4 item 10, §4: only
 * with advert banners, at most once per 5 minutes) and only then loads it.
 */
export function AdvertLauncher({ banners, imageHost }: { banners: BannerView[]; imageHost: string }) {
  const [show, setShow] = useState(false);

  useEffect(() => {
    const decide = () => {
      const now = Date.now();
      if (!shouldShowAdvert({ bannerCount: banners.length, stored: readStored(), now })) return;
      writeStored(shownAtValue(now));
      setShow(true);
    };
    // The device's storage is only readable after hydration; and the dialog, not needed for the
    // first paint, waits until the page has loaded and the browser is idle.
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(decide, { timeout: IDLE_WAIT_MAX_MS });
      else timer = setTimeout(decide, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [banners.length]);

  return show ? <AdvertDialog banners={banners} imageHost={imageHost} /> : null;
}
