'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import type { FacetOption } from '@/lib/api/finder-shape';
import { CheckOption } from './check-option';
import styles from './finder-panel.module.css';

export interface FacetGroupProps {
  heading: string;
  options: readonly FacetOption[];
  selected: readonly string[];
  onToggle: (code: string) => void;
  onReset: () => void;
}

/** A group's heading with its Reset button, which says which group it resets. */
export function GroupHead({
  id,
  heading,
  resetLabel,
  canReset,
  onReset,
}: {
  id: string;
  heading: string;
  resetLabel: string;
  canReset: boolean;
  onReset: () => void;
}) {
  const t = useTranslations('antibody');
  return (
    <div className={styles.groupHead}>
      <h3 id={id}>{heading}</h3>
      <button type="button" className={cx(button.base, button.text, button.small, styles.reset)} onClick={onReset} disabled={!canReset} aria-label={resetLabel}>
        {t('reset')}
      </button>
    </div>
  );
}

/**
 * Options a group shows until the visitor asks for all of them: the most common ones (the API
 * sends them by count). The rest are rendered only then, so the finder's first HTML does not
 * carry every option of every group (docs/islands.md).
 */
const FIRST_OPTIONS = 6;

/**
 * One filter group (Species, Applications, Research area) as checkboxes labelled with their
 * counts. An unchecked option with no goods is disabled: ticking it could only empty the list.
 * A checked option always shows, wherever it is in the list.
 */
export function FacetGroup({ heading, options, selected, onToggle, onReset }: FacetGroupProps) {
  const t = useTranslations('antibody');
  const headingId = useId();
  const listId = useId();
  const [all, setAll] = useState(false);
  if (options.length === 0) return null;
  const first = options.filter((option, index) => index < FIRST_OPTIONS || selected.includes(option.code));
  const shown = all ? options : first;
  return (
    <fieldset className={cx(styles.group, styles.facets)} aria-labelledby={headingId}>
      <GroupHead id={headingId} heading={heading} resetLabel={t('resetGroup', { group: heading })} canReset={selected.length > 0} onReset={onReset} />
      <div id={listId} className={styles.options}>
        {shown.map((option) => {
          const checked = selected.includes(option.code);
          return (
            <CheckOption
              key={option.code}
              label={t('optionLabel', { name: option.name, count: option.count })}
              checked={checked}
              disabled={!checked && option.count === 0}
              onChange={() => onToggle(option.code)}
            />
          );
        })}
      </div>
      {first.length < options.length ? (
        <button
          type="button"
          className={cx(button.base, button.text, button.small, styles.start)}
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
        >
          {all ? t('fewerOptions', { group: heading }) : t('moreOptions', { group: heading, count: options.length })}
        </button>
      ) : null}
    </fieldset>
  );
}
