import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import type { Facet } from '@/contract/finder';
import type { SearchFacets as Facets } from '@/contract/search';
import { hasFilters, toggleFilter, type FilterGroup } from '@/lib/search/search-filters';
import { searchViewHref, type SearchQuery } from '@/lib/search/search-view';
import styles from './search-facets.module.css';

/** The answer's groups under the URL's group names, in the order they are shown. */
function facetGroups(facets: Facets): [FilterGroup, Facet[]][] {
  return [
    ['category', facets.categories],
    ['application', facets.applications],
    ['species', facets.species],
    ...facets.labels.map((group): [FilterGroup, Facet[]] => [group.dictType, group.options]),
    ['size', facets.sizes],
  ];
}

/**
 * The results' facets (docs/product.md §5) as links that tick or untick an option, so they work
 * without JavaScript and each view is its own cached page; each count is the total that ticking
 * it gives. On a phone they fold behind a Filter control (details/summary).
 */
export async function SearchFacets({ query, facets }: { query: SearchQuery; facets: Facets }) {
  const t = await getTranslations('searchFacets');
  const filters = query.filters ?? {};
  const groups = facetGroups(facets).filter(([, options]) => options.length > 0);
  if (groups.length === 0) return null;
  // A new view starts on the goods' first page; the articles keep theirs.
  const hrefOf = (group: FilterGroup, code: string) => searchViewHref({ ...query, page: 1, filters: toggleFilter(filters, group, code) });
  return (
    <details className={styles.filters}>
      <summary className={styles.summary}>{t('filterSummary')}</summary>
      <nav aria-labelledby="search-filters" className={styles.panel}>
        <h2 id="search-filters" className={styles.heading}>
          {t('filtersHeading')}
        </h2>
        {hasFilters(filters) ? (
          <LocaleLink className={cx(text.body2, styles.clear)} href={searchViewHref({ ...query, page: 1, filters: {} })}>
            {t('clear')}
          </LocaleLink>
        ) : null}
        {groups.map(([group, options]) => (
          <section key={group} className={styles.group} aria-labelledby={`facet-${group}`}>
            <h3 id={`facet-${group}`}>{t(`groups.${group}`)}</h3>
            <ul>
              {options.map((option) => {
                const ticked = filters[group]?.includes(option.dictCode) ?? false;
                return (
                  <li key={option.dictCode}>
                    <LocaleLink
                      href={hrefOf(group, option.dictCode)}
                      className={styles.option}
                      aria-current={ticked ? 'true' : undefined}
                      data-facet={group}
                      data-count={option.totalNum}
                      rel="nofollow"
                    >
                      <span className={cx(styles.box, ticked && styles.ticked)} aria-hidden="true" />
                      <span className={styles.name}>{option.dictValue}</span>
                      <span className={cx(text.caption, text.secondary)}>{option.totalNum}</span>
                    </LocaleLink>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </nav>
    </details>
  );
}
