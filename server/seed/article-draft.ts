/**
 * What every article builder answers: an article before it is numbered and rendered. Its own
 * module so articles-plans.ts can use it without importing articles.ts back.
 */
import type { ArticleBody } from './article-html';
import type { Phrase } from './goods-draft';

export interface ArticleDraft {
  categoryId: string;
  title: Phrase;
  body: ArticleBody;
  /** Drafts exist but are hidden from visitors (status 0). */
  draft?: boolean;
  /** The configured promotion article (docs/product.md §9) keeps its id. */
  promotion?: boolean;
}

export function p(en: string, zh: string): Phrase {
  return { en, zh };
}
