/**
 * How any island reports a shop event (docs/product.md §15.6): onto the page's queue, which the
 * analytics island (components/analytics/analytics.tsx) drains once it is up and forwards only
 * after consent. Built in only when analytics is configured; otherwise the build puts track.off.ts
 * in its place (lib/build-features.mjs), so an island's call costs nothing. Import it by its `@/`
 * path only: that is the path the build swaps.
 */
import type { ShopEvent } from './events';

/** The queue's one method: an array before the analytics island is up, its forwarder after. */
interface AnalyticsQueue {
  push(event: ShopEvent): void;
}

declare global {
  interface Window {
    labshopAnalytics?: AnalyticsQueue;
  }
}

export function track(event: ShopEvent): void {
  if (typeof window === 'undefined') return;
  (window.labshopAnalytics ??= [] as ShopEvent[]).push(event);
}
