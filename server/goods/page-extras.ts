/**
 * Everything a goods page shows beside the item (docs/architecture.md §4, "Walk of a goods page"):
 * one read of the item, then each list with one query per table, and the SKUs and promotion
 * rules of the recommended and bound goods read together. The same answers as guessRecommend,
 * getBindGroupIdByGoodsId, the evaluations search, citations and validation, without the item
 * being looked up once per route.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods } from '../db/schema';
import type { Lang } from '../http/locale';
import { citationsOf } from '../citations/citations';
import { goodsEvaluations } from '../evaluations/evaluations';
import { FIGURE_SOURCE_COLUMNS, figuresOf } from '../evidence/validation-figures';
import { boundRows } from './goods-groups';
import { withSkus } from './goods-summary';
import { guessRows } from './recommend';
import type { GoodsPageExtras, GoodsPageExtrasRequest } from '../../contract/goods-page';
export type { GoodsPageExtras } from '../../contract/goods-page';

/** The extras of a goods item; null when no goods item has the id. */
export async function goodsPageExtras(db: Db, query: GoodsPageExtrasRequest, lang: Lang): Promise<GoodsPageExtras | null> {
  const [item] = await db
    .select({
      ...FIGURE_SOURCE_COLUMNS,
      id: goods.id,
      bindId: goods.bindId,
      categoryPath: goods.categoryPath,
      citationCount: goods.citationCount,
    })
    .from(goods)
    .where(eq(goods.id, query.goodsId))
    .limit(1);
  if (!item) return null;
  const beside = { id: item.id, bindId: item.bindId };
  const [guessed, bound, evaluations, citations, figures] = await Promise.all([
    // guessScopeOf's scope: the leaf category, then its parent.
    guessRows(db, { categories: [...item.categoryPath].reverse().slice(0, 2), beside }, query.guessLimit),
    item.bindId === null ? [] : boundRows(db, item.bindId),
    goodsEvaluations(db, item.id, 1, query.evaluationLimit, lang),
    item.citationCount > 0 ? citationsOf(db, { goodsId: item.id, page: 1, limit: query.citationLimit }, lang) : null,
    figuresOf(db, item, lang),
  ]);
  const summaries = await withSkus(db, [...guessed, ...bound], lang);
  return {
    guesses: summaries.slice(0, guessed.length),
    bound: summaries.slice(guessed.length),
    evaluations,
    citations: citations && citations.citationCount > 0 ? citations : null,
    figures,
  };
}
