import { getTranslations } from 'next-intl/server';
import { CurrencyNote } from '@/components/ui/currency-note';
import { GoodsTable } from '@/components/catalogue/goods-table';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import type { FinderGoods } from '@/lib/api/finder-shape';
import { antibodyHref, CITED_THRESHOLDS, withCited, withOrder, type AntibodyFilters, type FilterChip } from '@/lib/catalogue/antibody-filters';
import { toggledSort, toTableGoods } from '@/lib/catalogue/goods-table';
import { AntibodyCard } from './antibody-card';
import { listImageLoading } from '@/components/ui/image-priority';
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
  const [t, common, evidence] = await Promise.all([getTranslations('antibody'), getTranslations('common'), getTranslations('evidence')]);
  const firstPage = { ...filters, page: 1 };
  return (
    <section aria-labelledby={HEADING_ID}>
      <div className={styles.top}>
        <h2 id={HEADING_ID}>{t('resultsHeading')}</h2>
        <p role="status" className={text.secondary}>
          {t('resultCount', { count: total })}
        </p>
      </div>
      {/* Links, not controls: each choice is its own cached view (lib/catalogue/antibody-filters.ts). */}
      <div className={styles.choices}>
        <ChoiceLinks
          label={evidence('sortLabel')}
          choices={[
            { key: 'itemno', label: evidence('sortItemno'), href: antibodyHref(withOrder(filters, 'itemno')), current: filters.order === 'itemno' },
            { key: 'citations', label: evidence('sortCitations'), href: antibodyHref(withOrder(filters, 'citations')), current: filters.order === 'citations' },
          ]}
        />
        <ChoiceLinks
          label={evidence('citedFilter')}
          choices={[0, ...CITED_THRESHOLDS].map((cited) => ({
            key: String(cited),
            label: cited === 0 ? evidence('citedAny') : evidence('citedAtLeast', { count: cited }),
            href: antibodyHref(withCited(filters, cited)),
            current: filters.cited === cited,
          }))}
        />
      </div>
      <div className={styles.chips}>
        <FilterChips
          label={t('activeFilters')}
          chips={chips.map((chip) => ({
            key: `${chip.group}:${chip.code}`,
            label: chip.label,
            removeLabel: t('removeFilter', { label: chip.label }),
            removeHref: chip.removeHref,
          }))}
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
          {goods.map((item, index) => (
            <li key={item.id}>
              <AntibodyCard goods={item} imageHost={imageHost} image={listImageLoading(index)} />
            </li>
          ))}
        </ul>
      )}
      <CurrencyNote />
      <PageLinks base={antibodyHref(firstPage)} page={filters.page} count={pageCount} />
    </section>
  );
}

interface Choice {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

/** One labelled row of mutually exclusive view links; the current one is marked for assistive technology. */
function ChoiceLinks({ label, choices }: { label: string; choices: Choice[] }) {
  return (
    <div className={styles.choiceRow}>
      <span className={styles.choiceLabel}>{label}:</span>
      <ul className={styles.choiceList} aria-label={label}>
        {choices.map((choice) => (
          <li key={choice.key}>
            <LocaleLink href={choice.href} aria-current={choice.current ? 'true' : undefined} className={styles.choice}>
              {choice.label}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
