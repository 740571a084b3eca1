/**
 * Culture-medium filter mode (docs/product.md §2.3, §2.4 item 4): /bufferSolution with the filter
 * category CP001015001165 filters by type, form and additive; the medium root keeps the plain
 * listing. Public URL, parameters in this fixed order:
 *
 *   /bufferSolution?id=CP001015001165&type=basal&form=liquid,powder&additive=hepes&view=3&sort=desc&page=2
 *
 * type / form / additive are comma lists of the ids the goods carry (any of each list, all
 * lists together). The proxy rewrites the URL to one internal segment of the known parameters.
 */
import { CATEGORY } from './category-codes';
import type { ViewMode } from './page-size';
import { fromQuerySegment, parseCodeList, parsePage, readableQuery, toQuerySegment, viewQuery, type QueryField } from './query-segment';

export type MediumGroup = 'types' | 'forms' | 'additives';

export interface MediumFilters {
  id: string;
  types: string[];
  forms: string[];
  additives: string[];
  /** The view mode asked for; absent means the category's default. */
  view?: ViewMode;
  sort: 'asc' | 'desc';
  page: number;
}

/** Public parameter and internal segment key of each group, in URL order. */
const GROUP_KEYS: readonly [MediumGroup, string, string][] = [
  ['types', 'type', 'type'],
  ['forms', 'form', 'form'],
  ['additives', 'additive', 'add'],
];

const MEDIUM_GROUPS: readonly MediumGroup[] = GROUP_KEYS.map(([group]) => group);

/** Whether a /bufferSolution URL opens filter mode: its id is the filter category. */
export function isMediumFilterQuery(params: URLSearchParams): boolean {
  return params.get('id')?.trim() === CATEGORY.CULTURE_MEDIUM_FILTER;
}

export function defaultMediumFilters(): MediumFilters {
  return { id: CATEGORY.CULTURE_MEDIUM_FILTER, types: [], forms: [], additives: [], sort: 'asc', page: 1 };
}

export function parseMediumQuery(params: URLSearchParams): MediumFilters {
  const filters = defaultMediumFilters();
  for (const [group, param] of GROUP_KEYS) filters[group] = parseCodeList(params.get(param));
  const view = Number(params.get('view'));
  if (view === 1 || view === 2 || view === 3) filters.view = view;
  if (params.get('sort') === 'desc') filters.sort = 'desc';
  filters.page = parsePage(params.get('page'));
  return filters;
}

/** The view's parameters in URL order, the groups under short segment keys. */
const QUERY_FIELDS: readonly QueryField<MediumFilters>[] = [
  { param: 'id', value: (filters) => filters.id },
  ...GROUP_KEYS.map(([group, param, key]) => ({ param, key, value: (filters: MediumFilters) => filters[group] })),
  { param: 'view', value: (filters) => filters.view ?? '' },
  { param: 'sort', value: (filters) => (filters.sort === 'desc' ? 'desc' : '') },
  { param: 'page', value: (filters) => (filters.page > 1 ? filters.page : '') },
];

/** 'id~CP001015001165.type~basal.form~liquid.add~hepes.view~3.sort~desc.page~2' */
export function toMediumSegment(filters: MediumFilters): string {
  return toQuerySegment(viewQuery(filters, QUERY_FIELDS), QUERY_FIELDS);
}

/** The inverse of toMediumSegment, as tolerant as parseMediumQuery (the id is always the filter category). */
export function fromMediumSegment(segment: string): MediumFilters {
  return parseMediumQuery(fromQuerySegment(segment, QUERY_FIELDS));
}

export function mediumHref(filters: MediumFilters): string {
  return `/bufferSolution?${readableQuery(viewQuery(filters, QUERY_FIELDS))}`;
}

/** Any change of filters starts again at page 1; the view mode and order stay. */
export function toggleMediumOption(filters: MediumFilters, group: MediumGroup, code: string): MediumFilters {
  const current = filters[group];
  const next = current.includes(code) ? current.filter((each) => each !== code) : [...current, code];
  return { ...filters, [group]: [...new Set(next)].sort(), page: 1 };
}

export function resetMediumFilters(filters: MediumFilters): MediumFilters {
  return { ...filters, types: [], forms: [], additives: [], page: 1 };
}

export function hasMediumFilters(filters: MediumFilters): boolean {
  return MEDIUM_GROUPS.some((group) => filters[group].length > 0);
}

/** Narrowed, reordered or a later page: not the view search engines should index. */
export function isFilteredMediumView(filters: MediumFilters): boolean {
  return hasMediumFilters(filters) || filters.sort === 'desc' || filters.page > 1;
}

/** The filters as toCultureMedium/list and cultureMediumClassifyList take them. */
export function mediumApiFilters(filters: MediumFilters): { mediumType?: string; cultureMediumModality?: string; cultureMediumAdditive?: string } {
  const list = (codes: readonly string[]) => (codes.length ? codes.join(',') : undefined);
  return { mediumType: list(filters.types), cultureMediumModality: list(filters.forms), cultureMediumAdditive: list(filters.additives) };
}

export interface MediumChip {
  group: MediumGroup;
  code: string;
  label: string;
  removeHref: string;
}

/** One removable chip per active option, in URL order. */
export function mediumChips(filters: MediumFilters, nameOf: (group: MediumGroup, code: string) => string | undefined): MediumChip[] {
  return MEDIUM_GROUPS.flatMap((group) =>
    filters[group].map((code) => ({ group, code, label: nameOf(group, code) ?? code, removeHref: mediumHref(toggleMediumOption(filters, group, code)) })),
  );
}
