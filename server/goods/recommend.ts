/**
 * Recommendations (docs/product.md §7.2, §7.3): the featured goods of a scope (generalRecommend) and
 * "you may also like" beside a goods item (guessRecommend). Both answer the same list for
 * the same input, so the storefront can cache them.
 */
import { and, asc, desc, eq, isNull, ne, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { bigintArray } from '../db/arrays';
import type { Db } from '../db/client';
import { goods } from '../db/schema';
import type { Lang } from '../http/locale';
import { allCategoryCodes, subtreeCodes } from '../catalogue/category-briefs';
import { inCategory, variedOrderSql } from '../catalogue/goods-filters';
import { topGoodsIds } from '../catalogue/goods-per-category';
import { NOT_SOLD } from '../orders/not-sold';
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
  /** Leave out goods no longer sold (server/orders/not-sold.ts): for alternatives to an item. */
  soldOnly?: boolean;
}

/** Where guessRecommend draws from for a goods item: its leaf category, then the leaf's parent. Null when unknown. */
export async function guessScopeOf(db: Db, goodsId: number): Promise<GuessScope | null> {
  const [item] = await db.select({ id: goods.id, bindId: goods.bindId, categoryPath: goods.categoryPath }).from(goods).where(eq(goods.id, goodsId)).limit(1);
  if (!item) return null;
  const nearestFirst = [...item.categoryPath].reverse().slice(0, 2);
  return { categories: nearestFirst, beside: { id: item.id, bindId: item.bindId } };
}

/** A 32-bit hash of (id, seed): the same shuffled order on every call. */
function mix(id: number, seed: number): number {
  return Math.imul(id ^ seed, 0x9e3779b1) >>> 0;
}

/** How far from the goods item, in ids, the quick pick looks for neighbours of its category. */
const NEIGHBOUR_WINDOW = 500;

/**
 * On-shelf goods of the scope in a varied but repeatable order, nearest category first. Every
 * goods page asks this on its first render, so the goods near the item itself are tried first:
 * a catalogue keeps a category's goods close together in id order, and a bounded walk of the
 * primary key reads a few rows where ordering a whole category of thousands by a hash read them
 * all. A category that the window does not fill falls back to that hashed order.
 */
export async function guessRecommend(db: Db, scope: GuessScope, limit: number, lang: Lang): Promise<GoodsSummary[]> {
  return withSkus(db, await guessRows(db, scope, limit), lang);
}

/** The rows guessRecommend answers, before their SKUs are read (the goods page reads those once for all its lists). */
export async function guessRows(db: Db, scope: GuessScope, limit: number): Promise<SummaryRow[]> {
  const exclusions: SQL[] = [eq(goods.onShelfFlag, true)];
  if (scope.soldOnly) exclusions.push(notInArray(goods.inventoryStatus, [...NOT_SOLD]));
  const { beside } = scope;
  if (beside) {
    exclusions.push(ne(goods.id, beside.id));
    if (beside.bindId !== null) exclusions.push(or(isNull(goods.bindId), ne(goods.bindId, beside.bindId)) as SQL);
  }
  const seed = beside?.id ?? 0;
  const picked: SummaryRow[] = [];
  const pick = async (code: string, window: SQL | null, order: SQL[]) => {
    if (picked.length >= limit) return;
    const already = picked.length ? [not(sql`${goods.id} = ANY(${bigintArray(picked.map((row) => row.id))})`)] : [];
    const rows = await db
      .select(summaryColumns)
      .from(goods)
      .where(and(inCategory(code), ...(window ? [window] : []), ...exclusions, ...already))
      .orderBy(...order)
      .limit(limit - picked.length);
    picked.push(...rows);
  };
  // Sequential on purpose: a wider category is read only when the nearer one falls short.
  for (const code of scope.categories) {
    const nearer = picked.length;
    if (beside) {
      await pick(code, sql`${goods.id} > ${beside.id} AND ${goods.id} <= ${beside.id + NEIGHBOUR_WINDOW}`, [asc(goods.id)]);
      await pick(code, sql`${goods.id} < ${beside.id} AND ${goods.id} >= ${beside.id - NEIGHBOUR_WINDOW}`, [desc(goods.id)]);
    }
    await pick(code, null, variedOrderSql(seed));
    // Shown shuffled, the same way every time for the same goods item.
    const block = picked.splice(nearer).sort((a, b) => mix(a.id, seed) - mix(b.id, seed) || a.id - b.id);
    picked.push(...block);
  }
  return picked;
}
