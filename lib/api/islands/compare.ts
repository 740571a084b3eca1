/**
 * A logged-in customer's compare list from the browser (docs/product.md §2.12): the BFF adds the
 * session's token. Each call answers the list as it is afterwards. The client is injectable for tests.
 */
import { API_CODE, browserApi, createBrowserClient, isApiError, type BrowserApiClient } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import { compareListApi } from '@/contract/operations/compare';
import { toCompareIds } from '@/lib/compare/compare-ids';

const listOf = (data: { list?: unknown }): number[] => toCompareIds(Array.isArray(data.list) ? data.list : []);

/**
 * For the read made when the page is idle, which the visitor did not ask for: it neither leaves the
 * page on a 401 nor raises the re-login prompt on a 402, as the visitor's own clicks do.
 */
const quietApi = createBrowserClient({ effects: { navigate: () => undefined, dispatch: () => undefined } });

export async function accountCompareIds(locale: ApiLocale, client: BrowserApiClient = quietApi): Promise<number[]> {
  return listOf(await client.request(compareListApi.myCompare, {}, { locale }));
}

export async function addToAccountCompare(goodsId: number, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<number[]> {
  return listOf(await client.request(compareListApi.addCompare, { goodsId: [goodsId] }, { locale }));
}

export async function removeFromAccountCompare(goodsId: number, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<number[]> {
  return listOf(await client.request(compareListApi.cancelCompare, { goodsId: [goodsId] }, { locale }));
}

/** The API's own refusal of a fifth goods item: another tab filled the list first. */
export function isCompareListFull(error: unknown): boolean {
  return isApiError(error) && error.code === API_CODE.conflict;
}
