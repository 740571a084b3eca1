/**
 * Whether a banner or advert is within its validity window (docs/product.md §2.4 item 10): our API
 * lists only those, and the storefront checks again, so a backend that sends windows without
 * applying them never shows a campaign that is over.
 */
export interface BannerWindow {
  validFrom: string | null;
  validUntil: string | null;
}

export function isShowing(banner: BannerWindow, now: number): boolean {
  const from = banner.validFrom === null ? Number.NaN : Date.parse(banner.validFrom);
  const until = banner.validUntil === null ? Number.NaN : Date.parse(banner.validUntil);
  return !(from > now) && !(until <= now);
}
