'use client';
import { useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { ProgressSlot } from '@/components/ui/progress-slot';
import type { AntibodyFacetsView, CategoryCountView } from '@/lib/api/finder-shape';
import { antibodyHref, toggleOption, withGroup, withKeyword, type AntibodyFilters, type FilterGroup } from '@/lib/catalogue/antibody-filters';
import { CategoryFilter } from './category-filter';
import { FacetGroup } from './facet-group';
import styles from './finder-panel.module.css';
import { indexTree, toggleCategory } from './finder-selection';
import { KeywordSearch } from './keyword-search';
import { useUrlState } from './use-url-navigation';

export interface FinderPanelProps {
  filters: AntibodyFilters;
  tree: CategoryCountView[];
  /** The categories matching the keyword, flat; null without a keyword. */
  keywordMatches: CategoryCountView[] | null;
  facets: AntibodyFacetsView;
}

const OPTION_GROUPS = [
  ['species', 'speciesHeading'],
  ['applications', 'applicationsHeading'],
  ['areas', 'areasHeading'],
  ['hosts', 'labelGroups.hosts'],
  ['clonality', 'labelGroups.clonality'],
  ['conjugates', 'labelGroups.conjugates'],
  ['isotypes', 'labelGroups.isotypes'],
] as const satisfies readonly (readonly [Exclude<FilterGroup, 'categories'>, string])[];

/** The finder's left panel (docs/product.md §2.4 item 3); every tick navigates, so the state is the URL. */
export function FinderPanel({ filters: current, tree, keywordMatches, facets }: FinderPanelProps) {
  const t = useTranslations('antibody');
  const { state: filters, go, pending } = useUrlState(current, antibodyHref);
  const index = useMemo(() => indexTree([...tree, ...(keywordMatches ?? [])]), [tree, keywordMatches]);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const toggle = (node: CategoryCountView) => go(withGroup(filters, 'categories', toggleCategory(filters.categories, node, index)));

  return (
    <section aria-labelledby="finder-panel-heading" aria-busy={pending} className={styles.panel}>
      <div className={styles.head}>
        <h2 id="finder-panel-heading">{t('filtersHeading')}</h2>
        {/* On a phone the panel folds away, so the results are not a long scroll down. */}
        <button
          type="button"
          className={cx(button.base, button.text, button.small, styles.toggle)}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('hideFilters') : t('showFilters')}
        </button>
      </div>
      <ProgressSlot busy={pending} label={t('updating')} className={styles.progressSlot} />
      <div id={bodyId} className={cx(styles.body, open && styles.open)}>
        <div className={styles.categories}>
          <KeywordSearch key={filters.keyword} keyword={filters.keyword} onSearch={(keyword) => go(withKeyword(filters, keyword))} />
          <CategoryFilter
            tree={tree}
            keywordMatches={keywordMatches}
            keyword={filters.keyword}
            selected={filters.categories}
            onToggle={toggle}
            onReset={() => go(withGroup(filters, 'categories', []))}
            onClearKeyword={() => go(withKeyword(filters, ''))}
          />
        </div>
        {/* A group with nothing to offer here (research areas or clonality of secondary antibodies) is left out. */}
        {OPTION_GROUPS.filter(([group]) => facets[group].some((option) => option.count > 0) || filters[group].length > 0).map(([group, heading]) => (
          <FacetGroup
            key={group}
            heading={t(heading)}
            options={facets[group]}
            selected={filters[group]}
            onToggle={(code) => go(toggleOption(filters, group, code))}
            onReset={() => go(withGroup(filters, group, []))}
          />
        ))}
      </div>
    </section>
  );
}
