/**
 * The goods table of a category page (docs/product.md §2.4 item 2): which columns it has, the rows it
 * shows with bound goods merged, and the Cat. No. sort toggle.
 */
import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import { groupBoundGoods, mergeBoundCells } from './bound-goods';
import { CATEGORY, rootCode } from './category-codes';
import { goodsHref } from './category-routing';
import type { ItemnoSort } from './listing-plan';

/** Antibody tables show Applications and Species; the others show Features. */
export type TableColumns = 'antibody' | 'general';

const ANTIBODY_TREES: readonly string[] = [CATEGORY.ANTIBODIES, CATEGORY.ANTIBODIES_SECONDARY, CATEGORY.ANTIBODIES_OTHER];

/** `categoryPath`: the listed category's code and its ancestors. */
export function tableColumnsFor(categoryPath: readonly string[]): TableColumns {
  return categoryPath.some((code) => ANTIBODY_TREES.includes(code)) ? 'antibody' : 'general';
}

/** The fields a table row shows: a small plain object, since rows travel to the browser. */
export type TableGoods = Pick<
  GoodsSummaryView,
  | 'id'
  | 'itemno'
  | 'title'
  | 'norms'
  | 'features'
  | 'applications'
  | 'species'
  | 'inventoryStatus'
  | 'leadTimeMinDays'
  | 'leadTimeMaxDays'
  | 'badges'
  | 'categoryPath'
  | 'goodsType'
  | 'bindId'
  | 'onShelf'
> & {
  /** The lowest SKU price in USD ('from'); null when no SKU is priced. */
  priceUsd: number | null;
};

/** The lowest priced SKU's USD price: what a list shows as 'from $…'. */
export function lowestPriceUsd(goods: Pick<GoodsSummaryView, 'skus'>): number | null {
  const prices = goods.skus.map((sku) => sku.priceUsd).filter((price): price is number => price !== null);
  return prices.length ? Math.min(...prices) : null;
}

export function toTableGoods(goods: GoodsSummaryView): TableGoods {
  const { id, itemno, title, norms, features, applications, species, inventoryStatus, leadTimeMinDays, leadTimeMaxDays, badges, categoryPath, goodsType, bindId, onShelf } = goods;
  return { id, itemno, title, norms, features, applications, species, inventoryStatus, leadTimeMinDays, leadTimeMaxDays, badges, categoryPath, goodsType, bindId, onShelf, priceUsd: lowestPriceUsd(goods) };
}

export interface TableRow {
  goods: TableGoods;
  /** rowSpan of the merged cells: the group's size on its first row, 0 on the rows it covers. */
  span: number;
}

/** Goods in table order: bound goods brought together, their shared cells merged. */
export function tableRows(goods: readonly TableGoods[]): TableRow[] {
  const ordered = groupBoundGoods(goods);
  const spans = mergeBoundCells(ordered);
  return ordered.map((item, index) => ({ goods: item, span: spans[index] ?? 1 }));
}

/** Where a listed goods item opens: its detail (the trial detail under CS), or /404 when off shelf. */
export function listedGoodsHref(goods: Pick<TableGoods, 'id' | 'onShelf' | 'categoryPath'>): string {
  const trial = rootCode(goods.categoryPath[0] ?? '') === CATEGORY.PROMOTION_TRIAL;
  return goodsHref(goods.id, { onShelf: goods.onShelf, trial });
}

/** The order a click on the Cat. No. header asks for. */
export function toggledSort(sort: ItemnoSort): ItemnoSort {
  return sort === 'asc' ? 'desc' : 'asc';
}
