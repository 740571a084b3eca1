'use client';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { isLocale, defaultLocale } from '@/lib/i18n/locales';
import { useRouter } from '@/lib/i18n/navigation';
import { SEARCH_TERM_MAX_LENGTH, normalizeTerm, searchResultHref } from '@/lib/search/search-query';
import { RecentOption } from './recent-option';
import { RecentPopupContext, SearchPopupPaper } from './search-popup-paper';
import { useRecentSearches } from './use-recent-searches';
import { useSuggestions } from './use-suggestions';

const keepServerOrder = (options: string[]) => options;

/**
 * The header's search box (SPEC.md §2.4 item 1, §5): suggestions while typing, the visitor's
 * recent searches while empty, and Enter, a chosen entry or the Search button opening
 * /search-result. A blank or whitespace-only term does nothing.
 */
export function SearchBox() {
  const t = useTranslations('search');
  const rawLocale = useLocale();
  const locale = isLocale(rawLocale) ? rawLocale : defaultLocale;
  const router = useRouter();
  const headingId = useId();
  const hintId = useId();
  const [input, setInput] = useState('');
  // The term last searched: the box keeps showing it, but needs no suggestions for it.
  const [searched, setSearched] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // A ref, not state: re-rendering on every highlight move makes MUI re-sync (and drop) it.
  const highlighted = useRef<string | null>(null);
  const suggestions = useSuggestions(input === searched ? '' : input, locale);
  const { recents, remove, clear } = useRecentSearches();
  const showingRecents = normalizeTerm(input) === '';

  const search = (raw: string) => {
    const term = normalizeTerm(raw);
    if (!term) return;
    setInput(term);
    setSearched(term);
    router.push(searchResultHref(term));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
    if (event.key === 'Delete' && open && showingRecents && highlighted.current !== null) {
      event.defaultMuiPrevented = true;
      event.preventDefault();
      remove(highlighted.current);
    }
  };

  const popupExtras = showingRecents && recents.length ? { heading: t('recentHeading'), headingId, hint: t('recentHint'), hintId, clearLabel: t('clearRecent'), onClear: clear } : null;

  return (
    <Box role="search" aria-label={t('boxLabel')} sx={{ display: 'flex', alignItems: 'stretch', width: '100%', maxWidth: 560 }}>
      <RecentPopupContext.Provider value={popupExtras}>
        <Autocomplete
          freeSolo
          openOnFocus
          clearText={t('clearInput')}
          options={showingRecents ? recents : suggestions}
          filterOptions={keepServerOrder}
          value={null}
          inputValue={input}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => {
            setOpen(false);
            highlighted.current = null;
          }}
          onInputChange={(_event, value, reason) => {
            // 'reset' is MUI putting the chosen entry's text back; search() sets it itself.
            if (reason === 'reset') return;
            setInput(value);
            if (reason === 'input' || reason === 'clear') {
              // Typing again asks for suggestions again, even for the term last searched.
              setSearched(null);
              // Emptying the box shows the recent searches, as focusing an empty box does.
              setOpen(true);
            }
          }}
          onChange={(_event, value) => {
            if (typeof value === 'string') search(value);
          }}
          onHighlightChange={(_event, option) => {
            highlighted.current = option;
          }}
          onKeyDown={onKeyDown}
          slots={{ paper: SearchPopupPaper }}
          slotProps={{
            listbox: showingRecents ? { 'aria-labelledby': headingId } : { 'aria-label': t('suggestionsLabel') },
          }}
          renderOption={({ key, ...props }, option) =>
            showingRecents ? (
              <RecentOption key={key} optionProps={props} term={option} removeLabel={t('removeRecent', { term: option })} hintId={hintId} onRemove={remove} />
            ) : (
              <li key={key} {...props}>
                {option}
              </li>
            )
          }
          sx={{ flexGrow: 1 }}
          renderInput={(params) => (
            <TextField
              {...params}
              placeholder={t('placeholder')}
              size="small"
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('boxLabel'), enterKeyHint: 'search', maxLength: SEARCH_TERM_MAX_LENGTH },
                input: { ...params.slotProps.input, sx: { borderTopRightRadius: 0, borderBottomRightRadius: 0, bgcolor: 'background.paper' } },
              }}
            />
          )}
        />
      </RecentPopupContext.Provider>
      <Button variant="contained" disableElevation onClick={() => search(input)} sx={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, px: 2.5, flexShrink: 0 }}>
        {t('submit')}
      </Button>
    </Box>
  );
}
