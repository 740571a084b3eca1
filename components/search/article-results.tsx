import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import type { ArticleSummary } from '@/lib/api/search';
import { formatDate } from '@/lib/catalogue/dates';
import { LocaleLink } from '@/components/ui/locale-link';
import { articleHref } from '@/lib/search/result-links';
import styles from './search-results.module.css';

/** Article results: title, category, publication date (yyyy-mm-dd) and summary. */
export async function ArticleResults({ articles }: { articles: readonly ArticleSummary[] }) {
  const t = await getTranslations('search');
  return (
    <ul className={styles.articles}>
      {articles.map((article) => {
        const date = article.publishedAt ? formatDate(article.publishedAt) : '';
        return (
          <li key={article.id}>
            <h3>
              <LocaleLink href={articleHref(article)}>{article.title}</LocaleLink>
            </h3>
            <div className={styles.meta}>
              {article.categoryName ? <span className={cx(surface.chip, surface.chipOutlined)}>{article.categoryName}</span> : null}
              {date ? (
                <time className={cx(text.caption, text.secondary)} dateTime={date}>
                  {t('published', { date })}
                </time>
              ) : null}
            </div>
            {article.summary ? <p className={cx(text.body2, text.secondary, styles.summary)}>{article.summary}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
