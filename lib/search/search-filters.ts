/**
 * The search results' facets and order as public URL parameters (docs/product.md §5): one
 * parameter per facet group holding a comma list of codes, like the antibody finder's
 * (`application=WB,IHC-P&host=rabbit`; repeated parameters are read too), and `sort`.
 * Unknown parameters, malformed codes and unknown orders are dropped, never an error.
 */
import { LABEL_FACETS, SEARCH_SORTS, type SearchSort } from '@/contract/search-constants';
import { parseCodeList } from '@/lib/catalogue/query-segment';

/** The groups in the order the results show them; labels are one group per label dictionary. */
export const FILTER_GROUPS = ['category', 'application', 'species', ...LABEL_FACETS, 'size'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** Selected codes per group, each list de-duplicated and sorted; an absent group is free. */
export type SearchFilters = Partial<Record<FilterGroup, string[]>>;

/** A group's segment key: short, so a long term still leaves room for the filters. */
export const FILTER_KEYS: Record<FilterGroup, string> = {
  category: 'cat',
  application: 'app',
  species: 'sp',
  host: 'host',
  clonality: 'clon',
  conjugate: 'conj',
  isotype: 'iso',
  size: 'size',
};

export const DEFAULT_SORT: SearchSort = 'relevance';

export function parseSort(value: string | null): SearchSort {
  return SEARCH_SORTS.find((sort) => sort === value) ?? DEFAULT_SORT;
}

/** The known groups of a query, each list as parseCodeList cleans it; empty groups left out. */
export function parseFilters(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {};
  for (const group of FILTER_GROUPS) {
    const codes = parseCodeList(params.getAll(group).join(','));
    if (codes.length > 0) filters[group] = codes;
  }
  return filters;
}

export function hasFilters(filters: SearchFilters): boolean {
  return FILTER_GROUPS.some((group) => (filters[group]?.length ?? 0) > 0);
}

/** The filters with `code` ticked or unticked in `group`. */
export function toggleFilter(filters: SearchFilters, group: FilterGroup, code: string): SearchFilters {
  const codes = filters[group] ?? [];
  const next = codes.includes(code) ? codes.filter((each) => each !== code) : [...codes, code].sort();
  const result: SearchFilters = { ...filters, [group]: next };
  if (next.length === 0) delete result[group];
  return result;
}

/** The searchGoods request fields of the filters (contract/search.ts). */
export function filterRequest(filters: SearchFilters): {
  categories?: string[];
  applications?: string[];
  species?: string[];
  labels?: string[];
  sizes?: string[];
} {
  const labels = LABEL_FACETS.flatMap((type) => filters[type] ?? []);
  return {
    ...(filters.category ? { categories: filters.category } : {}),
    ...(filters.application ? { applications: filters.application } : {}),
    ...(filters.species ? { species: filters.species } : {}),
    ...(labels.length > 0 ? { labels } : {}),
    ...(filters.size ? { sizes: filters.size } : {}),
  };
}
