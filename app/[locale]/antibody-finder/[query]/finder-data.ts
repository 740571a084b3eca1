import 'server-only';
/** What an antibody finder view loads, through lib/api's cached getters. */
import { fallback } from '@/lib/api/fallback';
import { indexTree, sumFacets, topmostCategories } from '@/components/antibody/finder-selection';
import {
  getAntibodyCategoryCounts,
  getAntibodyFacets,
  getAntibodyGoods,
  getLabelledAntibodySample,
  type AntibodyApiFilters,
  type AntibodyFacetsView,
  type CategoryCountView,
  type FinderGoods,
} from '@/lib/api/antibody';
import { getCategoryInfo, type CategoryInfo } from '@/lib/api/categories';
import { antibodyApiFilters, isAntibodyCategory, showsAntibodyTable, type AntibodyFilters } from '@/lib/catalogue/antibody-filters';
import { ANTIBODY_TABLE_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '@/lib/catalogue/constants';
import type { Locale } from '@/lib/i18n/locales';

/** Goods in the side sample of labelled antibodies and kits. */
const SAMPLE_SIZE = 4;

export interface FinderData {
  category: CategoryInfo;
  /** The URL's filters with its categories reduced to known, topmost ones. */
  filters: AntibodyFilters;
  tree: CategoryCountView[];
  keywordMatches: CategoryCountView[] | null;
  facets: AntibodyFacetsView;
  goods: FinderGoods[];
  total: number;
  table: boolean;
  pageSize: number;
  sample: FinderGoods[];
}

const NO_FACETS: AntibodyFacetsView = { species: [], applications: [], areas: [], hosts: [], clonality: [], conjugates: [], isotypes: [] };

const FACET_GROUPS = [
  'species',
  'applications',
  'areas',
  'hosts',
  'clonality',
  'conjugates',
  'isotypes',
] as const satisfies readonly (keyof AntibodyFacetsView)[];

/**
 * Options counted over the checked categories: the API counts one category at a time, and the
 * checked categories never overlap (finder-selection), so their counts add up exactly.
 */
async function facetsFor(categories: readonly string[], filters: AntibodyApiFilters, locale: Locale): Promise<AntibodyFacetsView> {
  const each = await Promise.all(categories.map((code) => fallback(getAntibodyFacets(code, filters, locale), { main: NO_FACETS })));
  if (each.length === 1) return each[0] ?? NO_FACETS;
  const summed = { ...NO_FACETS };
  for (const group of FACET_GROUPS) summed[group] = sumFacets(each.map((facets) => facets[group]));
  return summed;
}

/** The finder view of `filters`; null when its category is unknown, off shelf or not an antibody category. */
export async function loadFinder(requested: AntibodyFilters, locale: Locale): Promise<FinderData | null> {
  const apiFilters = antibodyApiFilters(requested);
  const [category, tree, keywordMatches] = await Promise.all([
    fallback(getCategoryInfo(requested.id, locale), { main: null }),
    fallback(getAntibodyCategoryCounts(requested.id, apiFilters, '', locale), { main: [] }),
    requested.keyword ? fallback(getAntibodyCategoryCounts(requested.id, apiFilters, requested.keyword, locale), { main: [] }) : null,
  ]);
  if (!category || !isAntibodyCategory(category)) return null;

  const categories = topmostCategories(requested.categories, indexTree([...tree, ...(keywordMatches ?? [])]));
  const filters = { ...requested, categories };
  const shown = categories.length ? categories : [filters.id];
  const table = showsAntibodyTable(filters);
  const pageSize = table ? ANTIBODY_TABLE_PAGE_SIZE : DEFAULT_PAGE_SIZE;
  const [facets, results, sample] = await Promise.all([
    facetsFor(shown, apiFilters, locale),
    fallback(
      getAntibodyGoods({ categories: shown, ...apiFilters, page: filters.page, limit: pageSize, itemnoSort: filters.sort, orderBy: filters.order }, locale),
      { main: { list: [], total: 0 } },
    ),
    fallback(getLabelledAntibodySample(SAMPLE_SIZE, locale), { main: [] }),
  ]);
  return { category, filters, tree, keywordMatches, facets, goods: results.list, total: results.total, table, pageSize, sample };
}
