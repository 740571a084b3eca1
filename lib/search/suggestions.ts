/**
 * Search suggestions (docs/product.md §5, §9): only the answer for the term still in the box counts.
 * Each new request aborts the one before, and an answer that arrives anyway (it was already on
 * its way) is dropped unless it is for the latest request and the box still holds its term.
 */
import { SEARCH_SUGGESTIONS_COUNT } from '@/lib/catalogue/constants';
import { normalizeTerm } from './search-query';

interface SuggestionRequest {
  term: string;
  signal: AbortSignal;
  /** Whether an answer to this request may still be shown while the box holds `currentInput`. */
  isCurrent(currentInput: string): boolean;
}

export interface LatestOnly {
  begin(term: string): SuggestionRequest;
  /** Aborts the request under way (the box was emptied or left). */
  cancel(): void;
}

export function createLatestOnly(makeController: () => AbortController = () => new AbortController()): LatestOnly {
  let active: AbortController | null = null;
  let generation = 0;
  const cancel = () => {
    active?.abort();
    active = null;
    generation += 1;
  };
  return {
    begin(rawTerm) {
      cancel();
      const controller = makeController();
      active = controller;
      const mine = generation;
      const term = normalizeTerm(rawTerm);
      return {
        term,
        signal: controller.signal,
        isCurrent: (currentInput) => mine === generation && !controller.signal.aborted && normalizeTerm(currentInput) === term,
      };
    },
    cancel,
  };
}

/** The suggestion terms to show: trimmed, non-blank, each once (case-insensitive), at most 10. */
export function suggestionTerms(list: readonly { searchTerms?: unknown }[]): string[] {
  const terms: string[] = [];
  for (const item of list) {
    const term = normalizeTerm(item.searchTerms);
    if (term && !terms.some((each) => each.toLocaleLowerCase() === term.toLocaleLowerCase())) terms.push(term);
    if (terms.length === SEARCH_SUGGESTIONS_COUNT) break;
  }
  return terms;
}
