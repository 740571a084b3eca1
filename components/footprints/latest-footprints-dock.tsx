'use client';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useAfterIdle } from '@/components/common/use-after-idle';
import { splitLocale } from '@/lib/i18n/locales';
import { showsFootprints } from './footprint-pages';

// The panel is per visitor (the device's views, or the customer's through the session) and
// absent from the server HTML, so its code loads once the page is idle (docs/islands.md).
const LatestFootprints = dynamic(() => import('./latest-footprints').then((module) => module.LatestFootprints), { ssr: false });

/** The latest-footprints panel of the pages it shows on (docs/product.md §2.4 item 9), loaded when the page is idle. */
export function LatestFootprintsDock({ imageHost }: { imageHost: string }) {
  const idle = useAfterIdle();
  const pathname = splitLocale(usePathname()).pathname;
  return idle && showsFootprints(pathname) ? <LatestFootprints imageHost={imageHost} /> : null;
}
