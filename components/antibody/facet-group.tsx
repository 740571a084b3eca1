'use client';
import { useId } from 'react';
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
 * One filter group (Species, Applications, Research area) as checkboxes labelled with their
 * counts. An unchecked option with no goods is disabled: ticking it could only empty the list.
 */
export function FacetGroup({ heading, options, selected, onToggle, onReset }: FacetGroupProps) {
  const t = useTranslations('antibody');
  const headingId = useId();
  if (options.length === 0) return null;
  return (
    <fieldset className={cx(styles.group, styles.facets)} aria-labelledby={headingId}>
      <GroupHead id={headingId} heading={heading} resetLabel={t('resetGroup', { group: heading })} canReset={selected.length > 0} onReset={onReset} />
      <div className={styles.options}>
        {options.map((option) => {
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
    </fieldset>
  );
}
