import 'server-only';
/** The search-result page's two lists (docs/product.md §7.2: searchGoods, searchContent). */
import { cacheLife, cacheTag } from '@/lib/cache';
import { asInteger, asText, isRecord } from '@/lib/catalogue/json-field';
import type { Locale } from '@/lib/i18n/locales';
import { api } from './config';
import { toGoodsList, type GoodsSummaryView } from './goods-shape';

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
}

interface GoodsSearchDto {
  list?: unknown[];
  totalCount?: number;
  correctedSearch?: string | null;
}

/**
 * Goods matching a term: an exact Cat. No. first, then title matches (Chinese fragments, one typo).
 * record=0: the page is served from cache, so its island counts each view (RecordSearch) instead.
 */
export function searchGoods(search: string, page: number, limit: number, locale: Locale): Promise<GoodsSearchResults> {
  return api
    .request<GoodsSearchDto>('post', '/online/togoods/searchGoods', { search, page, limit, record: 0 }, { locale, idempotent: true, next: searchCache })
    .then((data) => {
      const list = toGoodsList(data.list ?? []);
      return { list, total: asInteger(data.totalCount) ?? list.length, correctedSearch: asText(data.correctedSearch) };
    });
}

function toArticle(raw: unknown): ArticleSummary | null {
  if (!isRecord(raw)) return null;
  const id = asInteger(raw.id);
  const title = asText(raw.title);
  if (id === null || title === null) return null;
  return {
    id,
    title,
    summary: asText(raw.summary),
    categoryId: asText(raw.categoryId) ?? '',
    categoryName: asText(raw.categoryName),
    cover: asText(raw.cover),
    publishedAt: asText(raw.publishedAt),
  };
}

/** Published articles matching a term (news, events, plans, learning support). */
export function searchContent(search: string, page: number, limit: number, locale: Locale): Promise<SearchResults<ArticleSummary>> {
  return api
    .requestPage<unknown>('post', '/operation/tiContent/searchContent', { search, page, limit }, { locale, idempotent: true, next: searchCache })
    .then((result) => ({ list: result.list.map(toArticle).filter((article): article is ArticleSummary => article !== null), total: result.total }));
}
