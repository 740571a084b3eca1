/**
 * The faceted finders' shared service (antibodies and culture media, docs/product.md §2.4 items 3–4):
 * facet options with counts, the number of matching goods and a page of them. Counts and
 * pages come from one finder index, so every count equals the total its list answers.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysDicts } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import { pick, type Lang } from '../http/locale';
import { isListed, loadSnapshot } from '../catalogue/category-snapshot';
import { countBits } from './facets-bits';
import { finderIndex } from './facets-cache';
import type { FacetField } from './facets-index';
import { facetCounts, matchBits, pageIds, type FinderOrder, type FinderQuery } from './facets-match';
import { summariesByIds, type GoodsSummary } from '../goods/goods-summary';
import type { Facet } from '../../contract/finder';
export type { Facet } from '../../contract/finder';

export type { FinderOrder, FinderQuery } from './facets-match';

/** The filter fields as docs/product.md §3 and §7.3 name them (comma lists in the requests). */
export interface FinderFilter {
  speciesDictCode?: string[];
  /** Applications. */
  dictCode?: string[];
  areaIds?: string[];
  labels?: string[];
  /** Antibody label groups (contract/antibody-labels.ts): each a group of its own, unlike `labels`. */
  hosts?: string[];
  clonality?: string[];
  conjugates?: string[];
  isotypes?: string[];
  mediumType?: string[];
  cultureMediumModality?: string[];
  cultureMediumAdditive?: string[];
  /** Only goods cited in at least this many publications. */
  citedMin?: number;
}

export function finderQuery(scope: readonly string[], filter: FinderFilter): FinderQuery {
  return {
    scope,
    selected: {
      species: filter.speciesDictCode,
      applications: filter.dictCode,
      areas: filter.areaIds,
      labels: filter.labels,
      hosts: filter.hosts,
      clonality: filter.clonality,
      conjugates: filter.conjugates,
      isotypes: filter.isotypes,
      mediumType: filter.mediumType,
      mediumForms: filter.cultureMediumModality,
      mediumAdditives: filter.cultureMediumAdditive,
    },
    minCitations: filter.citedMin,
  };
}

/** Code 3 naming the first code that is no listed category (unknown, or off shelf along its path). */
export async function requireListedCategories(db: Db, codes: readonly string[]): Promise<void> {
  const snapshot = await loadSnapshot(db);
  const unlisted = codes.find((code) => {
    const row = snapshot.rows.get(code);
    return !row || !isListed(snapshot, row);
  });
  if (unlisted !== undefined) throw new ApiFailure(CODE.notFound, `goodsCate: no category ${unlisted}`);
}

/** A facet group: which goods field it counts and which dictionary type lists its options. */
export interface FacetGroup {
  field: FacetField;
  dictType: string;
}

/**
 * Every option of every group, in dictionary order (options without goods too), each with its
 * faceted count: the goods matching the other groups' selections that carry the option.
 */
export async function facetGroups<K extends string>(db: Db, query: FinderQuery, groups: Record<K, FacetGroup>, lang: Lang): Promise<Record<K, Facet[]>> {
  const entries = Object.entries(groups) as [K, FacetGroup][];
  const [index, snapshot, options] = await Promise.all([
    finderIndex(db),
    loadSnapshot(db),
    db
      .select()
      .from(sysDicts)
      .where(
        inArray(
          sysDicts.dictType,
          entries.map(([, group]) => group.dictType),
        ),
      )
      .orderBy(asc(sysDicts.sort), asc(sysDicts.id)),
  ]);
  const optionsOf = (group: FacetGroup) => options.filter((row) => row.dictType === group.dictType);
  const counts = facetCounts(
    index,
    snapshot,
    query,
    entries.map(([, group]) => ({ field: group.field, options: optionsOf(group).map((row) => row.dictCode) })),
  );
  const answer = {} as Record<K, Facet[]>;
  entries.forEach(([name, group], i) => {
    answer[name] = optionsOf(group).map((row) => ({
      dictCode: row.dictCode,
      dictValue: pick(lang, row.dictValueEn, row.dictValueZh),
      totalNum: counts[i]?.get(row.dictCode) ?? 0,
    }));
  });
  return answer;
}

export async function finderCount(db: Db, query: FinderQuery): Promise<number> {
  const [index, snapshot] = await Promise.all([finderIndex(db), loadSnapshot(db)]);
  return countBits(matchBits(index, snapshot, query));
}

/** One page of the matching goods, with the number of all of them. */
export async function finderPage(
  db: Db,
  query: FinderQuery,
  paging: FinderOrder & { page: number; limit: number },
  lang: Lang,
): Promise<{ list: GoodsSummary[]; totalCount: number }> {
  const [index, snapshot] = await Promise.all([finderIndex(db), loadSnapshot(db)]);
  const bits = matchBits(index, snapshot, query);
  const ids = pageIds(index, bits, paging, paging.page, paging.limit);
  return { list: await summariesByIds(db, ids, lang), totalCount: countBits(bits) };
}
