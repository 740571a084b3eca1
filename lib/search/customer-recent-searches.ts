/**
 * A logged-in customer's recent searches, kept on the server (docs/product.md §5, §6; the calls
 * are in lib/api/islands/search.ts) behind the same
 * RecentSearchStore as the device list. The server de-duplicates and orders; every answer is the
 * new list, newest first. A failed call leaves the box with what the server last said, or
 * nothing: recent searches never block a search.
 */
import type { BrowserApiClient } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import { customerSearchCalls } from '@/lib/api/islands/search';
import { RECENT_SEARCHES_CHANGED_EVENT, type RecentSearchStore } from './recent-searches';
import { normalizeTerm } from './search-query';

function announceChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(RECENT_SEARCHES_CHANGED_EVENT));
}

export function customerRecentSearches(locale: ApiLocale, client?: BrowserApiClient, onChange: () => void = announceChange): RecentSearchStore {
  const calls = customerSearchCalls(locale, client);
  const list = async (): Promise<string[]> => calls.list().catch(() => []);
  const change = async (answer: Promise<string[]>): Promise<string[]> => {
    try {
      const terms = await answer;
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
      return searchTerms ? change(calls.save(searchTerms)) : list();
    },
    remove: async (term) => {
      const searchTerms = normalizeTerm(term);
      // Sent blank, the call would clear the whole list.
      return searchTerms ? change(calls.remove(searchTerms)) : list();
    },
    clear: async () => change(calls.remove()),
  };
}
