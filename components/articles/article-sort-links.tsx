import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import type { ArticleSort } from '@/contract/article-constants';
import { articleListHref, type ArticleListQuery, type ArticleListRoute } from '@/lib/content/article-routes';
import styles from './article-sort-links.module.css';

const SORTS: readonly { sort: ArticleSort; label: 'sortSort' | 'sortNewest' }[] = [
  { sort: 'sort', label: 'sortSort' },
  { sort: 'newest', label: 'sortNewest' },
];

/** The article count and the two orders of a list, as links (each order is its own cached page). */
export async function ArticleSortLinks({ route, query, count }: { route: ArticleListRoute; query: ArticleListQuery; count: string }) {
  const t = await getTranslations('articles');
  return (
    <div className={styles.bar}>
      <p className={cx(text.body2, text.secondary)}>{count}</p>
      <nav aria-label={t('sortLabel')}>
        <ul className={styles.sorts}>
          {SORTS.map(({ sort, label }) => (
            <li key={sort}>
              <LocaleLink
                href={articleListHref(route, { ...query, sort, page: 1 })}
                aria-current={query.sort === sort ? 'true' : undefined}
                className={cx(styles.sort, query.sort === sort && styles.current)}
              >
                {t(label)}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
