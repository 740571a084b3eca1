/**
 * The WHERE and ORDER BY pieces the goods lists share, so every list filters and sorts the
 * same way. A category scope is `category_path @> {code}`: the category and everything below
 * it, answered by the GIN index on goods.category_path.
 */
import { and, arrayContains, arrayOverlaps, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { goods } from '../db/schema';

export interface GoodsFilter {
  /** Category code: the category and all its descendants. */
  goodsCate: string;
  /** Only on-shelf goods. */
  onShelfFlag: boolean;
  /** Antibody filters: applications, species, research areas, labels (any of each list). */
  dictCode?: string[];
  speciesDictCode?: string[];
  areaIds?: string[];
  labels?: string[];
  /** Culture-medium filters: forms and additives (any of each list), and the medium type. */
  cultureMediumModality?: string[];
  cultureMediumAdditive?: string[];
  mediumType?: string[];
}

/** Whether the filter narrows beyond "on-shelf goods of the category", so cached counts cannot answer it. */
export function narrowsGoods(filter: GoodsFilter): boolean {
  const lists = [
    filter.dictCode,
    filter.speciesDictCode,
    filter.areaIds,
    filter.labels,
    filter.cultureMediumModality,
    filter.cultureMediumAdditive,
    filter.mediumType,
  ];
  return !filter.onShelfFlag || lists.some((list) => (list?.length ?? 0) > 0);
}

export type OrderBy = 'itemno' | 'createdAt' | 'sort';
export type Direction = 'asc' | 'desc';

export function inCategory(code: string): SQL {
  return arrayContains(goods.categoryPath, [code]);
}

export function goodsFilterSql(filter: GoodsFilter): SQL {
  const conditions: SQL[] = [inCategory(filter.goodsCate)];
  if (filter.onShelfFlag) conditions.push(eq(goods.onShelfFlag, true));
  if (filter.dictCode?.length) conditions.push(arrayOverlaps(goods.applicationCodes, filter.dictCode));
  if (filter.speciesDictCode?.length) conditions.push(arrayOverlaps(goods.speciesCodes, filter.speciesDictCode));
  if (filter.areaIds?.length) conditions.push(arrayOverlaps(goods.areaCodes, filter.areaIds));
  if (filter.labels?.length) conditions.push(arrayOverlaps(goods.labels, filter.labels));
  if (filter.cultureMediumModality?.length) conditions.push(arrayOverlaps(goods.mediumForms, filter.cultureMediumModality));
  if (filter.cultureMediumAdditive?.length) conditions.push(arrayOverlaps(goods.mediumAdditives, filter.cultureMediumAdditive));
  if (filter.mediumType?.length) conditions.push(inArray(goods.mediumType, filter.mediumType));
  return and(...conditions) as SQL;
}

export function goodsOrderSql(orderBy: OrderBy = 'itemno', itemnoSort: Direction = 'asc'): SQL[] {
  const direction = itemnoSort === 'desc' ? desc : asc;
  switch (orderBy) {
    case 'createdAt':
      return [desc(goods.createdAt), asc(goods.itemno)];
    case 'sort':
      return [asc(goods.sort), direction(goods.itemno)];
    default:
      // docs/product.md §9: the default sort is Cat. No. ascending.
      return [direction(goods.itemno)];
  }
}

/**
 * A shuffled-looking order that is the same on every call for the same seed, so "you may
 * also like" answers can be cached: goods ordered by a hash of (id XOR seed).
 */
export function variedOrderSql(seed: number): SQL[] {
  return [sql`hashint8(${goods.id} # ${Math.trunc(seed)}::bigint)`, asc(goods.id)];
}
