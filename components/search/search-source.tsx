'use client';
import { useEffect } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { useRecentSearches, type RecentSearches } from './use-recent-searches';
import { useSuggestions } from './use-suggestions';

/** What the search box lists: suggestions for a term, the visitor's recent searches for an empty box. */
export interface SearchOptions extends RecentSearches {
  suggestions: string[];
}

export interface SearchSourceProps {
  /** The term to suggest for ('' for none). */
  input: string;
  locale: Locale;
  onChange(options: SearchOptions): void;
}

/**
 * The search box's data (docs/product.md §5): suggestions through the BFF, recent searches from
 * the device or, for a customer, the server (so the session too). It renders nothing and hands
 * what it knows to the box; the box loads it when first focused or pointed at, so none of this
 * is in the page's first load (docs/islands.md).
 */
export function SearchSource({ input, locale, onChange }: SearchSourceProps) {
  const suggestions = useSuggestions(input, locale);
  const { recents, remove, clear } = useRecentSearches();
  useEffect(() => onChange({ suggestions, recents, remove, clear }), [onChange, suggestions, recents, remove, clear]);
  return null;
}
