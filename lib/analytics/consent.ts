/**
 * The visitor's analytics choice (docs/product.md §15.6), kept on the device under a pro_ key like
 * the shop's other device lists, so it holds across visits and logins and is never sent anywhere.
 * No choice yet means no tag: the banner asks.
 */
import { readStored, writeStored, type DeviceStorage } from '@/lib/device-storage';

/** @internal exported for its tests */
export const ANALYTICS_CONSENT_STORAGE_KEY = 'pro_analyticsConsent';

export type AnalyticsConsent = 'granted' | 'denied';

/** The stored choice; null when none was made (or the stored value is not one). */
export function readConsent(storage: Pick<DeviceStorage, 'getItem'> | null): AnalyticsConsent | null {
  const stored = readStored(storage, ANALYTICS_CONSENT_STORAGE_KEY);
  return stored === 'granted' || stored === 'denied' ? stored : null;
}

/** Remembers the choice; false when the storage refused it (it then holds for this page only). */
export function writeConsent(storage: DeviceStorage | null, consent: AnalyticsConsent): boolean {
  return writeStored(storage, ANALYTICS_CONSENT_STORAGE_KEY, consent);
}

/** The cookies the two tags set: GA4's _ga and _ga_<container>, Tongji's Hm_lvt_/Hm_lpvt_<site>. */
export function analyticsCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => /^_ga(_|$)/.test(name) || /^Hm_l(vt|pvt)_/.test(name));
}

/**
 * The domains a cookie of `hostname` may have been set on: the host and each parent with a dot
 * (GA4 sets its cookies on the widest domain it may), so a withdrawal can expire every copy.
 */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return [hostname];
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}
