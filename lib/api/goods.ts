import 'server-only';
/** Goods for pages (docs/product.md §7.3): details, category lists and recommendations (a goods page's extras: goods-page.ts). */
import { cacheLife, cacheTag } from '@/lib/cache';
import { rootCode } from '@/lib/catalogue/category-codes';
import type { Locale } from '@/lib/i18n/locales';
import { CategoryGoods } from '@/contract/catalogue';
import { GoodsDetail, GoodsSummary } from '@/contract/goods';
import { parseAnswer, parseRow } from './answer';
import { api } from './config';
import { toGoodsDetail, toGoodsList, type GoodsDetailView, type GoodsSummaryView } from './goods-shape';
import { goodsApi, recommendApi } from '@/contract/operations/goods';
import { goodsListsApi } from '@/contract/operations/catalogue';

export type { GoodsDetailView, GoodsSummaryView, Sku } from './goods-shape';

/** A goods item's data-cache options: its life and its tag (plus `tags`), which revalidation expires. */
export const goodsCache = (id: number, ...tags: string[]) => ({ revalidate: cacheLife.goods, tags: [cacheTag.goods(id), ...tags] });
const categoryCache = (code: string) => ({
  revalidate: cacheLife.categories,
  // One tag per category and one per root (docs/product.md §4: lists are cached per root).
  tags: [cacheTag.category(code), cacheTag.category(rootCode(code)), cacheTag.categories],
});

/** A goods item as its detail page shows it, or null when off shelf; code 3 when unknown. */
export async function getGoodsDetail(id: number, locale: Locale): Promise<GoodsDetailView | null> {
  const operation = goodsApi.details;
  const raw = await api.request(operation, { id }, { locale, idempotent: true, next: goodsCache(id) });
  const detail = toGoodsDetail(parseAnswer(GoodsDetail, raw, operation.path));
  return detail && detail.onShelf ? detail : null;
}

export interface GoodsListParams {
  goodsCate: string;
  page: number;
  limit: number;
  itemnoSort?: 'asc' | 'desc';
}

/** A page of goods under a category, Cat. No. ascending unless asked otherwise. */
export async function getCategoryGoods(params: GoodsListParams, locale: Locale): Promise<{ list: GoodsSummaryView[]; total: number }> {
  const operation = goodsApi.classifyGoodsList;
  const page = await api.requestPage(
    operation,
    { ...params, onShelfFlag: true, orderBy: 'itemno', itemnoSort: params.itemnoSort ?? 'asc' },
    { locale, idempotent: true, next: categoryCache(params.goodsCate) },
    parseRow(GoodsSummary, operation.path),
  );
  return { list: toGoodsList(page.list), total: page.total };
}

/** A category with its goods, as the goods-list page's "table per category" shows it. */
export interface CategoryGoodsView {
  id: string;
  name: string;
  pids: string[];
  tableType: 1 | 2 | 3;
  limitNum: number | null;
  paramTitle: string | null;
  total: number;
  goods: GoodsSummaryView[];
}

function toCategoryGoods(dto: CategoryGoods): CategoryGoodsView {
  return {
    id: dto.id,
    name: dto.dictValue,
    pids: dto.pids ? dto.pids.split(',').filter(Boolean) : [],
    tableType: dto.tableType === 1 || dto.tableType === 3 ? dto.tableType : 2,
    limitNum: dto.limitNum,
    paramTitle: dto.paramTitle,
    total: dto.recordTotalNums,
    goods: toGoodsList(dto.goodsList),
  };
}

/** The categories under `goodsCate` that hold goods, each with its goods (newClassifyGoodsList). */
export async function getCategoryGoodsGroups(
  params: { goodsCate: string; page: number; limit: number; goodsLimit: number; itemnoSort?: 'asc' | 'desc' },
  locale: Locale,
): Promise<{ list: CategoryGoodsView[]; total: number }> {
  const operation = goodsListsApi.newClassifyGoodsList;
  const page = await api.requestPage(
    operation,
    { ...params, onShelfFlag: true, itemnoSort: params.itemnoSort ?? 'asc' },
    { locale, idempotent: true, next: categoryCache(params.goodsCate) },
    parseRow(CategoryGoods, operation.path),
  );
  return { list: page.list.map(toCategoryGoods), total: page.total };
}

/** The root listing of /product?flag=all (CP) or /testingService?flag=all (FW). */
export async function getRootListing(root: 'CP' | 'FW', locale: Locale, goodsPerCategory = 8): Promise<CategoryGoodsView[]> {
  const operation = root === 'CP' ? goodsListsApi.classifyGoodsListForProduct : goodsListsApi.classifyGoodsListForService;
  const page = await api.requestPage(operation, { limit: goodsPerCategory }, { locale, next: categoryCache(root) }, parseRow(CategoryGoods, operation.path));
  return page.list.map(toCategoryGoods);
}

/** Side recommendations of a category page (generalRecommend). */
export async function getRecommendedGoods(params: { goodsType?: 1 | 2; goodsCate?: string; limit?: number }, locale: Locale): Promise<GoodsSummaryView[]> {
  const operation = recommendApi.generalRecommend;
  const page = await api.requestPage(
    operation,
    { ...params, onShelfFlag: true },
    { locale, idempotent: true, next: categoryCache(params.goodsCate ?? (params.goodsType === 2 ? 'FW' : 'CP')) },
    parseRow(GoodsSummary, operation.path),
  );
  return toGoodsList(page.list);
}

/** Alternatives to an item off shelf or no longer sold (docs/product.md §4): on shelf and still sold. */
export async function getAlternatives(goodsId: number, locale: Locale, limit = 4): Promise<GoodsSummaryView[]> {
  const operation = recommendApi.alternatives;
  const page = await api.requestPage(
    operation,
    { goodsId, limit },
    { locale, next: goodsCache(goodsId, cacheTag.categories) },
    parseRow(GoodsSummary, operation.path),
  );
  return toGoodsList(page.list);
}
