'use client';
import { useEffect, useState } from 'react';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useLocaleRouter } from '@/components/common/use-locale-router';
import { RECENT_SEARCHES_MAX, SEARCH_SUGGESTIONS_COUNT } from '@/lib/catalogue/constants';
import { normalizeTerm, searchResultHref } from '@/lib/search/search-query';
import { comboboxKeyHandler } from './combobox-keys';
import { optionId } from './option-id';
import type { ActiveOption } from './search-popup';
import type { SearchOptions, SearchSourceProps } from './search-source';

const NO_OPTIONS: SearchOptions = { suggestions: [], recents: [], remove: () => undefined, clear: () => undefined };

/**
 * The search box's state (docs/product.md §5): the text typed, whether the popup is wanted, the
 * highlighted entry; what the popup lists (suggestions for a term, recent searches for an empty
 * box); and searching, which opens /search-result for a non-blank term and does nothing else.
 * What it lists comes from the search source (search-source.tsx), which the box mounts once
 * `engaged`: first focused, pointed at or typed in.
 */
export function useSearchBox(listboxId: string) {
  const locale = usePageLocale();
  const router = useLocaleRouter();
  const [input, setInput] = useState('');
  // The term last searched: the box keeps showing it, but needs no suggestions for it.
  const [searched, setSearched] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState<ActiveOption | null>(null);
  const [engaged, setEngaged] = useState(false);
  const [{ suggestions, recents, remove, clear }, setOptions] = useState(NO_OPTIONS);
  const source: SearchSourceProps | null = engaged ? { input: input === searched ? '' : input, locale, onChange: setOptions } : null;
  const showingRecents = normalizeTerm(input) === '';
  const options = showingRecents ? recents.slice(0, RECENT_SEARCHES_MAX) : suggestions.slice(0, SEARCH_SUGGESTIONS_COUNT);
  // Like MUI's free-solo Autocomplete before it, the popup only shows when it has entries.
  const expanded = open && options.length > 0;
  // An entry that left the list (removed, or new suggestions came) is no longer highlighted.
  const activeIndex = highlight && expanded ? options.indexOf(highlight.term) : -1;
  const active = activeIndex >= 0 ? highlight : null;

  useEffect(() => {
    if (active?.byKeyboard) document.getElementById(optionId(listboxId, activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [active, activeIndex, listboxId]);

  const close = () => {
    setOpen(false);
    setHighlight(null);
  };

  const search = (raw: string) => {
    const term = normalizeTerm(raw);
    if (!term) return;
    setInput(term);
    setSearched(term);
    close();
    router.push(searchResultHref(term));
  };

  const edit = (value: string) => {
    setInput(value);
    // Typing again asks for suggestions again, even for the term last searched; emptying the
    // box shows the recent searches, as focusing an empty box does.
    setSearched(null);
    setHighlight(null);
    setOpen(true);
    setEngaged(true);
  };

  const onKeyDown = comboboxKeyHandler({
    options,
    expanded,
    activeIndex,
    highlight: (term) => {
      setOpen(true);
      setHighlight(term === null ? null : { term, byKeyboard: true });
    },
    choose: search,
    close,
    removeActive: showingRecents && active ? () => remove(active.term) : null,
  });

  return {
    input,
    options,
    expanded,
    active,
    activeId: active ? optionId(listboxId, activeIndex) : undefined,
    showingRecents,
    locale,
    source,
    engage: () => setEngaged(true),
    openPopup: () => {
      setOpen(true);
      setEngaged(true);
    },
    close,
    edit,
    search,
    hover: (term: string) => setHighlight({ term, byKeyboard: false }),
    onKeyDown,
    remove,
    clear,
  };
}
