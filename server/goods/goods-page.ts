/**
 * A goods page in one request (docs/architecture.md §4, "Walk of a goods page"): the item as
 * /online/togoods/details answers it and everything the page shows beside it, as guessRecommend,
 * getBindGroupIdByGoodsId, the evaluations search, citations and validation answer them. The item
 * is read once, each list with one query per table, and the SKUs and promotion rules of the item,
 * its guesses and its bound goods together.
 */
import type { Db } from '../db/client';
import type { Lang } from '../http/locale';
import { citationsOf } from '../citations/citations';
import { goodsEvaluations } from '../evaluations/evaluations';
import { figuresOf } from '../evidence/validation-figures';
import { boundRows } from './goods-groups';
import { detailOf, detailParts, goodsRow, type GoodsRow } from './goods';
import { withSkus } from './goods-summary';
import { guessRows } from './recommend';
import type { GoodsPage, GoodsPageRequest } from '../../contract/goods-page';
export type { GoodsPage } from '../../contract/goods-page';

/** The page of a goods item, on shelf or not (the storefront shows its 404 for off-shelf goods); null when no goods item has the id. */
export async function goodsPage(db: Db, query: GoodsPageRequest, lang: Lang): Promise<GoodsPage | null> {
  const item = await goodsRow(db, query.goodsId);
  if (!item) return null;
  const [parts, lists] = await Promise.all([detailParts(db, item, lang), besideLists(db, item, query, lang)]);
  const { guessed, bound, ...rest } = lists;
  const [summary, ...others] = await withSkus(db, [item, ...guessed, ...bound], lang);
  if (!summary) return null;
  return {
    // The page is cached for every visitor: its heart is filled in from collectedIds.
    detail: detailOf(item, summary, parts, false, lang),
    extras: {
      guesses: others.slice(0, guessed.length),
      bound: others.slice(guessed.length),
      ...rest,
    },
  };
}

/** The lists beside the item, the goods among them still without their SKUs. */
async function besideLists(db: Db, item: GoodsRow, query: GoodsPageRequest, lang: Lang) {
  const beside = { id: item.id, bindId: item.bindId };
  const [guessed, bound, evaluations, citations, figures] = await Promise.all([
    // guessScopeOf's scope: the leaf category, then its parent.
    guessRows(db, { categories: [...item.categoryPath].reverse().slice(0, 2), beside }, query.guessLimit),
    item.bindId === null ? [] : boundRows(db, item.bindId),
    goodsEvaluations(db, item.id, 1, query.evaluationLimit, lang),
    item.citationCount > 0 ? citationsOf(db, { goodsId: item.id, page: 1, limit: query.citationLimit }, lang) : null,
    figuresOf(db, item, lang),
  ]);
  return { guessed, bound, evaluations, citations: citations && citations.citationCount > 0 ? citations : null, figures };
}
