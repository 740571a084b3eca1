/**
 * Articles: the content tree, article lists and the article itself (docs/product.md §2.5, §7.2).
 * Article bodies are answered as authored; the storefront sanitises them before rendering.
 */
import { z } from 'zod';
import { CATEGORY } from './categories';
import { categoryCodeField, intField, paging } from './fields';
import { dataList, isoTime, whole } from './envelope';
import { ARTICLE_PAGE_SIZE, ARTICLE_SORTS, PLAN_ARTICLE_OFFSET } from './article-constants';

const ARTICLE_PAGE_MAX = 100;

/**
 * The roots whose categories hold articles. A category under any other root (goods, gallery…)
 * has no articles to list, except the 'double eleven' node of the promotion-trial tree, whose
 * page is an article.
 */
export const ARTICLE_ROOTS = [
  CATEGORY.EVENTS,
  CATEGORY.NEWS,
  CATEGORY.CATALOGUES,
  CATEGORY.EXPERIMENTAL_PLANS,
  CATEGORY.LEARNING_SUPPORT,
  CATEGORY.DOUBLE_ELEVEN,
] as const;

/** A node of a content root's tree, as tiContent/tree answers it. */
export interface ContentCategory {
  id: string;
  dictCode: string;
  dictValue: string;
  pid: string | null;
  level: number;
  sort: number;
  subDictEntities: ContentCategory[];
}

export const ContentCategory: z.ZodType<ContentCategory> = z
  .object({
    id: z.string(),
    dictCode: z.string(),
    dictValue: z.string(),
    pid: z.string().nullable(),
    level: whole(),
    sort: whole(),
    get subDictEntities() {
      return z.array(ContentCategory);
    },
  })
  .meta({ id: 'ContentCategory' });

/** One article without its body: list rows, dataSingle. */
export const ArticleSummary = z
  .object({
    id: whole(),
    title: z.string(),
    summary: z.string().nullable(),
    categoryId: z.string(),
    categoryName: z.string(),
    cover: z.string().nullable(),
    sort: whole(),
    publishedAt: isoTime(),
  })
  .meta({ id: 'ArticleSummary' });
export type ArticleSummary = z.infer<typeof ArticleSummary>;

export const ArticleList = dataList(ArticleSummary);
export type ArticleList = z.infer<typeof ArticleList>;

/** The article with its body (HTML as authored) and its category path from the root. */
export const ArticleDetail = ArticleSummary.extend({
  content: z.string(),
  /** 1 published; the API serves no other. */
  status: whole(),
  categoryPath: z.array(z.object({ id: z.string(), name: z.string() })),
}).meta({ id: 'ArticleDetail' });
export type ArticleDetail = z.infer<typeof ArticleDetail>;

/** An article id: a positive whole number. */
const articleIdField = () => intField().pipe(z.number().min(1, { error: 'must be an article id' }));

/** The path of /operation/tiContent/dataSingle/{id} and /operation/tiContent/detail/{id}. */
export const ArticleIdRequest = z.object({ id: articleIdField().meta({ example: PLAN_ARTICLE_OFFSET }) });

/** The request of /operation/tiContent/tree: `id` or its older name `dictCode`. */
export const ContentTreeRequest = z.object({
  id: categoryCodeField().optional().meta({ description: 'Content category code; one of id and dictCode is required', example: 'HDCX' }),
  dictCode: categoryCodeField().optional().meta({ description: 'The same code under its older name', example: 'XWZX' }),
});

/** The request of /operation/tiContent/data. */
export const ArticleListRequest = z.object({
  code: categoryCodeField().meta({ description: 'Category code; articles of it and all its descendants', example: 'TJ430' }),
  sort: z
    .enum(ARTICLE_SORTS, { error: `must be one of ${ARTICLE_SORTS.join(', ')}` })
    .default('sort')
    .meta({ description: "'sort' the editors' order (default), 'newest' latest first" }),
  ...paging(ARTICLE_PAGE_SIZE, ARTICLE_PAGE_MAX),
});

/** The request of the sitemap's article feed. */
export const SitemapArticlesRequest = z.object({});
export const SitemapArticles = z.object({
  list: z.array(z.object({ id: whole(), categoryId: z.string(), publishedAt: isoTime() })),
});
export type SitemapArticles = z.infer<typeof SitemapArticles>;

const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });
const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .max(max, { error: `must be at most ${max} characters` })
    .nullable()
    .default(null);

/** The most characters of an article body: far more than any article, far less than the 1 MB body cap. */
const CONTENT_MAX = 200_000;

/** The request of POST /staff/articles: an article as its author wrote it, body HTML unsanitised. */
export const StaffArticleRequest = z.object({
  categoryId: categoryCodeField().meta({ description: 'A content category (under HDCX, XWZX, catalog, TJ, XXPT or CS0112)', example: 'XWZX' }),
  titleEn: text(300),
  titleZh: text(300),
  summaryEn: optionalText(2000),
  summaryZh: optionalText(2000),
  contentEn: text(CONTENT_MAX),
  contentZh: text(CONTENT_MAX),
  cover: optionalText(500),
  status: intField()
    .pipe(z.number().int().min(0, { error: 'must be 0 (draft) or 1 (published)' }).max(1, { error: 'must be 0 (draft) or 1 (published)' }))
    .default(1),
  sort: intField()
    .pipe(z.number().min(0, { error: 'must be 0 or more' }))
    .default(0),
});

export const StaffArticleCreated = z.object({ id: whole() });
