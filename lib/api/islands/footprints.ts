/**
 * Browsing footprints of a logged-in customer from the browser (docs/product.md §7.1: page, limit=4,
 * page.records and page.pages; docs/product.md §7.1). Guests keep theirs on the device
 * (lib/browsing-history.ts). The client is injectable for tests.
 */
import { browserApi, type BrowserApiClient } from '@/lib/api/browser';
import { toCustomerPage, toFootprintGoods, type CustomerPage, type FootprintGoods } from '@/lib/api/customer-shape';
import type { ApiLocale } from '@/lib/api/contract';
import { footprintsApi } from '@/contract/operations/customer';

/** Raised on `window` after a footprint is written or removed, so the panel in the same tab refreshes. */
export const FOOTPRINTS_CHANGED_EVENT = 'labshop:footprints';

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(FOOTPRINTS_CHANGED_EVENT));
}

/**
 * Writes a goods-detail view (re-viewing moves it to the top). It outlives a quick route change:
 * the view happened even if the visitor leaves at once.
 */
export async function recordFootprint(goodsId: number, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.send(footprintsApi.addFootprint, { goodsId }, { locale, scope: null });
  announce();
}

/** One page of footprints, newest first; `page` counts from 1. */
export async function footprintPage(
  page: number,
  limit: number,
  locale: ApiLocale,
  client: BrowserApiClient = browserApi,
): Promise<CustomerPage<FootprintGoods>> {
  const answer = await client.requestPage<unknown>(footprintsApi.footprint, { page, limit }, { locale });
  return toCustomerPage(answer.list, answer.total, limit, toFootprintGoods, answer.pages);
}

export async function removeFootprints(goodsIds: readonly number[], locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.send(footprintsApi.delete, { goodsId: [...goodsIds] }, { locale });
  announce();
}
