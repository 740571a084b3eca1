/**
 * When the home advert dialog may open (docs/product.md §2.4 item 10, §4): only when advert banners
 * exist, and at most once per ADVERT_REAPPEAR_MS on this device. The time it was last shown is
 * kept in localStorage under a pro_ key (docs/product.md §1; §3 lists it as 'homepageAds').
 */
import { ADVERT_REAPPEAR_MS } from './constants';

export const ADVERT_STORAGE_KEY = 'pro_homepageAds';

/**
 * The stored time in ms since the epoch, or null when absent or unreadable.
 * @internal exported for its tests
 */
export function parseShownAt(stored: string | null | undefined): number | null {
  if (typeof stored !== 'string' || stored.trim() === '') return null;
  const shownAt = Number(stored);
  return Number.isFinite(shownAt) && shownAt > 0 ? shownAt : null;
}

/** What to store when the dialog opens at `now`. */
export function shownAtValue(now: number): string {
  return String(Math.trunc(now));
}

export interface AdvertScheduleInput {
  bannerCount: number;
  /** The stored value of ADVERT_STORAGE_KEY (null when unset). */
  stored: string | null;
  now: number;
}

export function shouldShowAdvert({ bannerCount, stored, now }: AdvertScheduleInput): boolean {
  if (bannerCount <= 0) return false;
  const shownAt = parseShownAt(stored);
  // A time ahead of the clock means the clock was set back: it must not hide the advert for good.
  if (shownAt === null || shownAt > now) return true;
  return now - shownAt >= ADVERT_REAPPEAR_MS;
}
