/**
 * The goods table of a category page (docs/product.md §2.4 item 2): which columns it has, the rows it
 * shows with bound goods merged, and the Cat. No. sort toggle.
 */
import { lowestPrice } from './goods-price';
import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import { groupBoundGoods, mergeBoundCells } from './bound-goods';
import { CATEGORY, rootCode } from './category-codes';
import { inAntibodyTree } from '@/contract/categories';
import { goodsHref } from './category-routing';
import type { ItemnoSort } from './listing-plan';

/** Antibody tables show Applications and Species; the others show Features. */
export type TableColumns = 'antibody' | 'general';

/** `categoryPath`: the listed category's code and its ancestors. */
export function tableColumnsFor(categoryPath: readonly string[]): TableColumns {
  return inAntibodyTree(categoryPath) ? 'antibody' : 'general';
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
  /** The lowest net price of the SKUs ('from' when sizes differ); null when no SKU is priced. */
  price: GoodsPrice;
};

export type GoodsPrice = ReturnType<typeof lowestPrice>;

/** What a list shows for a goods item: its lowest net price, 'from' when its sizes differ in price. */
export const goodsPrice = (goods: Pick<GoodsSummaryView, 'skus'>): GoodsPrice => lowestPrice(goods.skus);

export function toTableGoods(goods: GoodsSummaryView): TableGoods {
  const {
    id,
    itemno,
    title,
    norms,
    features,
    applications,
    species,
    inventoryStatus,
    leadTimeMinDays,
    leadTimeMaxDays,
    badges,
    categoryPath,
    goodsType,
    bindId,
    onShelf,
  } = goods;
  return {
    id,
    itemno,
    title,
    norms,
    features,
    applications,
    species,
    inventoryStatus,
    leadTimeMinDays,
    leadTimeMaxDays,
    badges,
    categoryPath,
    goodsType,
    bindId,
    onShelf,
    price: goodsPrice(goods),
  };
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
