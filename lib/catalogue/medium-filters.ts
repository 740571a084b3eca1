/**
 * Culture-medium filter mode (SPEC.md §2.3, §2.4 item 4): /bufferSolution with the filter
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
import { parseCodeList, parsePage, safeDecode } from './query-segment';

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

export const MEDIUM_GROUPS: readonly MediumGroup[] = GROUP_KEYS.map(([group]) => group);

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

/** 'id~CP001015001165.type~basal.form~liquid.add~hepes.view~3.sort~desc.page~2' */
export function toMediumSegment(filters: MediumFilters): string {
  const parts = [`id~${filters.id}`];
  for (const [group, , key] of GROUP_KEYS) if (filters[group].length) parts.push(`${key}~${filters[group].join(',')}`);
  if (filters.view) parts.push(`view~${filters.view}`);
  if (filters.sort === 'desc') parts.push('sort~desc');
  if (filters.page > 1) parts.push(`page~${filters.page}`);
  return parts.join('.');
}

export function fromMediumSegment(segment: string): MediumFilters {
  const params = new URLSearchParams();
  for (const part of safeDecode(segment).split('.')) {
    const [key, value] = part.split('~');
    if (!key || value === undefined) continue;
    const group = GROUP_KEYS.find(([, , segmentKey]) => segmentKey === key);
    if (group) params.set(group[1], value);
    else if (key === 'view' || key === 'sort' || key === 'page') params.set(key, value);
  }
  return parseMediumQuery(params);
}

export function mediumHref(filters: MediumFilters): string {
  const params = new URLSearchParams({ id: filters.id });
  for (const [group, param] of GROUP_KEYS) if (filters[group].length) params.set(param, filters[group].join(','));
  if (filters.view) params.set('view', String(filters.view));
  if (filters.sort === 'desc') params.set('sort', 'desc');
  if (filters.page > 1) params.set('page', String(filters.page));
  return `/bufferSolution?${params.toString().replace(/%2C/g, ',')}`;
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
