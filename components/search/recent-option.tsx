'use client';
import { CloseIcon } from '@/components/ui/icons';
import type { OptionProps } from './search-popup';
import styles from './search-box.module.css';

export interface RecentOptionProps {
  option: OptionProps;
  term: string;
  /** Tooltip of the remove cross. */
  removeLabel: string;
  /** The id of the hint telling keyboard and screen-reader users that Delete removes an entry. */
  hintId: string;
  onRemove(term: string): void;
}

/**
 * A recent search in the popup, with a cross to remove it. An option may not hold a control of
 * its own (ARIA: its children are presentational), so the cross is for the mouse only, and the
 * Delete key removes the highlighted entry for everyone else, as the hint says.
 */
export function RecentOption({ option, term, removeLabel, hintId, onRemove }: RecentOptionProps) {
  return (
    <li {...option} aria-describedby={hintId}>
      <span className={styles.term}>{term}</span>
      <span
        aria-hidden
        title={removeLabel}
        className={styles.remove}
        onClick={(event) => {
          // The row itself would search for the term.
          event.stopPropagation();
          onRemove(term);
        }}
      >
        <CloseIcon size="small" />
      </span>
    </li>
  );
}
