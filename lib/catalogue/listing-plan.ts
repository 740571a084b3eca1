/**
 * What one listing URL shows (docs/product.md §2.4 item 2, §9): the view mode (the URL's, else the
 * category's tableType), the Cat. No. order, the page and its size, and whether the goods-list
 * page draws a table per category.
 */
import { ANTIBODY_TABLE_PAGE_SIZE, DEFAULT_GOODS_SORT } from './constants';
import type { ListingQuery, ListingRoute } from './listing-query';
import { isPagedView, pageSizeFor, viewModeFrom, type ViewMode } from './page-size';

export type ItemnoSort = 'asc' | 'desc';

/**
 * Rows of an unpaged table that the HTML carries; the browser renders the rest (docs/architecture.md §4).
 * One table page, as on the paged antibody table.
 */
export const TABLE_HTML_ROWS = ANTIBODY_TABLE_PAGE_SIZE;

export interface ListingPlanInput {
  route: ListingRoute;
  query: ListingQuery;
  category: { id: string; tableType: unknown; limitNum: number | null };
  /** limitNum of the category's children (docs/product.md §9: the largest one sets the page size). */
  childLimitNums: readonly (number | null)[];
}

export interface ListingPlan {
  view: ViewMode;
  sort: ItemnoSort;
  /** False for the unpaged table (everything, the first TABLE_HTML_ROWS in the HTML). */
  paged: boolean;
  page: number;
  /** Goods per page; for the unpaged table, goods fetched in the browser. */
  pageSize: number;
  /** The goods-list page in table mode: one table per category (newClassifyGoodsList). */
  tablePerCategory: boolean;
}

export function listingPlan({ route, query, category, childLimitNums }: ListingPlanInput): ListingPlan {
  const view = query.view ?? viewModeFrom(category.tableType);
  const paged = isPagedView(view, category.id);
  return {
    view,
    sort: query.sort ?? DEFAULT_GOODS_SORT.itemnoSort,
    paged,
    page: paged ? (query.page ?? 1) : 1,
    pageSize: pageSizeFor({ viewMode: view, categoryId: category.id, categoryLimitNums: [category.limitNum, ...childLimitNums] }),
    tablePerCategory: route === 'goods-list' && view === 3 && !paged,
  };
}

/** Pages needed for `total` goods; at least 1, so an empty list still has its first page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
