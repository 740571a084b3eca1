/**
 * The home page's content (newest products, recommendations, hot searches) and the banners
 * of goods pages (docs/product.md §7.2).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { banners, goods } from '../db/schema';
import type { Lang } from '../http/locale';
import { listedSubtree } from './category-briefs';
import { bannerShowing, listHotSearches, toBanner, type Banner } from '../content/content';
import { generalRecommend } from '../goods/recommend';
import { summaryColumns, withSkus } from '../goods/goods-summary';
import type { IndexHome } from '../../contract/catalogue';
export type { IndexHome } from '../../contract/catalogue';

const HOME_GOODS = 8;
const HOME_HOT_SEARCHES = 10;
const PRODUCT = 1;

export async function indexHome(db: Db, lang: Lang): Promise<IndexHome> {
  const [newRows, recommendGoods, hot] = await Promise.all([
    db
      .select(summaryColumns)
      .from(goods)
      .where(and(eq(goods.onShelfFlag, true), eq(goods.goodsType, PRODUCT)))
      .orderBy(desc(goods.createdAt), desc(goods.id))
      .limit(HOME_GOODS),
    generalRecommend(db, { goodsType: PRODUCT, onShelfFlag: true, limit: HOME_GOODS }, lang),
    listHotSearches(db, 1, HOME_HOT_SEARCHES, lang),
  ]);
  return {
    newGoods: await withSkus(db, newRows, lang),
    recommendGoods,
    hotSearches: hot.list.map(({ id, proName, linkUrl }) => ({ id, proName, linkUrl })),
  };
}

/** The category code a storefront link opens (`/goods-list?id=CP001002` → CP001002), if any. */
function linkedCategory(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url, 'http://link.invalid').searchParams.get('id');
  } catch {
    return null;
  }
}

/**
 * On-shelf banners of a type in sort order, paged. With goodsCate, only banners whose link
 * opens that category or one below it; null when goodsCate is not a listed category.
 */
export async function goodsBanners(
  db: Db,
  query: { bannerType: number; goodsCate?: string; page: number; limit: number },
  lang: Lang,
): Promise<{ list: Banner[]; totalCount: number } | null> {
  let scope: Set<string> | undefined;
  if (query.goodsCate !== undefined) {
    const subtree = await listedSubtree(db, query.goodsCate, lang);
    if (!subtree) return null;
    scope = new Set(subtree.map((category) => category.id));
  }
  // Banners are a handful of rows: filtering by link in memory beats parsing URLs in SQL.
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.bannerType, query.bannerType), bannerShowing(new Date())))
    .orderBy(asc(banners.sort), asc(banners.id));
  const matching = scope ? rows.filter((row) => scope.has(linkedCategory(row.url) ?? '')) : rows;
  const start = (query.page - 1) * query.limit;
  return { list: matching.slice(start, start + query.limit).map((row) => toBanner(row, lang)), totalCount: matching.length };
}
