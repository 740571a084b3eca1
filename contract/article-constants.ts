/**
 * The article rules' numbers (docs/product.md §9), apart from the schemas so the proxy and pages
 * read them without zod (as codes.ts does for the envelope codes).
 */
/**
 * Experimental plans are numbered across the whole TJ tree: plan N is article N − 1 + 4485
 * (docs/product.md §9), the one place that offset is written.
 */
export const PLAN_ARTICLE_OFFSET = 4485;

/** The article of experimental plan number `sort` (1, 2, …). */
export function planArticleId(sort: number): number {
  return sort - 1 + PLAN_ARTICLE_OFFSET;
}

/** The article /promotion-detail shows when its URL names none (docs/product.md §9). */
export const PROMOTION_ARTICLE_ID = 4480;

/** Articles per list page (docs/product.md §9). */
export const ARTICLE_PAGE_SIZE = 10;

/** The orders of an article list: the editors' sort (default) or newest first. */
export const ARTICLE_SORTS = ['sort', 'newest'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];
