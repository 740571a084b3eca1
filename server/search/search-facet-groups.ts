/**
 * The search results' facet groups (docs/product.md §5): categories (the tree's second level),
 * applications, species, one group per label dictionary (LABEL_FACETS: host, clonality, conjugate…)
 * and sizes, each with its options in order and where their goods are; and the answer's names.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysDicts } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import type { FinderIndex } from '../finder/facets-index';
import type { SearchFacets, SearchGoodsRequest } from '../../contract/search';
import { LABEL_FACETS } from '../../contract/search-constants';
import type { GroupCounts, GroupOptions, SearchFacetGroup, SearchSelection } from './search-facets';
import type { SearchFacetsIndex } from './search-facets-index';

type DictRow = typeof sysDicts.$inferSelect;
type LabelType = (typeof LABEL_FACETS)[number];

/** The dictionary options of the dictionary-named groups, in dictionary order. */
export function facetDictionaries(db: Db): Promise<DictRow[]> {
  return db
    .select()
    .from(sysDicts)
    .where(inArray(sysDicts.dictType, ['applications', 'species', ...LABEL_FACETS]))
    .orderBy(asc(sysDicts.sort), asc(sysDicts.id));
}

const codesOf = (dicts: readonly DictRow[], type: string) => dicts.filter((row) => row.dictType === type).map((row) => row.dictCode);

export function groupOptions(index: FinderIndex, extra: SearchFacetsIndex, dicts: readonly DictRow[]): GroupOptions[] {
  const labelGroups = LABEL_FACETS.map((type): GroupOptions => {
    const codes = codesOf(dicts, type);
    const known = new Set(codes);
    return { group: type, codes, bitsOf: (code) => (known.has(code) ? index.bits.labels.get(code) : undefined) };
  });
  return [
    { group: 'categories', codes: extra.categories.map((category) => category.code), bitsOf: (code) => extra.categoryBits.get(code) },
    { group: 'applications', codes: codesOf(dicts, 'applications'), bitsOf: (code) => index.bits.applications.get(code) },
    { group: 'species', codes: codesOf(dicts, 'species'), bitsOf: (code) => index.bits.species.get(code) },
    ...labelGroups,
    { group: 'sizes', codes: [...extra.sizes.keys()], bitsOf: (code) => extra.sizeBits.get(code) },
  ];
}

/** A request's selections per group, lists de-duplicated and sorted; label codes go to their dictionaries' groups. */
export function selectionOf(
  request: Pick<SearchGoodsRequest, 'categories' | 'applications' | 'species' | 'labels' | 'sizes'>,
  dicts: readonly DictRow[],
): SearchSelection {
  const clean = (codes: readonly string[] | undefined) => [...new Set(codes ?? [])].sort();
  const labels = clean(request.labels);
  const selection: SearchSelection = {
    categories: clean(request.categories),
    applications: clean(request.applications),
    species: clean(request.species),
    sizes: clean(request.sizes),
  };
  for (const type of LABEL_FACETS) {
    const codes = new Set(codesOf(dicts, type));
    selection[type] = labels.filter((code) => codes.has(code));
  }
  return selection;
}

/** The counted options as the answer names them, in the caller's language. */
export function namedFacets(counts: Record<SearchFacetGroup, GroupCounts>, extra: SearchFacetsIndex, dicts: readonly DictRow[], lang: Lang): SearchFacets {
  const dictName = (type: string, code: string) => {
    const row = dicts.find((each) => each.dictType === type && each.dictCode === code);
    return row ? pick(lang, row.dictValueEn, row.dictValueZh) : code;
  };
  const named = (group: SearchFacetGroup, name: (code: string) => string) =>
    (counts[group] ?? []).map(([dictCode, totalNum]) => ({ dictCode, dictValue: name(dictCode), totalNum }));
  const categoryNames = new Map(extra.categories.map((category) => [category.code, pick(lang, category.en, category.zh)]));
  return {
    categories: named('categories', (code) => categoryNames.get(code) ?? code),
    applications: named('applications', (code) => dictName('applications', code)),
    species: named('species', (code) => dictName('species', code)),
    labels: LABEL_FACETS.map((type: LabelType) => ({ dictType: type, options: named(type, (code) => dictName(type, code)) })).filter(
      (group) => group.options.length > 0,
    ),
    sizes: named('sizes', (code) => {
      const size = extra.sizes.get(code);
      return size ? pick(lang, size.en, size.zh) : code;
    }),
  };
}
