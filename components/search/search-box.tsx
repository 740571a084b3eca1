'use client';
import { useId, useRef, type FormEvent } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import buttonStyles from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { CloseIcon } from '@/components/ui/icons';
import { localePath } from '@/lib/i18n/locales';
import { SEARCH_RESULT_PATH, SEARCH_TERM_MAX_LENGTH } from '@/lib/search/search-query';
import type { RecentExtras } from './search-popup';
import styles from './search-box.module.css';
import { useSearchBox } from './use-search-box';

// Loaded when the box first opens its popup: every page carries the box, few visitors use it (docs/islands.md).
const SearchPopup = dynamic(() => import('./search-popup').then((module) => module.SearchPopup), { ssr: false });
// Loaded when the box is first focused, pointed at or typed in: suggestions, recent searches and
// the session they depend on (docs/islands.md).
const SearchSource = dynamic(() => import('./search-source').then((module) => module.SearchSource), { ssr: false });

/**
 * The header's search box (docs/product.md §2.4 item 1, §5): suggestions while typing, the visitor's
 * recent searches while empty, and Enter, a chosen entry or the Search button opening
 * /search-result. A blank or whitespace-only term does nothing. A plain combobox (WAI-ARIA APG,
 * list autocomplete) rather than MUI's: it is in every page's first load (docs/islands.md).
 * `landmark` names the search landmark where a page carries a second box (the personal centre's
 * header), so the two landmarks are told apart; the field keeps its name.
 */
export function SearchBox({ landmark }: { landmark?: string } = {}) {
  const t = useTranslations('search');
  const listboxId = useId();
  const headingId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const box = useSearchBox(listboxId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Before hydration the form itself opens the result page; after it, a blank term does nothing.
    event.preventDefault();
    box.search(box.input);
  };

  const recent: RecentExtras | null = box.showingRecents
    ? {
        heading: t('recentHeading'),
        headingId,
        hint: t('recentHint'),
        hintId,
        clearLabel: t('clearRecent'),
        removeLabel: (term) => t('removeRecent', { term }),
        onRemove: box.remove,
        onClear: box.clear,
      }
    : null;

  return (
    <form role="search" aria-label={landmark ?? t('boxLabel')} action={localePath(box.locale, SEARCH_RESULT_PATH)} className={styles.box} onSubmit={onSubmit}>
      <div className={styles.field}>
        <input
          ref={inputRef}
          name="search"
          type="text"
          role="combobox"
          aria-label={t('boxLabel')}
          aria-autocomplete="list"
          aria-expanded={box.expanded}
          aria-controls={box.expanded ? listboxId : undefined}
          aria-activedescendant={box.activeId}
          placeholder={t('placeholder')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_TERM_MAX_LENGTH}
          className={styles.input}
          value={box.input}
          onChange={(event) => box.edit(event.target.value)}
          onFocus={box.openPopup}
          onClick={box.openPopup}
          onPointerEnter={box.engage}
          onBlur={box.close}
          onKeyDown={box.onKeyDown}
        />
        {box.input ? (
          <button
            type="button"
            tabIndex={-1}
            aria-label={t('clearInput')}
            title={t('clearInput')}
            className={cx(buttonStyles.icon, buttonStyles.iconSmall, styles.clear)}
            // Keeps the focus in the box, so its popup stays.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              box.edit('');
              inputRef.current?.focus();
            }}
          >
            <CloseIcon size="small" />
          </button>
        ) : null}
        {box.source ? <SearchSource {...box.source} /> : null}
        {box.expanded ? (
          <SearchPopup
            listboxId={listboxId}
            options={box.options}
            active={box.active}
            suggestionsLabel={t('suggestionsLabel')}
            recent={recent}
            onChoose={box.search}
            onHover={box.hover}
          />
        ) : null}
      </div>
      <button type="submit" className={cx(buttonStyles.base, buttonStyles.contained, styles.submit)}>
        {t('submit')}
      </button>
    </form>
  );
}
