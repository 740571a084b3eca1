import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { SEARCH_SORTS } from '@/contract/search-constants';
import { DEFAULT_SORT } from '@/lib/search/search-filters';
import { searchViewHref, type SearchQuery } from '@/lib/search/search-view';
import styles from './search-facets.module.css';

/** The goods' orders as links (docs/product.md §5), the chosen one marked; a new order starts on page 1. */
export async function SearchSort({ query }: { query: SearchQuery }) {
  const t = await getTranslations('searchFacets');
  const current = query.sort ?? DEFAULT_SORT;
  return (
    <nav aria-labelledby="search-sort" className={cx(text.body2, styles.sort)}>
      <span id="search-sort" className={text.secondary}>
        {t('sortLabel')}
      </span>
      <ul>
        {SEARCH_SORTS.map((sort) => (
          <li key={sort}>
            <LocaleLink href={searchViewHref({ ...query, page: 1, sort })} aria-current={sort === current ? 'true' : undefined} rel="nofollow">
              {t(`sorts.${sort}`)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
