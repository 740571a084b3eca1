import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { GoodsTable } from '@/components/catalogue/goods-table';
import type { FinderGoods } from '@/lib/api/finder-shape';
import { antibodyHref, type AntibodyFilters, type FilterChip } from '@/lib/catalogue/antibody-filters';
import { toggledSort, toTableGoods } from '@/lib/catalogue/goods-table';
import { AntibodyCard } from './antibody-card';
import { FilterChips } from './filter-chips';
import { PageLinks } from './page-links';

export interface AntibodyResultsProps {
  filters: AntibodyFilters;
  goods: FinderGoods[];
  total: number;
  pageCount: number;
  /** CP002001 alone: a table of 50 per page instead of cards (SPEC.md §9). */
  table: boolean;
  chips: FilterChip[];
  clearHref: string;
  imageHost: string;
}

const HEADING_ID = 'finder-results-heading';

/** The goods matching the finder's filters: count, active filters, cards or the table, pages. */
export async function AntibodyResults({ filters, goods, total, pageCount, table, chips, clearHref, imageHost }: AntibodyResultsProps) {
  const [t, common] = await Promise.all([getTranslations('antibody'), getTranslations('common')]);
  const firstPage = { ...filters, page: 1 };
  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1.5, mb: 1.5 }}>
        <Typography id={HEADING_ID} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {t('resultsHeading')}
        </Typography>
        <Typography role="status" color="text.secondary">
          {t('resultCount', { count: total })}
        </Typography>
      </Box>
      <Box sx={{ mb: 2 }}>
        <FilterChips
          label={t('activeFilters')}
          chips={chips.map((chip) => ({ key: `${chip.group}:${chip.code}`, label: chip.label, removeLabel: t('removeFilter', { label: chip.label }), removeHref: chip.removeHref }))}
          clear={{ label: t('clearAll'), href: clearHref }}
        />
      </Box>
      {goods.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center' }}>{common('noData')}</Typography>
      ) : table ? (
        <GoodsTable
          goods={goods.map(toTableGoods)}
          columns="antibody"
          sort={filters.sort}
          sortHref={antibodyHref({ ...firstPage, sort: toggledSort(filters.sort) })}
          labelledBy={HEADING_ID}
          remainder={null}
        />
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {goods.map((item) => (
            <Grid key={item.id} component="li" size={{ xs: 12, sm: 6, xl: 4 }}>
              <AntibodyCard goods={item} imageHost={imageHost} />
            </Grid>
          ))}
        </Grid>
      )}
      <PageLinks base={antibodyHref(firstPage)} page={filters.page} count={pageCount} />
    </Box>
  );
}
