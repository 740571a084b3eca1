'use client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import field from '@/components/ui/field.module.css';
import { cx } from '@/components/ui/class-names';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { cellKeyword, toCellLineMatches, type CellLineMatch } from '@/lib/search/cell-lines';
import styles from './cell-bank-search.module.css';
import { CellLineMatches } from './cell-line-matches';

/** MUI's ReportProblemOutlined, the warning alert's icon. */
function WarningGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden focusable="false">
      <path d="M12 5.99 19.53 19H4.47L12 5.99M12 2 1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z" />
    </svg>
  );
}

type SearchState = { kind: 'idle' } | { kind: 'blank' } | { kind: 'loading'; keyword: string } | { kind: 'done'; keyword: string; matches: CellLineMatch[] };

/**
 * The cell-bank side menu's keyword search (docs/product.md §2.4 item 7, §5): Enter or the button
 * searches the trimmed keyword; an empty one shows '请输入名称！' (English: 'Please enter a name!') and asks nothing.
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
      // The BFF client loads with the first search, not with the page (docs/islands.md).
      const { searchCellLines } = await import('@/lib/api/islands/search');
      const rows = await searchCellLines(keyword, locale, controller.signal);
      if (!controller.signal.aborted) setState({ kind: 'done', keyword, matches: toCellLineMatches(rows) });
    } catch {
      // docs/product.md §8: a list that fails shows 'No Data'.
      if (!controller.signal.aborted) setState({ kind: 'done', keyword, matches: [] });
    }
  };

  return (
    <div className={styles.wrap}>
      <form role="search" aria-label={t('cellSearchLabel')} noValidate onSubmit={search} className={styles.form}>
        <input
          id={inputId}
          type="text"
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            if (state.kind === 'blank') setState({ kind: 'idle' });
          }}
          placeholder={t('cellSearchPlaceholder')}
          aria-label={t('cellSearchLabel')}
          maxLength={100}
          className={field.input}
          enterKeyHint="search"
        />
        <button type="submit" className={cx(button.base, button.outlined, button.small, styles.submit)}>
          {t('submit')}
        </button>
      </form>
      {state.kind === 'blank' ? (
        <div role="alert" className={styles.alert}>
          <WarningGlyph />
          <span>{t('cellSearchEmpty')}</span>
        </div>
      ) : null}
      {state.kind === 'loading' || state.kind === 'done' ? (
        <CellLineMatches keyword={state.keyword} matches={state.kind === 'done' ? state.matches : null} />
      ) : null}
    </div>
  );
}
