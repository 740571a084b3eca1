/**
 * Search calls of the client islands, through the BFF (docs/product.md §5, §7.2): suggestions,
 * the search count, the cell-bank keyword search and a logged-in customer's recent searches.
 */
import { CATEGORY } from '@/lib/catalogue/category-codes';
import { RECENT_SEARCHES_MAX, SEARCH_SUGGESTIONS_COUNT } from '@/lib/catalogue/constants';
import { browserApi, type BrowserApiClient } from '../browser';
import type { ApiLocale } from '../contract';
import { toSearchTerms } from '../customer-shape';
import { searchApi, userSearchesApi } from '@/contract/operations/search';
import { mediumApi } from '@/contract/operations/finder';

/** Suggestions for a typed term (hasResult=1: only terms that find goods); the rows as answered. */
export async function fetchSuggestions(searchTerms: string, locale: ApiLocale, signal: AbortSignal): Promise<{ searchTerms?: unknown }[]> {
  const params = { searchTerms, hasResult: 1, limit: SEARCH_SUGGESTIONS_COUNT };
  return (await browserApi.requestPage<{ searchTerms?: unknown }>(searchApi.list, params, { locale, signal })).list;
}

/** Counts a search; scope null: leaving the page at once must not cancel the count. */
export function recordSearch(searchTerms: string, locale: ApiLocale): void {
  browserApi.call(searchApi.record, { searchTerms }, { locale, scope: null }).catch(() => undefined);
}

/** Cell-line categories of the cell bank matching a keyword; the rows as answered. */
export async function searchCellLines(keyword: string, locale: ApiLocale, signal: AbortSignal): Promise<unknown[]> {
  const params = { id: CATEGORY.CELL_BANK, keyword };
  return (await browserApi.requestPage<unknown>(mediumApi.searchClassify, params, { locale, signal })).list;
}

/**
 * A logged-in customer's recent searches on the server; every answer is the new list, newest
 * first. Scope null: a change must not be cancelled by the route change the search causes.
 */
export function customerSearchCalls(locale: ApiLocale, client: BrowserApiClient = browserApi) {
  const options = { locale, scope: null };
  const terms = async (answer: Promise<unknown>) => toSearchTerms(await answer);
  return {
    list: () => terms(client.request(userSearchesApi.getSearchContent, { size: RECENT_SEARCHES_MAX }, options)),
    save: (searchTerms: string) => terms(client.request(userSearchesApi.saveSearchContent, { searchTerms }, options)),
    /** Without a term it clears the whole list. */
    remove: (searchTerms?: string) => terms(client.request(userSearchesApi.deleteSearchContent, searchTerms ? { searchTerms } : {}, options)),
  };
}
