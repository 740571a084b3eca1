import { getTranslations } from 'next-intl/server';
import { GoodsTable } from '@/components/catalogue/goods-table';
import text from '@/components/ui/text.module.css';
import type { FinderGoods } from '@/lib/api/finder-shape';
import { antibodyHref, type AntibodyFilters, type FilterChip } from '@/lib/catalogue/antibody-filters';
import { toggledSort, toTableGoods } from '@/lib/catalogue/goods-table';
import { AntibodyCard } from './antibody-card';
import styles from './antibody-results.module.css';
import { FilterChips } from './filter-chips';
import { PageLinks } from './page-links';

export interface AntibodyResultsProps {
  filters: AntibodyFilters;
  goods: FinderGoods[];
  total: number;
  pageCount: number;
  /** CP002001 alone: a table of 50 per page instead of cards (docs/product.md §9). */
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
    <section aria-labelledby={HEADING_ID}>
      <div className={styles.top}>
        <h2 id={HEADING_ID}>{t('resultsHeading')}</h2>
        <p role="status" className={text.secondary}>
          {t('resultCount', { count: total })}
        </p>
      </div>
      <div className={styles.chips}>
        <FilterChips
          label={t('activeFilters')}
          chips={chips.map((chip) => ({ key: `${chip.group}:${chip.code}`, label: chip.label, removeLabel: t('removeFilter', { label: chip.label }), removeHref: chip.removeHref }))}
          clear={{ label: t('clearAll'), href: clearHref }}
        />
      </div>
      {goods.length === 0 ? (
        <p className={styles.empty}>{common('noData')}</p>
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
        <ul className={styles.cards}>
          {goods.map((item) => (
            <li key={item.id}>
              <AntibodyCard goods={item} imageHost={imageHost} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks base={antibodyHref(firstPage)} page={filters.page} count={pageCount} />
    </section>
  );
}
