'use client';
import { useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AntibodyFacets, CategoryCount } from '@/lib/api/finder-shape';
import { antibodyHref, toggleOption, withGroup, withKeyword, type AntibodyFilters, type FilterGroup } from '@/lib/catalogue/antibody-filters';
import { CategoryFilter } from './category-filter';
import { FacetGroup } from './facet-group';
import { indexTree, toggleCategory } from './finder-selection';
import { KeywordSearch } from './keyword-search';
import { useUrlState } from './use-url-navigation';

export interface FinderPanelProps {
  filters: AntibodyFilters;
  tree: CategoryCount[];
  /** The categories matching the keyword, flat; null without a keyword. */
  keywordMatches: CategoryCount[] | null;
  facets: AntibodyFacets;
}

const OPTION_GROUPS = [
  ['species', 'speciesHeading'],
  ['applications', 'applicationsHeading'],
  ['areas', 'areasHeading'],
] as const satisfies readonly (readonly [Exclude<FilterGroup, 'categories'>, string])[];

/** The finder's left panel (SPEC.md §2.4 item 3); every tick navigates, so the state is the URL. */
export function FinderPanel({ filters: current, tree, keywordMatches, facets }: FinderPanelProps) {
  const t = useTranslations('antibody');
  const { state: filters, go, pending } = useUrlState(current, antibodyHref);
  const index = useMemo(() => indexTree([...tree, ...(keywordMatches ?? [])]), [tree, keywordMatches]);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const toggle = (node: CategoryCount) => go(withGroup(filters, 'categories', toggleCategory(filters.categories, node, index)));

  return (
    <Box component="section" aria-labelledby="finder-panel-heading" aria-busy={pending} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="finder-panel-heading" variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
          {t('filtersHeading')}
        </Typography>
        {/* On a phone the panel folds away, so the results are not a long scroll down. */}
        <Button size="small" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)} sx={{ display: { md: 'none' } }}>
          {open ? t('hideFilters') : t('showFilters')}
        </Button>
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{pending ? <LinearProgress aria-label={t('updating')} /> : null}</Box>
      <Stack id={bodyId} spacing={1.5} divider={<Divider flexItem />} sx={{ display: { xs: open ? 'flex' : 'none', md: 'flex' } }}>
        <Stack spacing={1}>
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
        </Stack>
        {/* A group with nothing to offer here (research areas of secondary antibodies) is left out. */}
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
      </Stack>
    </Box>
  );
}
