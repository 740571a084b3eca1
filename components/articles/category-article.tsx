import { getTranslations } from 'next-intl/server';
import type { ArticleDetail } from '@/lib/api/articles';
import { ArticleBody } from './article-body';
import styles from './category-article.module.css';

/**
 * The rich content of a category page that is an article, such as the 'double eleven' promotion
 * (docs/product.md §2.3): its title and sanitised body above the category's goods.
 */
export async function CategoryArticle({ article }: { article: ArticleDetail }) {
  const t = await getTranslations('articles');
  return (
    <section aria-label={t('doubleElevenLabel')} className={styles.article}>
      <h2 className={styles.title}>{article.title}</h2>
      <ArticleBody html={article.content} topHeading={3} />
    </section>
  );
}
