'use client';
import { CancelIcon } from './icons';
import styles from './removable-chips.module.css';

export interface RemovableChip {
  key: string;
  label: string;
  /** Accessible name of the chip's action, e.g. 'Remove filter: Human'. */
  removeLabel: string;
  removeHref: string;
}

/** Active filters as chips; the whole chip is the remove button, so keyboard and pointer users have one target. */
export function RemovableChips({ label, chips, onRemove }: { label: string; chips: readonly RemovableChip[]; onRemove: (href: string) => void }) {
  return (
    <ul aria-label={label} className={styles.list}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button type="button" className={styles.chip} aria-label={chip.removeLabel} onClick={() => onRemove(chip.removeHref)}>
            <span>{chip.label}</span>
            <CancelIcon size="inherit" />
          </button>
        </li>
      ))}
    </ul>
  );
}
