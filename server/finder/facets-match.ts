/**
 * Questions the finders ask of the finder index: which goods match a filter, how many of them
 * carry each facet code or sit under each category, and which of them fill a page.
 *
 * Filter semantics (docs/product.md §3 search filter): within a field any selected code matches (OR),
 * across fields every field must match (AND) — as goodsFilterSql's `&&` conditions do.
 */
import type { Direction, OrderBy } from '../catalogue/goods-filters';
import { isListed, type Snapshot } from '../catalogue/category-snapshot';
import { andInto, countBoth, emptyBits, forEachPosition, orInto, setBit, slicePositions, type Bits } from './facets-bits';
import { FACET_FIELDS, type FacetField, type FinderIndex } from './facets-index';

export interface FinderQuery {
  /** Category codes: goods listed under any of them. */
  scope: readonly string[];
  /** Selected codes per field; an absent or empty list leaves the field free. */
  selected: Partial<Record<FacetField, readonly string[]>>;
  /** Only goods cited in at least this many publications; absent or 0 leaves them all. */
  minCitations?: number;
}

/** The finders' orders: the goods lists' own, and most cited first (docs/product.md §2.4 item 3). */
type FinderOrderBy = OrderBy | 'citations';

export interface FinderOrder {
  orderBy: FinderOrderBy;
  itemnoSort: Direction;
}

/**
 * Goods under any of the codes whose own category is listed: the finder shows no goods of a
 * category the tree hides (an off-shelf node or one below it). A category's path is its
 * ancestors and itself, as goods.category_path holds it.
 */
function scopeBits(index: FinderIndex, snapshot: Snapshot, codes: readonly string[]): Bits {
  const wanted = new Set(codes);
  const inScope = index.categories.map((code) => {
    const row = snapshot.rows.get(code);
    return row !== undefined && isListed(snapshot, row) && (wanted.has(code) || row.ancestors.some((ancestor) => wanted.has(ancestor)));
  });
  const bits = emptyBits(index.size);
  for (let position = 0; position < index.size; position++) {
    if (inScope[index.categoryOf[position] ?? 0]) setBit(bits, position);
  }
  return bits;
}

function fieldBits(index: FinderIndex, field: FacetField, codes: readonly string[]): Bits {
  const bits = emptyBits(index.size);
  for (const code of codes) {
    const set = index.bits[field].get(code);
    if (set) orInto(bits, set);
  }
  return bits;
}

/** Goods cited in at least `min` publications. */
function citedBits(index: FinderIndex, min: number): Bits {
  const bits = emptyBits(index.size);
  for (let position = 0; position < index.size; position++) {
    if ((index.citations[position] ?? 0) >= min) setBit(bits, position);
  }
  return bits;
}

/** The scope's goods narrowed by every field's selection but `except`'s. */
function narrowBits(index: FinderIndex, scope: Bits, query: FinderQuery, except?: FacetField): Bits {
  const bits = scope.slice();
  if (query.minCitations) andInto(bits, citedBits(index, query.minCitations));
  for (const field of FACET_FIELDS) {
    const codes = query.selected[field];
    if (field !== except && codes && codes.length > 0) andInto(bits, fieldBits(index, field, codes));
  }
  return bits;
}

/** The goods matching the query. */
export function matchBits(index: FinderIndex, snapshot: Snapshot, query: FinderQuery): Bits {
  return narrowBits(index, scopeBits(index, snapshot, query.scope), query);
}

/**
 * Standard faceted counts, per field: for each option, the goods matching every OTHER field's
 * selection that carry the option — what the list answers when the option is the field's selection.
 */
export function facetCounts(
  index: FinderIndex,
  snapshot: Snapshot,
  query: FinderQuery,
  facets: readonly { field: FacetField; options: readonly string[] }[],
): Map<string, number>[] {
  const scope = scopeBits(index, snapshot, query.scope);
  return facets.map(({ field, options }) => {
    const base = narrowBits(index, scope, query, field);
    return new Map(
      options.map((code) => {
        const set = index.bits[field].get(code);
        return [code, set ? countBoth(base, set) : 0];
      }),
    );
  });
}

/** Goods of `bits` under each category code: an item counts for its category and every ancestor. */
export function totalsByCategory(index: FinderIndex, snapshot: Snapshot, bits: Bits): Map<string, number> {
  const perCategory = new Uint32Array(index.categories.length);
  forEachPosition(bits, (position) => {
    const category = index.categoryOf[position] ?? 0;
    perCategory[category] = (perCategory[category] ?? 0) + 1;
  });
  const totals = new Map<string, number>();
  index.categories.forEach((code, c) => {
    const n = perCategory[c] ?? 0;
    const path = [...(snapshot.rows.get(code)?.ancestors ?? []), code];
    if (n > 0) for (const step of path) totals.set(step, (totals.get(step) ?? 0) + n);
  });
  return totals;
}

/** Goods ids of one page of `bits`, in the order classifyGoodsList sorts (goodsOrderSql). */
export function pageIds(index: FinderIndex, bits: Bits, order: FinderOrder, page: number, limit: number): number[] {
  const offset = (page - 1) * limit;
  let picked: number[];
  if (order.orderBy === 'itemno') {
    // Positions are Cat. No. order already.
    picked = slicePositions(bits, offset, limit, order.itemnoSort === 'desc');
  } else {
    const all: number[] = [];
    forEachPosition(bits, (position) => all.push(position));
    const itemno = order.itemnoSort === 'desc' ? -1 : 1;
    const { createdAt, sort, citations } = index;
    all.sort(
      order.orderBy === 'createdAt'
        ? (a, b) => (createdAt[b] ?? 0) - (createdAt[a] ?? 0) || a - b
        : order.orderBy === 'citations'
          ? (a, b) => (citations[b] ?? 0) - (citations[a] ?? 0) || (a - b) * itemno
          : (a, b) => (sort[a] ?? 0) - (sort[b] ?? 0) || (a - b) * itemno,
    );
    picked = all.slice(offset, offset + limit);
  }
  return picked.map((position) => index.ids[position] ?? 0);
}
