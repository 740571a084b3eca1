import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import type { ArticleSummary } from '@/lib/api/articles';
import { imageUrl } from '@/lib/catalogue/image';
import { articleHref } from '@/lib/search/result-links';
import { ArticleDate } from './article-date';
import styles from './article-cards.module.css';

/**
 * Article cards: cover, title (the link), date and summary; 'No articles here yet' when the list
 * is empty. Headings are h2 under the page's h1 (`level` 3 under a section heading).
 */
export async function ArticleCards({ articles, imageHost, level = 2 }: { articles: readonly ArticleSummary[]; imageHost: string; level?: 2 | 3 }) {
  const t = await getTranslations('articles');
  if (articles.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.cards}>
      {articles.map((article) => (
        <li key={article.id} className={styles.card}>
          {/* The cover repeats the title's link; it is decoration for assistive technology. */}
          <img src={imageUrl(article.cover, imageHost)} alt="" width={240} height={160} loading="lazy" className={styles.cover} />
          <div className={styles.text}>
            <Heading className={styles.title}>
              <LocaleLink href={articleHref(article)}>{article.title}</LocaleLink>
            </Heading>
            <p className={cx(text.caption, text.secondary, styles.meta)}>
              <span>{article.categoryName}</span>
              <span aria-hidden> · </span>
              <ArticleDate iso={article.publishedAt} />
            </p>
            {article.summary ? <p className={cx(text.body2, text.secondary, text.clamp2)}>{article.summary}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
