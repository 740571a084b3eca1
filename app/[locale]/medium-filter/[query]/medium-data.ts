import 'server-only';
/** What the culture-medium filter mode loads, through lib/api's cached getters. */
import { loadListingFrame, type ListingFrameData } from '@/app/[locale]/listing/[route]/[query]/listing-data';
import { fallback } from '@/lib/api/fallback';
import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import { getMediumFacets, getMediumGoods, type MediumFacetsView } from '@/lib/api/medium';
import { LISTING_ROOTS } from '@/lib/catalogue/listing-roots';
import { TABLE_HTML_ROWS } from '@/lib/catalogue/listing-plan';
import { mediumApiFilters, type MediumFilters } from '@/lib/catalogue/medium-filters';
import { pageSizeFor, viewModeFrom, type ViewMode } from '@/lib/catalogue/page-size';
import type { Locale } from '@/lib/i18n/locales';

export interface MediumFilterData {
  frame: ListingFrameData;
  facets: MediumFacetsView;
  view: ViewMode;
  pageSize: number;
  goods: GoodsSummaryView[];
  total: number;
}

const NO_FACETS: MediumFacetsView = { types: [], forms: [], additives: [] };

/** The filter mode of `filters`; null when the filter category is unknown or off shelf. */
export async function loadMediumFilter(filters: MediumFilters, locale: Locale): Promise<MediumFilterData | null> {
  const apiFilters = mediumApiFilters(filters);
  const [frame, facets] = await Promise.all([
    loadListingFrame('bufferSolution', filters.id, LISTING_ROOTS.bufferSolution, locale),
    fallback(getMediumFacets(filters.id, apiFilters, locale), { main: NO_FACETS }),
  ]);
  if (!frame) return null;
  const { category } = frame;
  const view = filters.view ?? viewModeFrom(category.tableType);
  // docs/product.md §9 page sizes for modes 1 and 2; the table is paged by the rows one page carries.
  const pageSize =
    view === 3
      ? TABLE_HTML_ROWS
      : pageSizeFor({ viewMode: view, categoryId: category.id, categoryLimitNums: [category.limitNum, ...category.children.map((child) => child.limitNum)] });
  const goods = getMediumGoods({ goodsCate: filters.id, ...apiFilters, page: filters.page, limit: pageSize, itemnoSort: filters.sort }, locale);
  const { list, total } = await fallback(goods, { main: { list: [], total: 0 } });
  return { frame, facets, view, pageSize, goods: list, total };
}
