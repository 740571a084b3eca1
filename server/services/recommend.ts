/**
 * Recommendations (SPEC.md §7.2, §7.3): the featured goods of a scope (generalRecommend) and
 * "you may also like" beside a goods item (guessRecommend). Both answer the same list for
 * the same input, so the storefront can cache them.
 */
import { and, eq, isNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { bigintArray } from '../db/arrays';
import type { Db } from '../db/client';
import { goods } from '../db/schema';
import type { Lang } from '../http/locale';
import { allCategoryCodes, subtreeCodes } from './category-briefs';
import { inCategory, variedOrderSql } from './goods-filters';
import { topGoodsIds } from './goods-per-category';
import { summariesByIds, summaryColumns, withSkus, type GoodsSummary, type SummaryRow } from './goods-summary';

export interface GeneralRecommendQuery {
  /** 1 product, 2 service. */
  goodsType?: 1 | 2;
  /** Category scope: the category and its descendants. */
  goodsCate?: string;
  onShelfFlag: boolean;
  limit: number;
}

/** Featured goods: recommended first, then goods with badges, then the newest. */
export async function generalRecommend(db: Db, query: GeneralRecommendQuery, lang: Lang): Promise<GoodsSummary[]> {
  const key = query.goodsCate ?? 'all';
  const codes = query.goodsCate === undefined ? await allCategoryCodes(db) : ((await subtreeCodes(db, [query.goodsCate])).get(query.goodsCate) ?? []);
  const ids = await topGoodsIds(db, {
    sections: [{ key, codes }],
    order: 'featured',
    limit: query.limit,
    onShelfOnly: query.onShelfFlag,
    goodsType: query.goodsType,
  });
  return summariesByIds(db, ids.get(key) ?? [], lang);
}

export interface GuessScope {
  /** Categories to draw from, nearest first: the next is used only to fill up the list. */
  categories: string[];
  /** The goods item the recommendations sit beside, with its bound group, left out. */
  beside?: { id: number; bindId: string | null };
}

/** Where guessRecommend draws from for a goods item: its leaf category, then the leaf's parent. Null when unknown. */
export async function guessScopeOf(db: Db, goodsId: number): Promise<GuessScope | null> {
  const [item] = await db
    .select({ id: goods.id, bindId: goods.bindId, categoryPath: goods.categoryPath })
    .from(goods)
    .where(eq(goods.id, goodsId))
    .limit(1);
  if (!item) return null;
  const nearestFirst = [...item.categoryPath].reverse().slice(0, 2);
  return { categories: nearestFirst, beside: { id: item.id, bindId: item.bindId } };
}

/** On-shelf goods of the scope in a varied but repeatable order, nearest category first. */
export async function guessRecommend(db: Db, scope: GuessScope, limit: number, lang: Lang): Promise<GoodsSummary[]> {
  const exclusions: SQL[] = [eq(goods.onShelfFlag, true)];
  const { beside } = scope;
  if (beside) {
    exclusions.push(ne(goods.id, beside.id));
    if (beside.bindId !== null) exclusions.push(or(isNull(goods.bindId), ne(goods.bindId, beside.bindId)) as SQL);
  }
  const seed = beside?.id ?? 0;
  const picked: SummaryRow[] = [];
  // Sequential on purpose: a wider category is read only when the nearer one falls short.
  for (const code of scope.categories) {
    if (picked.length >= limit) break;
    const already = picked.length ? [not(sql`${goods.id} = ANY(${bigintArray(picked.map((row) => row.id))})`)] : [];
    const rows = await db
      .select(summaryColumns)
      .from(goods)
      .where(and(inCategory(code), ...exclusions, ...already))
      .orderBy(...variedOrderSql(seed))
      .limit(limit - picked.length);
    picked.push(...rows);
  }
  return withSkus(db, picked, lang);
}
