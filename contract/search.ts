/** Goods and article search, search terms and recent searches (docs/product.md §2.4, §7.2). */
import { z } from 'zod';
import { bareList, dataList, isoTime, whole } from './envelope';
import { GoodsSummary } from './goods';

export const GoodsSearchAnswer = z.object({
  list: z.array(GoodsSummary),
  totalCount: whole(),
  /** The term actually searched when the one typed found nothing and a typo was corrected. */
  correctedSearch: z.string().nullable().default(null),
});
export type GoodsSearchAnswer = z.infer<typeof GoodsSearchAnswer>;

export const ArticleHit = z.object({
  id: whole(),
  title: z.string(),
  summary: z.string().nullable(),
  categoryId: z.string(),
  categoryName: z.string(),
  cover: z.string().nullable(),
  publishedAt: isoTime(),
});
export type ArticleHit = z.infer<typeof ArticleHit>;
export const ArticlePage = dataList(ArticleHit);

export const SearchView = z.object({ hasResult: z.boolean() });

const SearchTerm = z.object({ searchTerms: z.string() });
export const SearchTermList = bareList(SearchTerm);

export const RecentSearch = z.object({ searchTerms: z.string(), searchedAt: isoTime() });
export type RecentSearch = z.infer<typeof RecentSearch>;
export const RecentSearchList = bareList(RecentSearch);
