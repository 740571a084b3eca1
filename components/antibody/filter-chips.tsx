'use client';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { RemovableChips, type RemovableChip } from '@/components/ui/removable-chips';
import styles from './filter-chips.module.css';
import { useUrlNavigation } from './use-url-navigation';

export interface FilterChipsProps {
  /** Names the list of chips, e.g. 'Active filters'. */
  label: string;
  chips: readonly RemovableChip[];
  /** The button that clears every filter at once, when the page has none of its own. */
  clear?: { label: string; href: string };
}

/** The active filters as removable chips (docs/product.md §2.4 item 4), with one button to clear them all. */
export function FilterChips({ label, chips, clear }: FilterChipsProps) {
  const { navigate, pending } = useUrlNavigation();
  if (chips.length === 0) return null;
  return (
    <div className={styles.bar} aria-busy={pending}>
      <RemovableChips label={label} chips={chips} onRemove={navigate} />
      {clear ? (
        <button type="button" className={cx(button.base, button.text, button.small)} onClick={() => navigate(clear.href)}>
          {clear.label}
        </button>
      ) : null}
    </div>
  );
}
