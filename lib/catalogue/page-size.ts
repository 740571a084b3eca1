/**
 * Goods-list page sizes (docs/product.md §9). View modes (§2.4 item 2): 1 graphic / large image,
 * 2 list, 3 table.
 */
import { CATEGORY } from './category-codes';
import { ANTIBODY_TABLE_PAGE_SIZE, DEFAULT_PAGE_SIZE, TABLE_FETCH_LIMIT } from './constants';
import { asInteger } from './json-field';

export type ViewMode = 1 | 2 | 3;

export const VIEW_MODES: readonly ViewMode[] = [1, 2, 3];

/** Each view mode's name in the catalogue messages. */
export const VIEW_LABEL_KEYS = { 1: 'viewGraphic', 2: 'viewList', 3: 'viewTable' } as const;

export interface PageSizeInput {
  viewMode: ViewMode;
  /** limitNum of the category and the categories around it; missing values are ignored. */
  categoryLimitNums?: readonly (number | string | null | undefined)[];
  categoryId?: string | null;
}

/** True when the view is paged; table mode fetches everything at once except the antibody table. */
export function isPagedView(viewMode: ViewMode, categoryId?: string | null): boolean {
  return viewMode !== 3 || categoryId === CATEGORY.ANTIBODY_TABLE;
}

/**
 * Goods per request:
 * - table mode (3): ANTIBODY_TABLE_PAGE_SIZE (50, with a pager) for the antibody table
 *   CP002001, else TABLE_FETCH_LIMIT (10000, unpaged);
 * - graphic and list modes (1, 2): the largest positive limitNum given (even below 20; capped
 *   at TABLE_FETCH_LIMIT), else DEFAULT_PAGE_SIZE (20).
 */
export function pageSizeFor({ viewMode, categoryLimitNums = [], categoryId }: PageSizeInput): number {
  if (viewMode === 3) return categoryId === CATEGORY.ANTIBODY_TABLE ? ANTIBODY_TABLE_PAGE_SIZE : TABLE_FETCH_LIMIT;
  let largest: number | null = null;
  for (const value of categoryLimitNums) {
    const limit = asInteger(value);
    if (limit !== null && limit > 0 && (largest === null || limit > largest)) largest = limit;
  }
  return largest === null ? DEFAULT_PAGE_SIZE : Math.min(largest, TABLE_FETCH_LIMIT);
}

/** A category's tableType as a view mode; anything unusable falls back to `fallback` (list). */
export function viewModeFrom(tableType: unknown, fallback: ViewMode = 2): ViewMode {
  const mode = asInteger(tableType);
  return mode === 1 || mode === 2 || mode === 3 ? mode : fallback;
}
