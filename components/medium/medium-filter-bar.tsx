'use client';
import { useTranslations } from 'next-intl';
import { useUrlNavigation, useUrlState } from '@/components/antibody/use-url-navigation';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { ProgressSlot } from '@/components/ui/progress-slot';
import { RemovableChips } from '@/components/ui/removable-chips';
import type { FacetOption } from '@/lib/api/finder-shape';
import {
  hasMediumFilters,
  mediumHref,
  resetMediumFilters,
  toggleMediumOption,
  type MediumChip,
  type MediumFilters,
  type MediumGroup,
} from '@/lib/catalogue/medium-filters';
import { GroupMenu } from './group-menu';
import styles from './medium-filter-bar.module.css';

export interface MediumFilterBarProps {
  filters: MediumFilters;
  facets: Record<MediumGroup, FacetOption[]>;
  chips: MediumChip[];
}

const MENUS = [
  ['types', 'type'],
  ['forms', 'form'],
  ['additives', 'additive'],
] as const;

/**
 * Filter By, the type / form / additive checklists, the active filters as chips, and Reset.
 * The state is the URL: every change navigates, and the server renders the filtered page.
 */
export function MediumFilterBar({ filters: current, facets, chips }: MediumFilterBarProps) {
  const t = useTranslations('medium');
  const { state: filters, go, pending } = useUrlState(current, mediumHref);
  const { navigate, pending: removing } = useUrlNavigation();
  const busy = pending || removing;
  return (
    <section aria-labelledby="medium-filter-heading" aria-busy={busy} className={styles.bar}>
      <div className={styles.controls}>
        <h2 id="medium-filter-heading" className={styles.heading}>
          {t('filterBy')}
        </h2>
        {MENUS.map(([group, name]) => (
          <GroupMenu
            key={group}
            group={name}
            options={facets[group]}
            selected={filters[group]}
            onToggle={(code) => go(toggleMediumOption(filters, group, code))}
          />
        ))}
        <button
          type="button"
          className={cx(button.base, button.text, button.small)}
          onClick={() => go(resetMediumFilters(filters))}
          disabled={!hasMediumFilters(filters)}
        >
          {t('reset')}
        </button>
      </div>
      <ProgressSlot busy={busy} label={t('updating')} className={styles.progressSlot} />
      {chips.length ? (
        <RemovableChips
          label={t('activeFilters')}
          chips={chips.map((chip) => ({
            key: `${chip.group}:${chip.code}`,
            label: chip.label,
            removeLabel: t('removeFilter', { label: chip.label }),
            removeHref: chip.removeHref,
          }))}
          onRemove={navigate}
        />
      ) : null}
    </section>
  );
}
