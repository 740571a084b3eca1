/**
 * The antibody finder's state is its URL (docs/product.md §2.4 item 3, §4: filters reset on route
 * change because they are the route). Public URL, parameters in this fixed order:
 *
 *   /antibody?id=CP002&cat=CP002001,CP002004&species=human&app=WB&area=cancer&host=rabbit&clonality=monoclonal
 *     &conjugate=unconjugated&isotype=IgG&kw=gapdh&cited=10&order=cited&sort=desc&page=2
 *
 * - id: the category the finder covers (default CP002; CP003 and CP009 are finders too)
 * - cat: checked categories of the tree; species / app / area / host / clonality / conjugate /
 *   isotype: the checked options of each group (dictCode values); kw: the category keyword; sort: 'desc' for Cat. No. descending;
 *   cited: only goods cited in at least that many publications (CITED_THRESHOLDS); order: 'cited'
 *   for most cited first; page: from 2.
 * The proxy rewrites it to one internal path segment of the known parameters only, lists
 * de-duplicated and sorted, so each distinct view renders once and is then served from cache.
 */
import { CATEGORY } from './category-codes';
import { inAntibodyTree } from '@/contract/categories';
import { cleanKeyword, fromQuerySegment, parseCodeList, parsePage, readableQuery, toQuerySegment, viewQuery, type QueryField } from './query-segment';

export type FilterGroup = 'categories' | 'species' | 'applications' | 'areas' | 'hosts' | 'clonality' | 'conjugates' | 'isotypes';

export interface AntibodyFilters {
  id: string;
  categories: string[];
  species: string[];
  applications: string[];
  areas: string[];
  /** The antibody label groups (docs/product.md §2.4 item 3): host, clonality, conjugate and isotype codes. */
  hosts: string[];
  clonality: string[];
  conjugates: string[];
  isotypes: string[];
  /** Category keyword, trimmed; '' when none. */
  keyword: string;
  sort: 'asc' | 'desc';
  /** 'citations': most cited first (docs/product.md §2.4 item 3); Cat. No. order otherwise. */
  order: 'itemno' | 'citations';
  /** Only goods cited in at least this many publications; 0: all. */
  cited: number;
  page: number;
}

/** The finder's "Cited in publications" choices besides any: at least one, at least ten. */
export const CITED_THRESHOLDS: readonly number[] = [1, 10];

const CODE = /^[A-Za-z0-9_-]{1,64}$/;
export const KEYWORD_MAX_LENGTH = 50;

/** Public parameter and internal segment key of each group, in URL order. */
const GROUP_KEYS: readonly [FilterGroup, string, string][] = [
  ['categories', 'cat', 'cat'],
  ['species', 'species', 'sp'],
  ['applications', 'app', 'app'],
  ['areas', 'area', 'area'],
  ['hosts', 'host', 'host'],
  ['clonality', 'clonality', 'cl'],
  ['conjugates', 'conjugate', 'conj'],
  ['isotypes', 'isotype', 'iso'],
];

export function defaultAntibodyFilters(id: string = CATEGORY.ANTIBODIES): AntibodyFilters {
  return {
    id,
    categories: [],
    species: [],
    applications: [],
    areas: [],
    hosts: [],
    clonality: [],
    conjugates: [],
    isotypes: [],
    keyword: '',
    sort: 'asc',
    order: 'itemno',
    cited: 0,
    page: 1,
  };
}

/** The known parameters of a finder URL; unknown or malformed values are dropped. */
export function parseAntibodyQuery(params: URLSearchParams): AntibodyFilters {
  const id = params.get('id')?.trim();
  const filters = defaultAntibodyFilters(id && CODE.test(id) ? id : undefined);
  for (const [group, param] of GROUP_KEYS) filters[group] = parseCodeList(params.get(param));
  filters.keyword = cleanKeyword(params.get('kw'), KEYWORD_MAX_LENGTH);
  if (params.get('sort') === 'desc') filters.sort = 'desc';
  if (params.get('order') === 'cited') filters.order = 'citations';
  const cited = Number(params.get('cited'));
  if (CITED_THRESHOLDS.includes(cited)) filters.cited = cited;
  filters.page = parsePage(params.get('page'));
  return filters;
}

/** The view's parameters in URL order; the groups under short segment keys, the keyword as text. */
const QUERY_FIELDS: readonly QueryField<AntibodyFilters>[] = [
  { param: 'id', value: (filters) => filters.id },
  ...GROUP_KEYS.map(([group, param, key]) => ({ param, key, value: (filters: AntibodyFilters) => filters[group] })),
  { param: 'kw', text: true, value: (filters) => filters.keyword },
  { param: 'cited', value: (filters) => (filters.cited > 0 ? filters.cited : '') },
  { param: 'order', value: (filters) => (filters.order === 'citations' ? 'cited' : '') },
  { param: 'sort', value: (filters) => (filters.sort === 'desc' ? 'desc' : '') },
  { param: 'page', value: (filters) => (filters.page > 1 ? filters.page : '') },
];

/** 'id~CP002.cat~CP002001.sp~human,mouse.app~WB.kw~Z2FwZGg.sort~desc.page~2' (keyword in base64url). */
export function toAntibodySegment(filters: AntibodyFilters): string {
  return toQuerySegment(viewQuery(filters, QUERY_FIELDS), QUERY_FIELDS);
}

/** The inverse of toAntibodySegment, as tolerant as parseAntibodyQuery. */
export function fromAntibodySegment(segment: string): AntibodyFilters {
  return parseAntibodyQuery(fromQuerySegment(segment, QUERY_FIELDS));
}

/** The public URL of a finder view; page and sort only when they differ from the default. */
export function antibodyHref(filters: AntibodyFilters): string {
  return `/antibody?${readableQuery(viewQuery(filters, QUERY_FIELDS))}`;
}

/** Whether the view narrows or reorders the finder's default view (such views are not indexed). */
export function isFilteredView(filters: AntibodyFilters): boolean {
  const { keyword, sort, order, cited, page } = filters;
  return (
    GROUP_KEYS.map(([group]) => filters[group]).some((list) => list.length > 0) ||
    keyword !== '' ||
    sort === 'desc' ||
    order !== 'itemno' ||
    cited > 0 ||
    page > 1
  );
}

/** Any change of filters starts again at page 1. */
export function withGroup(filters: AntibodyFilters, group: FilterGroup, codes: readonly string[]): AntibodyFilters {
  return { ...filters, [group]: [...new Set(codes)].sort(), page: 1 };
}

export function toggleOption(filters: AntibodyFilters, group: Exclude<FilterGroup, 'categories'>, code: string): AntibodyFilters {
  const current = filters[group];
  return withGroup(filters, group, current.includes(code) ? current.filter((each) => each !== code) : [...current, code]);
}

export function withKeyword(filters: AntibodyFilters, keyword: string): AntibodyFilters {
  return { ...filters, keyword: cleanKeyword(keyword, KEYWORD_MAX_LENGTH), page: 1 };
}

/** Everything cleared but the finder's category and the order. */
export function resetAll(filters: AntibodyFilters): AntibodyFilters {
  return { ...defaultAntibodyFilters(filters.id), sort: filters.sort, order: filters.order };
}

/** Another "Cited in publications" choice starts again at page 1. */
export function withCited(filters: AntibodyFilters, cited: number): AntibodyFilters {
  return { ...filters, cited: CITED_THRESHOLDS.includes(cited) ? cited : 0, page: 1 };
}

/** Another order starts again at page 1. */
export function withOrder(filters: AntibodyFilters, order: AntibodyFilters['order']): AntibodyFilters {
  return { ...filters, order, page: 1 };
}

type ApiListField = 'dictCode' | 'speciesDictCode' | 'areaIds' | 'hosts' | 'clonality' | 'conjugates' | 'isotypes';

/** The finder's filters as the API takes them (comma lists; absent when empty). */
export function antibodyApiFilters(filters: AntibodyFilters): Partial<Record<ApiListField, string>> & { citedMin?: number } {
  const list = (codes: readonly string[]) => (codes.length ? codes.join(',') : undefined);
  return {
    dictCode: list(filters.applications),
    speciesDictCode: list(filters.species),
    areaIds: list(filters.areas),
    hosts: list(filters.hosts),
    clonality: list(filters.clonality),
    conjugates: list(filters.conjugates),
    isotypes: list(filters.isotypes),
    ...(filters.cited > 0 ? { citedMin: filters.cited } : {}),
  };
}

/** The trees the finder covers (docs/product.md §2.3: CP002, CP003 and CP009 open the antibody page). */
/** Whether a category (its code and ancestors) lies in an antibody tree, so the finder can show it. */
export function isAntibodyCategory(category: { id: string; pids: readonly string[] }): boolean {
  return inAntibodyTree([category.id, ...category.pids]);
}

/** docs/product.md §9: the antibody table CP002001 is paged 50 at a time; other views show cards. */
export function showsAntibodyTable(filters: AntibodyFilters): boolean {
  const shown = filters.categories.length ? filters.categories : [filters.id];
  return shown.length === 1 && shown[0] === CATEGORY.ANTIBODY_TABLE;
}

export interface FilterChip {
  group: FilterGroup;
  code: string;
  /** The option's name, e.g. 'Human'; the code when the name is unknown. */
  label: string;
  /** The same view without this option. */
  removeHref: string;
}

/** One removable chip per checked option, in URL order. */
export function filterChips(filters: AntibodyFilters, nameOf: (group: FilterGroup, code: string) => string | undefined): FilterChip[] {
  return GROUP_KEYS.flatMap(([group]) =>
    filters[group].map((code) => ({
      group,
      code,
      label: nameOf(group, code) ?? code,
      removeHref: antibodyHref(
        withGroup(
          filters,
          group,
          filters[group].filter((each) => each !== code),
        ),
      ),
    })),
  );
}
