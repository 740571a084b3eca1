import 'server-only';
/** What a listing page loads, through lib/api's cached getters. */
import type { ListingGoods } from '@/components/catalogue/listing-body';
import { getCategoryInfo, getCategoryTree, type Category, type CategoryInfo } from '@/lib/api/categories';
import { fallback } from '@/lib/api/fallback';
import { getCategoryGoods, getCategoryGoodsGroups, getRecommendedGoods, type GoodsSummaryView } from '@/lib/api/goods';
import { TABLE_HTML_ROWS, type ListingPlan } from '@/lib/catalogue/listing-plan';
import type { ListingRoute } from '@/lib/catalogue/listing-query';
import { menuHierarchy, menuRootFor, recommendGoodsType } from '@/lib/catalogue/listing-roots';
import type { Locale } from '@/lib/i18n/locales';

/** Goods in the side recommendations column. */
const SIDE_RECOMMENDATIONS = 6;
/** Tables on one goods-list page: the most categories newClassifyGoodsList answers at once. */
const TABLES_PER_PAGE = 200;

export interface ListingFrameData {
  category: CategoryInfo;
  /** The root around the category, for the menu heading; null when it is not listed. */
  root: CategoryInfo | null;
  menu: Category[];
  recommended: GoodsSummaryView[];
}

type Surroundings = Omit<ListingFrameData, 'category'>;

async function loadSurroundings(route: ListingRoute, rootId: string, locale: Locale): Promise<Surroundings> {
  const [root, menu, recommended] = await Promise.all([
    fallback(getCategoryInfo(rootId, locale), { main: null }),
    fallback(getCategoryTree(locale, rootId, menuHierarchy(route)), { optional: [] }),
    fallback(getRecommendedGoods({ goodsCate: rootId, goodsType: recommendGoodsType(rootId), limit: SIDE_RECOMMENDATIONS }, locale), { optional: [] }),
  ]);
  return { root, menu, recommended };
}

/** The category shown and what surrounds it; null when the category is unknown or off shelf. */
export async function loadListingFrame(route: ListingRoute, categoryId: string, routeRoot: string, locale: Locale): Promise<ListingFrameData | null> {
  // Started at once: the category nearly always lies under its route's root. It may never be
  // awaited (the category fails, is unknown or lies elsewhere), so its failure is handled here;
  // awaiting it below still throws.
  const expected = loadSurroundings(route, routeRoot, locale);
  expected.catch(() => undefined);
  const category = await fallback(getCategoryInfo(categoryId, locale), { main: null });
  const rootId = category ? menuRootFor(routeRoot, category) : routeRoot;
  if (!category) return null;
  const surroundings = rootId === routeRoot ? await expected : await loadSurroundings(route, rootId, locale);
  return { category, ...surroundings };
}

/** The goods the plan shows: a page, an unpaged table's first rows, or a table per category. */
export async function loadListingGoods(plan: ListingPlan, categoryId: string, locale: Locale): Promise<ListingGoods> {
  if (plan.tablePerCategory) {
    const groups = await fallback(
      getCategoryGoodsGroups({ goodsCate: categoryId, page: 1, limit: TABLES_PER_PAGE, goodsLimit: TABLE_HTML_ROWS, itemnoSort: plan.sort }, locale),
      { main: { list: [], total: 0 } },
    );
    return { kind: 'groups', groups: groups.list };
  }
  const limit = plan.paged ? plan.pageSize : TABLE_HTML_ROWS;
  const { list, total } = await fallback(getCategoryGoods({ goodsCate: categoryId, page: plan.page, limit, itemnoSort: plan.sort }, locale), {
    main: { list: [], total: 0 },
  });
  return { kind: 'goods', goods: list, total };
}
