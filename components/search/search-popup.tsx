'use client';
import type { HTMLAttributes } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import textStyles from '@/components/ui/text.module.css';
import { optionId } from './option-id';
import { RecentOption } from './recent-option';
import styles from './search-box.module.css';

/** The highlighted entry, and whether the keyboard (not the pointer) put it there. */
export interface ActiveOption {
  term: string;
  byKeyboard: boolean;
}

export type OptionProps = HTMLAttributes<HTMLLIElement> & { id: string; role: 'option' };

/** What the popup adds around the recent searches; null while it lists suggestions. */
export interface RecentExtras {
  heading: string;
  headingId: string;
  /** Read out with each entry: how to remove one from the keyboard. */
  hint: string;
  hintId: string;
  clearLabel: string;
  removeLabel(term: string): string;
  onRemove(term: string): void;
  onClear(): void;
}

export interface SearchPopupProps {
  listboxId: string;
  options: readonly string[];
  active: ActiveOption | null;
  /** The listbox's name while it lists suggestions. */
  suggestionsLabel: string;
  recent: RecentExtras | null;
  onChoose(term: string): void;
  onHover(term: string): void;
}

/**
 * The search box's popup: the suggestions for the term typed, or the visitor's recent searches
 * under their heading with a 'Clear all' button.
 */
export function SearchPopup({ listboxId, options, active, suggestionsLabel, recent, onChoose, onHover }: SearchPopupProps) {
  const optionProps = (term: string, index: number): OptionProps => {
    const isActive = active?.term === term;
    return {
      id: optionId(listboxId, index),
      role: 'option',
      'aria-selected': isActive,
      className: cx(styles.option, isActive && (active.byKeyboard ? styles.keyboard : styles.active)),
      onClick: () => onChoose(term),
      onMouseMove: () => {
        if (!isActive) onHover(term);
      },
    };
  };

  return (
    // Clicks in the popup keep the focus (and so the popup) in the search box.
    <div className={styles.popup} onMouseDown={(event) => event.preventDefault()}>
      {recent ? (
        <>
          <p id={recent.headingId} className={styles.heading}>
            {recent.heading}
          </p>
          <span id={recent.hintId} className={textStyles.visuallyHidden}>
            {recent.hint}
          </span>
        </>
      ) : null}
      <ul id={listboxId} role="listbox" className={styles.listbox} {...(recent ? { 'aria-labelledby': recent.headingId } : { 'aria-label': suggestionsLabel })}>
        {options.map((term, index) =>
          recent ? (
            <RecentOption
              key={term}
              option={optionProps(term, index)}
              term={term}
              removeLabel={recent.removeLabel(term)}
              hintId={recent.hintId}
              onRemove={recent.onRemove}
            />
          ) : (
            <li key={term} {...optionProps(term, index)}>
              {term}
            </li>
          ),
        )}
      </ul>
      {recent ? (
        <div className={styles.actions}>
          <button type="button" className={cx(buttonStyles.base, buttonStyles.text, buttonStyles.small)} onClick={recent.onClear}>
            {recent.clearLabel}
          </button>
        </div>
      ) : null}
    </div>
  );
}
