/**
 * The finders' wire shapes (antibody and culture-medium filters, docs/product.md §7.3) reshaped at the
 * boundary: facet options with counts, the category tree with counts, goods with their labels.
 * Plain data, so pages can hand it to client islands.
 */
import { asInteger, asText, isRecord, parseJsonArray } from '@/lib/catalogue/json-field';
import { toGoodsList, toGoodsSummary, type GoodsSummaryView } from './goods-shape';

/** One checkbox of a filter group: Facet { dictCode, dictValue, totalNum } on the wire. */
export interface FacetOption {
  code: string;
  name: string;
  count: number;
}

/** The antibody finder's option groups (applicationsAndSpeciesList). */
export interface AntibodyFacetsView {
  species: FacetOption[];
  applications: FacetOption[];
  areas: FacetOption[];
  hosts: FacetOption[];
  clonality: FacetOption[];
  conjugates: FacetOption[];
  isotypes: FacetOption[];
}

export function toFacetOptions(raw: unknown): FacetOption[] {
  return parseJsonArray(raw).flatMap((item) => {
    if (!isRecord(item)) return [];
    const code = asText(item.dictCode);
    if (!code) return [];
    return [{ code, name: asText(item.dictValue) ?? code, count: Math.max(0, asInteger(item.totalNum) ?? 0) }];
  });
}

/** A category of the finder's tree: CategoryCountView { id, dictValue, pids, level, totalNum, children }. */
export interface CategoryCountView {
  id: string;
  name: string;
  /** Ancestor codes from the root. */
  pids: string[];
  level: number;
  count: number;
  children: CategoryCountView[];
}

function codeList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((each) => asText(each) ?? '').filter(Boolean);
  return (asText(value) ?? '')
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean);
}

function toCategoryCount(raw: unknown): CategoryCountView | null {
  if (!isRecord(raw)) return null;
  const id = asText(raw.id);
  if (!id) return null;
  return {
    id,
    name: asText(raw.dictValue) ?? id,
    pids: codeList(raw.pids),
    level: asInteger(raw.level) ?? 0,
    count: Math.max(0, asInteger(raw.totalNum) ?? 0),
    children: toCategoryCounts(raw.children),
  };
}

export function toCategoryCounts(raw: unknown): CategoryCountView[] {
  return parseJsonArray(raw)
    .map(toCategoryCount)
    .filter((node): node is CategoryCountView => node !== null);
}

/** A goods item of a finder's results, with its labels (antibodies: host, clonality, conjugate, isotype). */
export interface FinderGoods extends GoodsSummaryView {
  labels: string[];
}

/** Labels as codes ('polyclonal'), names ({ dictValue }), a JSON list or a comma list. */
function labelList(value: unknown): string[] {
  const items = parseJsonArray(value);
  if (items.length === 0) return codeList(value);
  return items.map((item) => (isRecord(item) ? (asText(item.dictValue) ?? asText(item.dictCode)) : asText(item)) ?? '').filter(Boolean);
}

function toFinderGoods(raw: unknown): FinderGoods | null {
  const summary = toGoodsSummary(raw);
  if (!summary || !isRecord(raw)) return null;
  return { ...summary, labels: [...new Set(labelList(raw.labels))] };
}

export function toFinderGoodsList(raw: readonly unknown[]): FinderGoods[] {
  return raw.map(toFinderGoods).filter((goods): goods is FinderGoods => goods !== null);
}

/** A common cell line with the medium recommended for it and the goods to order. */
export interface CellLineRecommendationView {
  id: string;
  name: string;
  description: string | null;
  species: string | null;
  tissue: string | null;
  growth: string | null;
  serum: string | null;
  medium: { code: string; name: string } | null;
  /** The line's own complete medium first, then the recommended medium's goods. */
  goods: GoodsSummaryView[];
  /** Which of `goods` is the line's own complete medium. */
  completeMediumId: number | null;
}

function toRecommendation(raw: unknown): CellLineRecommendationView | null {
  if (!isRecord(raw)) return null;
  const name = asText(raw.name);
  if (!name) return null;
  const medium = isRecord(raw.medium) ? { code: asText(raw.medium.code) ?? '', name: asText(raw.medium.name) ?? '' } : null;
  const complete = toGoodsSummary(raw.completeMedium);
  const goods = toGoodsList(parseJsonArray(raw.goods)).filter((item) => item.id !== complete?.id);
  return {
    id: asText(raw.id) ?? name,
    name,
    description: asText(raw.description),
    species: asText(raw.species),
    tissue: asText(raw.tissue),
    growth: asText(raw.growth),
    serum: asText(raw.serum),
    medium: medium && (medium.code || medium.name) ? medium : null,
    goods: complete ? [complete, ...goods] : goods,
    completeMediumId: complete?.id ?? null,
  };
}

export function toCellLineRecommendations(raw: unknown): CellLineRecommendationView[] {
  return parseJsonArray(raw)
    .map(toRecommendation)
    .filter((line): line is CellLineRecommendationView => line !== null);
}
