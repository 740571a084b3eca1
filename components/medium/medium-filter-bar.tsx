'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { FilterChips } from '@/components/antibody/filter-chips';
import { useUrlState } from '@/components/antibody/use-url-navigation';
import type { FacetOption } from '@/lib/api/finder-shape';
import { hasMediumFilters, mediumHref, resetMediumFilters, toggleMediumOption, type MediumChip, type MediumFilters, type MediumGroup } from '@/lib/catalogue/medium-filters';
import { GroupMenu } from './group-menu';

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

/** Filter By, the type / form / additive checklists, the active filters as chips, and Reset. */
export function MediumFilterBar({ filters: current, facets, chips }: MediumFilterBarProps) {
  const t = useTranslations('medium');
  const { state: filters, go, pending } = useUrlState(current, mediumHref);
  return (
    <Box component="section" aria-labelledby="medium-filter-heading" aria-busy={pending} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id="medium-filter-heading" component="h2" sx={{ fontSize: '0.95rem', fontWeight: 700, mr: 1 }}>
          {t('filterBy')}
        </Typography>
        {MENUS.map(([group, name]) => (
          <GroupMenu key={group} group={name} options={facets[group]} selected={filters[group]} onToggle={(code) => go(toggleMediumOption(filters, group, code))} />
        ))}
        <Button size="small" onClick={() => go(resetMediumFilters(filters))} disabled={!hasMediumFilters(filters)}>
          {t('reset')}
        </Button>
      </Box>
      <Box sx={{ height: 4, my: 1 }}>{pending ? <LinearProgress aria-label={t('updating')} /> : null}</Box>
      <FilterChips
        label={t('activeFilters')}
        chips={chips.map((chip) => ({ key: `${chip.group}:${chip.code}`, label: chip.label, removeLabel: t('removeFilter', { label: chip.label }), removeHref: chip.removeHref }))}
      />
    </Box>
  );
}
