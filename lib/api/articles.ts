import 'server-only';
/**
 * Articles for the server pages (docs/product.md §2.5, §7.2): a content root's tree, paged lists and
 * the article itself. Cached like the catalogue: every answer carries the `articles` tag, lists
 * their category's tag, an article its own.
 */
import { cacheLife, cacheTag } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { ArticleDetail, ArticleList, ContentCategory, SitemapArticles } from '@/contract/articles';
import { ARTICLE_PAGE_SIZE, type ArticleSort } from '@/contract/article-constants';
import { parseAnswer } from './answer';
import { api } from './config';
import { articlesApi } from '@/contract/operations/content';

export type { ArticleDetail, ArticleSummary } from '@/contract/articles';

/** A content category with its sub-categories; code 3 when unknown or hidden. */
export async function getContentTree(code: string, locale: Locale): Promise<ContentCategory> {
  const operation = articlesApi.tree;
  const raw = await api.request(
    operation,
    { id: code },
    {
      locale,
      idempotent: true,
      next: { revalidate: cacheLife.categories, tags: [cacheTag.categories, cacheTag.category(code), cacheTag.articles] },
    },
  );
  return parseAnswer(ContentCategory, raw, operation.path);
}

export interface ArticleListOptions {
  page?: number;
  limit?: number;
  sort?: ArticleSort;
}

/** Published articles of a category and its descendants; code 3 when it is not a content category. */
export async function getArticles(code: string, locale: Locale, options: ArticleListOptions = {}): Promise<ArticleList> {
  const operation = articlesApi.data;
  const raw = await api.request(
    operation,
    { code, page: options.page ?? 1, limit: options.limit ?? ARTICLE_PAGE_SIZE, sort: options.sort ?? 'sort' },
    { locale, idempotent: true, next: { revalidate: cacheLife.articles, tags: [cacheTag.articles, cacheTag.category(code)] } },
  );
  return parseAnswer(ArticleList, raw, operation.path);
}

/** One published article with its body as authored (render it through sanitizeArticle); code 3 otherwise. */
export async function getArticle(id: number, locale: Locale): Promise<ArticleDetail> {
  const operation = articlesApi.detail;
  const raw = await api.request(
    operation,
    { id },
    {
      locale,
      next: { revalidate: cacheLife.articles, tags: [cacheTag.articles, cacheTag.article(id)] },
    },
  );
  return parseAnswer(ArticleDetail, raw, operation.path);
}

/** Every visible article, for the sitemap. */
export async function getSitemapArticles(): Promise<SitemapArticles['list']> {
  const operation = articlesApi.sitemapArticles;
  const raw = await api.request(operation, undefined, { locale: 'en', next: { revalidate: 3600, tags: [cacheTag.articles] } });
  return parseAnswer(SitemapArticles, raw, operation.path).list;
}
