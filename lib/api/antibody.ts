import 'server-only';
/**
 * The antibody finder's data (docs/product.md §2.4 item 3, §7.3): filter options with faceted counts,
 * the category tree with counts, and the goods matching the filters.
 */
import { cacheLife, cacheTag } from '@/lib/cache';
import { rootCode } from '@/lib/catalogue/category-codes';
import type { Locale } from '@/lib/i18n/locales';
import { AntibodyFacets, CategoryCounts } from '@/contract/finder';
import { GoodsSummary } from '@/contract/goods';
import { parseAnswer, parseRow } from './answer';
import { api } from './config';
import { toFacetOptions, toCategoryCounts, toFinderGoodsList, type AntibodyFacetsView, type CategoryCountView, type FinderGoods } from './finder-shape';
import { antibodyApi } from '@/contract/operations/finder';

export type { AntibodyFacetsView, CategoryCountView, FinderGoods } from './finder-shape';

/** The finder's option filters as the API takes them (comma lists). */
export interface AntibodyApiFilters {
  dictCode?: string;
  speciesDictCode?: string;
  areaIds?: string;
  /** The antibody label groups: host, clonality, conjugate and isotype codes. */
  hosts?: string;
  clonality?: string;
  conjugates?: string;
  isotypes?: string;
  /** Only goods cited in at least this many publications. */
  citedMin?: number;
}

/** One cache entry per question, cleared with the category (and its root) like every list. */
function finderCache(codes: readonly string[]) {
  const tags = new Set<string>([cacheTag.categories]);
  for (const code of codes) {
    tags.add(cacheTag.category(code));
    tags.add(cacheTag.category(rootCode(code)));
  }
  return { revalidate: cacheLife.categories, tags: [...tags] };
}

/** Every option group (species, applications, research areas, host, clonality, conjugate, isotype) with faceted counts (the other groups' filters applied). */
export async function getAntibodyFacets(goodsCate: string, filters: AntibodyApiFilters, locale: Locale): Promise<AntibodyFacetsView> {
  const operation = antibodyApi.applicationsAndSpeciesList;
  const raw = await api.request(operation, { goodsCate, ...filters }, { locale, next: finderCache([goodsCate]) });
  const data = parseAnswer(AntibodyFacets, raw, operation.path);
  return {
    species: toFacetOptions(data.species),
    applications: toFacetOptions(data.applications),
    areas: toFacetOptions(data.areas),
    hosts: toFacetOptions(data.hosts),
    clonality: toFacetOptions(data.clonality),
    conjugates: toFacetOptions(data.conjugates),
    isotypes: toFacetOptions(data.isotypes),
  };
}

/** The category tree under `goodsCate` with counts; with a keyword, the matching categories as a flat list. */
export async function getAntibodyCategoryCounts(goodsCate: string, filters: AntibodyApiFilters, keyword: string, locale: Locale): Promise<CategoryCountView[]> {
  const operation = antibodyApi.labelsClassifyListNums;
  const raw = await api.request(
    operation,
    { goodsCate, ...filters, ...(keyword ? { keyword } : {}) },
    { locale, idempotent: true, next: finderCache([goodsCate]) },
  );
  return toCategoryCounts(parseAnswer(CategoryCounts, raw, operation.path).list);
}

export interface AntibodyGoodsParams extends AntibodyApiFilters {
  /** The checked categories (or the finder's own): goods of any of their subtrees. */
  categories: readonly string[];
  page: number;
  limit: number;
  itemnoSort: 'asc' | 'desc';
  /** 'citations': most cited first, Cat. No. breaking ties. */
  orderBy?: 'itemno' | 'citations';
}

/** A page of the goods in any of the categories that match every filter group. */
export async function getAntibodyGoods(params: AntibodyGoodsParams, locale: Locale): Promise<{ list: FinderGoods[]; total: number }> {
  const { categories, ...rest } = params;
  const operation = antibodyApi.labelsClassifyGoodsList;
  const page = await api.requestPage(
    operation,
    { ...rest, goodsCate: categories.join(','), orderBy: rest.orderBy ?? 'itemno' },
    { locale, idempotent: true, next: finderCache(categories) },
    parseRow(GoodsSummary, operation.path),
  );
  return { list: toFinderGoodsList(page.list), total: page.total };
}

/** A sample of labelled antibodies and kits (KT), varied daily by the API, for the side column. */
export async function getLabelledAntibodySample(limit: number, locale: Locale): Promise<FinderGoods[]> {
  const operation = antibodyApi.classifyGoodsListForKtRandom;
  const page = await api.requestPage(operation, { limit }, { locale, idempotent: true, next: finderCache([]) }, parseRow(GoodsSummary, operation.path));
  return toFinderGoodsList(page.list);
}
