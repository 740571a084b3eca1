/**
 * The search results narrowed, ordered and counted (docs/product.md §5 search facets and sort): the
 * matching goods (in rank order, from search-rank.ts) are laid on the finder index's positions
 * (server/finder/facets-index.ts), so each facet count is a few thousand word operations at
 * 100,000 goods and equals the total the same selection answers — the antibody finder's rule:
 * any option within a group (OR), every group (AND), and a group's counts follow the other
 * groups' selections.
 */
import { andInto, countBits, countBoth, emptyBits, forEachPosition, orInto, setBit, slicePositions, type Bits } from '../finder/facets-bits';
import type { FinderIndex } from '../finder/facets-index';
import { unitNetPrice } from '../../contract/pricing';
import { type LABEL_FACETS, type SearchSort } from '../../contract/search-constants';
import type { SearchFacetsIndex } from './search-facets-index';

/** The facet groups, in the order the results show them. */
export type SearchFacetGroup = 'categories' | 'applications' | 'species' | (typeof LABEL_FACETS)[number] | 'sizes';

/** Selected codes per group; an absent or empty list leaves the group free. */
export type SearchSelection = Partial<Record<SearchFacetGroup, readonly string[]>>;

export interface SearchView {
  selection: SearchSelection;
  sort: SearchSort;
  page: number;
  limit: number;
  /** The instant prices are read at (the price order). */
  at: number;
}

/** Option codes of one group with their faceted counts, in the group's order. */
export type GroupCounts = [code: string, count: number][];

export interface FacetedPage {
  ids: number[];
  total: number;
  counts: Record<SearchFacetGroup, GroupCounts>;
}

/** Each group's codes as options: where their goods are, and the order they are offered in. */
export interface GroupOptions {
  group: SearchFacetGroup;
  bitsOf(code: string): Bits | undefined;
  /** Every code of the group in its order (dictionary order, tree order), before counting. */
  codes: readonly string[];
}

/** At most this many sizes are offered, the commonest first (a catalogue has hundreds). */
const MAX_SIZE_OPTIONS = 20;

/** Positions of the matching goods, in rank order, and as a set; `unindexed` lists the goods the index lacks. */
export function matchPositions(
  ids: readonly number[],
  index: FinderIndex,
  positionOf: ReadonlyMap<number, number>,
): { ranked: number[]; bits: Bits; unindexed: number[] } {
  const bits = emptyBits(index.size);
  const ranked: number[] = [];
  const unindexed: number[] = [];
  for (const id of ids) {
    const position = positionOf.get(id);
    if (position === undefined) {
      unindexed.push(id);
      continue;
    }
    ranked.push(position);
    setBit(bits, position);
  }
  return { ranked, bits, unindexed };
}

function selectionBits(size: number, options: GroupOptions, codes: readonly string[]): Bits {
  const bits = emptyBits(size);
  for (const code of codes) {
    const set = options.bitsOf(code);
    if (set) orInto(bits, set);
  }
  return bits;
}

/** The match narrowed by every group's selection but `except`'s. */
function narrow(match: Bits, groups: readonly GroupOptions[], selection: SearchSelection, size: number, except?: SearchFacetGroup): Bits {
  const bits = match.slice();
  for (const options of groups) {
    const codes = selection[options.group];
    if (options.group !== except && codes && codes.length > 0) andInto(bits, selectionBits(size, options, codes));
  }
  return bits;
}

/** Lowest net price in fen a goods item sells one unit for at `at` (the listing's 'from' price); Infinity without one. */
function priceAt(extra: SearchFacetsIndex, position: number, at: number): number {
  const ruled = extra.ruled.get(position);
  if (!ruled) return extra.lowestListFen[position] ?? Infinity;
  let lowest = Infinity;
  for (const sku of ruled.skus) {
    if (!Number.isFinite(sku.listCny)) continue;
    const rules = ruled.rules.filter((rule) => rule.skuId === null || rule.skuId === sku.skuId);
    lowest = Math.min(lowest, unitNetPrice(sku.listCny, rules, at).netFen);
  }
  return lowest;
}

function pageOf(index: FinderIndex, extra: SearchFacetsIndex, ranked: readonly number[], bits: Bits, view: SearchView): number[] {
  const offset = (view.page - 1) * view.limit;
  if (view.sort === 'itemno') return slicePositions(bits, offset, view.limit);
  if (view.sort === 'relevance') {
    const page: number[] = [];
    let skipped = 0;
    for (const position of ranked) {
      if (!((bits[position >>> 5] ?? 0) & (1 << (position & 31)))) continue;
      if (skipped < offset) skipped += 1;
      else if (page.push(position) >= view.limit) break;
    }
    return page;
  }
  const all: number[] = [];
  forEachPosition(bits, (position) => all.push(position));
  const key = new Float64Array(index.size);
  for (const position of all) {
    key[position] =
      view.sort === 'price'
        ? priceAt(extra, position, view.at)
        : view.sort === 'citations'
          ? -(index.citations[position] ?? 0)
          : -(index.createdAt[position] ?? 0);
  }
  // Positions are Cat. No. order, so equal keys keep it (two goods without a price: Infinity - Infinity is NaN, falsy too).
  all.sort((a, b) => (key[a] ?? 0) - (key[b] ?? 0) || a - b);
  return all.slice(offset, offset + view.limit);
}

/**
 * One page of the matching goods narrowed by the selection, their number, and every group's
 * options with faceted counts: an option is offered when it counts goods or is selected.
 */
export function facetedPage(
  index: FinderIndex,
  extra: SearchFacetsIndex,
  match: { ranked: readonly number[]; bits: Bits },
  groups: readonly GroupOptions[],
  view: SearchView,
): FacetedPage {
  const bits = narrow(match.bits, groups, view.selection, index.size);
  const counts = {} as Record<SearchFacetGroup, GroupCounts>;
  for (const options of groups) {
    const base = narrow(match.bits, groups, view.selection, index.size, options.group);
    const selected = new Set(view.selection[options.group] ?? []);
    let offered: GroupCounts = options.codes.flatMap((code): GroupCounts => {
      const set = options.bitsOf(code);
      const count = set ? countBoth(base, set) : 0;
      return count > 0 || selected.has(code) ? [[code, count]] : [];
    });
    if (options.group === 'sizes') {
      offered = offered.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).filter(([code], i) => i < MAX_SIZE_OPTIONS || selected.has(code));
    }
    counts[options.group] = offered;
  }
  const page = pageOf(index, extra, match.ranked, bits, view);
  return { ids: page.map((position) => index.ids[position] ?? 0), total: countBits(bits), counts };
}
