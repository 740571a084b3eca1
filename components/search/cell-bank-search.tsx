'use client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { browserApi } from '@/lib/api/browser';
import { CATEGORY } from '@/lib/catalogue/category-codes';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { CELL_SEARCH_PATH, cellKeyword, toCellLineMatches, type CellLineMatch } from '@/lib/search/cell-lines';
import { CellLineMatches } from './cell-line-matches';

type SearchState = { kind: 'idle' } | { kind: 'blank' } | { kind: 'loading'; keyword: string } | { kind: 'done'; keyword: string; matches: CellLineMatch[] };

/**
 * The cell-bank side menu's keyword search (SPEC.md §2.4 item 7, §5): Enter or the button
 * searches the trimmed keyword; an empty one shows '请输入名称！' and asks nothing.
 */
export function CellBankSearch() {
  const t = useTranslations('search');
  const rawLocale = useLocale();
  const locale = isLocale(rawLocale) ? rawLocale : defaultLocale;
  const [input, setInput] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const pending = useRef<AbortController | null>(null);
  const inputId = useId();

  useEffect(() => () => pending.current?.abort(), []);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const keyword = cellKeyword(input);
    pending.current?.abort();
    if (keyword === null) {
      setState({ kind: 'blank' });
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    setState({ kind: 'loading', keyword });
    try {
      const page = await browserApi.requestPage<unknown>('post', CELL_SEARCH_PATH, { id: CATEGORY.CELL_BANK, keyword }, { locale, signal: controller.signal });
      if (!controller.signal.aborted) setState({ kind: 'done', keyword, matches: toCellLineMatches(page.list) });
    } catch {
      // SPEC.md §8: a list that fails shows 'No Data'.
      if (!controller.signal.aborted) setState({ kind: 'done', keyword, matches: [] });
    }
  };

  return (
    <Box sx={{ mb: 1.5 }}>
      <Box component="form" role="search" aria-label={t('cellSearchLabel')} noValidate onSubmit={search} sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <TextField
          id={inputId}
          size="small"
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            if (state.kind === 'blank') setState({ kind: 'idle' });
          }}
          placeholder={t('cellSearchPlaceholder')}
          slotProps={{ htmlInput: { 'aria-label': t('cellSearchLabel'), maxLength: 100, enterKeyHint: 'search' } }}
          fullWidth
        />
        <Button type="submit" variant="outlined" size="small" fullWidth>
          {t('submit')}
        </Button>
      </Box>
      {state.kind === 'blank' ? (
        <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
          {t('cellSearchEmpty')}
        </Alert>
      ) : null}
      {state.kind === 'loading' || state.kind === 'done' ? <CellLineMatches keyword={state.keyword} matches={state.kind === 'done' ? state.matches : null} /> : null}
    </Box>
  );
}
