import { sanitizeArticle } from '@/lib/content/sanitize-article';
import styles from './article-body.module.css';

/**
 * An article's rich body. The HTML is stored as authored, so it is rendered only through the
 * one sanitiser (docs/product.md §2.5); nothing else may set this element's HTML.
 */
export function ArticleBody({ html, topHeading = 2 }: { html: string; topHeading?: 2 | 3 }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitizeArticle(html, topHeading) }} />;
}
