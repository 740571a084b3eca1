/**
 * A logged-in customer's recent searches, kept on the server (docs/product.md §5, §6:
 * /operation/tiContent/getSearchContent, saveSearchContent, deleteSearchContent) behind the same
 * RecentSearchStore as the device list. The server de-duplicates and orders; every answer is the
 * new list, newest first. A failed call leaves the box with what the server last said, or
 * nothing: recent searches never block a search.
 */
import { browserApi, type BrowserApiClient } from '@/lib/api/browser';
import { toSearchTerms } from '@/lib/api/customer-shape';
import type { ApiLocale } from '@/lib/api/contract';
import { RECENT_SEARCHES_MAX } from '@/lib/catalogue/constants';
import { RECENT_SEARCHES_CHANGED_EVENT, type RecentSearchStore } from './recent-searches';
import { normalizeTerm } from './search-query';

const CONTENT = '/operation/tiContent';

function announceChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(RECENT_SEARCHES_CHANGED_EVENT));
}

export function customerRecentSearches(locale: ApiLocale, client: BrowserApiClient = browserApi, onChange: () => void = announceChange): RecentSearchStore {
  // A store call must not be cancelled by the route change the search itself causes.
  const options = { locale, scope: null };
  const list = async (): Promise<string[]> => {
    try {
      return toSearchTerms(await client.request<unknown>('get', `${CONTENT}/getSearchContent`, { size: RECENT_SEARCHES_MAX }, options));
    } catch {
      return [];
    }
  };
  const change = async (path: string, params: Record<string, string>): Promise<string[]> => {
    try {
      const terms = toSearchTerms(await client.request<unknown>('post', `${CONTENT}/${path}`, params, options));
      onChange();
      return terms;
    } catch {
      return list();
    }
  };
  return {
    list,
    add: async (term) => {
      const searchTerms = normalizeTerm(term);
      return searchTerms ? change('saveSearchContent', { searchTerms }) : list();
    },
    remove: async (term) => {
      const searchTerms = normalizeTerm(term);
      // Sent blank, the call would clear the whole list.
      return searchTerms ? change('deleteSearchContent', { searchTerms }) : list();
    },
    clear: async () => change('deleteSearchContent', {}),
  };
}
