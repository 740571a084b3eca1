import 'server-only';
/**
 * Culture media (docs/product.md §2.4 item 4, §7.3): the filter bar's options with counts, the
 * filtered goods, and the recommended media for common cell lines.
 */
import { cacheLife, cacheTag } from '@/lib/cache';
import { CATEGORY } from '@/lib/catalogue/category-codes';
import type { Locale } from '@/lib/i18n/locales';
import { z } from 'zod';
import { CellLineRecommendation, MediumFacets } from '@/contract/finder';
import { GoodsSummary } from '@/contract/goods';
import { parseAnswer, parseRow } from './answer';
import { api } from './config';
import { toCellLineRecommendations, toFacetOptions, type CellLineRecommendationView, type FacetOption } from './finder-shape';
import { toGoodsList, type GoodsSummaryView } from './goods-shape';
import { mediumApi } from '@/contract/operations/finder';

export type { CellLineRecommendationView } from './finder-shape';

/** The filter bar's choices as the API takes them (comma lists). */
export interface MediumApiFilters {
  mediumType?: string;
  cultureMediumModality?: string;
  cultureMediumAdditive?: string;
}

const mediumCache = (code: string) => ({
  revalidate: cacheLife.categories,
  tags: [cacheTag.categories, cacheTag.category(code), cacheTag.category(CATEGORY.CULTURE_MEDIUM)],
});

export interface MediumFacetsView {
  types: FacetOption[];
  forms: FacetOption[];
  additives: FacetOption[];
}

/** Types, forms and additives with faceted counts (cultureMediumClassifyList). */
export async function getMediumFacets(goodsCate: string, filters: MediumApiFilters, locale: Locale): Promise<MediumFacetsView> {
  const operation = mediumApi.cultureMediumClassifyList;
  const raw = await api.request(operation, { goodsCate, ...filters }, { locale, next: mediumCache(goodsCate) });
  const data = parseAnswer(MediumFacets, raw, operation.path);
  return { types: toFacetOptions(data.types), forms: toFacetOptions(data.forms), additives: toFacetOptions(data.additives) };
}

export interface MediumGoodsParams extends MediumApiFilters {
  goodsCate: string;
  page: number;
  limit: number;
  itemnoSort: 'asc' | 'desc';
}

/** A page of the media matching the filters (toCultureMedium/list). */
export async function getMediumGoods(params: MediumGoodsParams, locale: Locale): Promise<{ list: GoodsSummaryView[]; total: number }> {
  const operation = mediumApi.list;
  const page = await api.requestPage(operation, params, { locale, next: mediumCache(params.goodsCate) }, parseRow(GoodsSummary, operation.path));
  return { list: toGoodsList(page.list), total: page.total };
}

/** Cell lines whose name or description matches `search` (all when blank), with their media. */
export async function getMediumRecommendations(search: string, locale: Locale): Promise<CellLineRecommendationView[]> {
  const operation = mediumApi.recommendList;
  const raw = await api.request(operation, search ? { meduimSearch: search } : undefined, { locale, next: mediumCache(CATEGORY.CULTURE_MEDIUM) });
  return toCellLineRecommendations(parseAnswer(z.object({ list: z.array(CellLineRecommendation) }), raw, operation.path).list);
}
