'use client';
import { useEffect, useRef, useState } from 'react';
import { fetchSuggestions } from '@/lib/api/islands/search';
import { SEARCH_SUGGEST_DEBOUNCE_MS } from '@/lib/catalogue/constants';
import type { Locale } from '@/lib/i18n/locales';
import { normalizeTerm } from '@/lib/search/search-query';
import { createLatestOnly, suggestionTerms, type LatestOnly } from '@/lib/search/suggestions';

/**
 * Up to 10 suggestions for the term being typed (docs/product.md §5, §7.2), asked for once typing pauses.
 * A blank term asks nothing and shows none. The previous list stays up while the next one is
 * on its way, so the popup does not flicker with every keystroke.
 */
export function useSuggestions(input: string, locale: Locale): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const latest = useRef<LatestOnly | null>(null);
  const current = useRef(input);
  const term = normalizeTerm(input);

  useEffect(() => {
    current.current = input;
  });

  // A blank term drops the list, so the next term does not bring back the one before it
  // (adjusted while rendering, https://react.dev/learn/you-might-not-need-an-effect).
  if (!term && suggestions.length > 0) setSuggestions([]);

  useEffect(() => {
    latest.current ??= createLatestOnly();
    const gate = latest.current;
    if (!term) {
      gate.cancel();
      return;
    }
    const timer = window.setTimeout(() => {
      const request = gate.begin(term);
      fetchSuggestions(term, locale, request.signal)
        .then((rows) => {
          if (request.isCurrent(current.current)) setSuggestions(suggestionTerms(rows));
        })
        .catch(() => {
          // Aborted, or no answer: the box simply offers no new suggestions.
        });
    }, SEARCH_SUGGEST_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term, locale]);

  useEffect(() => () => latest.current?.cancel(), []);

  return suggestions;
}
