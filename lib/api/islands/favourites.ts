/**
 * Favourites from the browser (docs/product.md §4, §7.1): the BFF adds the session's
 * token, so these only work for a logged-in customer. The client is injectable for tests.
 */
import { browserApi, type BrowserApiClient } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import { favouritesApi } from '@/contract/operations/customer';

/** Raised on `window` after a favourite is added or removed, so other islands can refresh. */
const FAVOURITES_CHANGED_EVENT = 'labshop:favourites';

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(FAVOURITES_CHANGED_EVENT));
}

/** Which of `goodsIds` the customer has favourited (hearts on cached pages ask after hydration). */
export async function collectedIds(goodsIds: readonly number[], locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<Set<number>> {
  const data = await client.request(favouritesApi.collectedIds, { goodsId: [...goodsIds] }, { locale });
  const list = Array.isArray(data.list) ? data.list : [];
  return new Set(list.filter((id): id is number => typeof id === 'number'));
}

export async function addFavourite(goodsId: number, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request(favouritesApi.addCollection, { goodsId: [goodsId] }, { locale });
  announce();
}

export async function cancelFavourites(goodsIds: readonly number[], locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request(favouritesApi.cancelCollection, { goodsId: [...goodsIds] }, { locale });
  announce();
}
