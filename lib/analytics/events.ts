/**
 * The shop's analytics events (docs/product.md §15.6), one model for both tags: what a buyer did
 * in the catalogue's words, never who they are. No event has a field for a name, email, phone,
 * address or token; the free text it does carry (a search term, a page address) is cleaned by
 * personal-data.ts before it leaves the page.
 */
import type { DisplayCurrency } from '@/lib/catalogue/money';

/** A goods item as analytics names it. `id` is the goods id, the one key every event knows. */
export interface AnalyticsItem {
  id: number;
  /** The Cat. No. */
  itemno?: string;
  name?: string;
  quantity?: number;
}

/** Where an inquiry was started: a goods page or dialog, the inquiry list, or the general form. */
export type InquirySource = 'goods' | 'inquiry_list' | 'general';

export type ShopEvent =
  | { name: 'page_view'; location: string; title: string; referrer: string }
  | { name: 'search'; term: string; resultCount: number }
  | { name: 'view_item'; item: AnalyticsItem }
  | { name: 'view_item_list'; listId: string; listName: string; items: readonly AnalyticsItem[] }
  | { name: 'add_to_inquiry_list'; item: AnalyticsItem }
  | { name: 'begin_inquiry'; source: InquirySource; items: readonly AnalyticsItem[] }
  | { name: 'inquiry_submitted'; source: InquirySource; items: readonly AnalyticsItem[] }
  | { name: 'order_submitted'; orderNo: string; value: number; currency: DisplayCurrency; items: readonly AnalyticsItem[] };

/** The events a page's server markup announces (components/analytics/track-view.tsx). */
export type PageEvent = Extract<ShopEvent, { name: 'search' | 'view_item' | 'view_item_list' }>;

/** At most this many items go with one event: GA4 keeps 200, a listing page shows fewer. */
export const ITEMS_PER_EVENT = 50;
