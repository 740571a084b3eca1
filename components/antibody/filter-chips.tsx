'use client';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import styles from './filter-chips.module.css';
import { useUrlNavigation } from './use-url-navigation';

export interface RemovableChip {
  key: string;
  label: string;
  /** Accessible name of the chip's action, e.g. 'Remove filter: Human'. */
  removeLabel: string;
  removeHref: string;
}

export interface FilterChipsProps {
  /** Names the list of chips, e.g. 'Active filters'. */
  label: string;
  chips: readonly RemovableChip[];
  /** The button that clears every filter at once, when the page has none of its own. */
  clear?: { label: string; href: string };
}

/** MUI's Cancel glyph, the delete mark of a chip. */
function CancelGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d="M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2zm5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12 17 15.59z" />
    </svg>
  );
}

/** The active filters as removable chips (docs/product.md §2.4 item 4), with one button to clear them all. */
export function FilterChips({ label, chips, clear }: FilterChipsProps) {
  const { navigate, pending } = useUrlNavigation();
  if (chips.length === 0) return null;
  return (
    <div className={styles.bar} aria-busy={pending}>
      <ul aria-label={label} className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.key}>
            {/* The whole chip is the remove button, so keyboard and pointer users have one target. */}
            <button type="button" className={styles.chip} aria-label={chip.removeLabel} onClick={() => navigate(chip.removeHref)}>
              <span>{chip.label}</span>
              <CancelGlyph />
            </button>
          </li>
        ))}
      </ul>
      {clear ? (
        <button type="button" className={cx(button.base, button.text, button.small)} onClick={() => navigate(clear.href)}>
          {clear.label}
        </button>
      ) : null}
    </div>
  );
}
