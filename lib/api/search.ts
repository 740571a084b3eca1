import 'server-only';
/** The search-result page's two lists (docs/product.md §7.2: searchGoods, searchContent). */
import { cacheLife, cacheTag } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { ArticleHit, GoodsSearchAnswer, type SearchFacets, type SuggestedGoods } from '@/contract/search';
import type { SearchSort } from '@/contract/search-constants';
import { filterRequest, type SearchFilters } from '@/lib/search/search-filters';
import { parseAnswer, parseRow } from './answer';
import { api } from './config';
import { toGoodsList, type GoodsSummaryView } from './goods-shape';
import { searchApi } from '@/contract/operations/search';

export interface SearchResults<T> {
  list: T[];
  total: number;
}

export interface ArticleSummary {
  id: number;
  title: string;
  summary: string | null;
  categoryId: string;
  categoryName: string | null;
  cover: string | null;
  publishedAt: string | null;
}

// Answers change with the catalogue; an import expires them with the category tree.
const searchCache = { revalidate: cacheLife.goods, tags: [cacheTag.categories] };

export interface GoodsSearchResults extends SearchResults<GoodsSummaryView> {
  /** The term searched instead when the visitor's found nothing (a one-letter typo, GAPHD → GAPDH). */
  correctedSearch: string | null;
  /** The goods item a Cat. No. slip meant ('AB10O31R' → AB10031R), when nothing was found. */
  suggestedGoods: SuggestedGoods | null;
  /** The matches' facets with counts (docs/product.md §5); null when the API answered none. */
  facets: SearchFacets | null;
}

/**
 * Goods matching a term: an exact Cat. No. first, then title matches (Chinese fragments, one typo).
 * record=0: the page is served from cache, so its island counts each view (RecordSearch) instead.
 */
export async function searchGoods(
  search: string,
  page: number,
  limit: number,
  locale: Locale,
  view: { sort?: SearchSort; filters?: SearchFilters } = {},
): Promise<GoodsSearchResults> {
  const operation = searchApi.searchGoods;
  const input = { search, page, limit, record: 0, facets: 1, sort: view.sort, ...filterRequest(view.filters ?? {}) };
  const raw = await api.request(operation, input, { locale, idempotent: true, next: searchCache });
  const answer = parseAnswer(GoodsSearchAnswer, raw, operation.path);
  return {
    list: toGoodsList(answer.list),
    total: answer.totalCount,
    correctedSearch: answer.correctedSearch,
    suggestedGoods: answer.suggestedGoods,
    facets: answer.facets,
  };
}

/** An article hit as the results show it: no category name is null. */
const toArticle = ({ categoryName, ...hit }: ArticleHit): ArticleSummary => ({ ...hit, categoryName: categoryName || null });

/** Published articles matching a term (news, events, plans, learning support). */
export async function searchContent(search: string, page: number, limit: number, locale: Locale): Promise<SearchResults<ArticleSummary>> {
  const operation = searchApi.searchContent;
  const result = await api.requestPage(
    operation,
    { search, page, limit },
    { locale, idempotent: true, next: searchCache },
    parseRow(ArticleHit, operation.path),
  );
  return { list: result.list.map(toArticle), total: result.total };
}
