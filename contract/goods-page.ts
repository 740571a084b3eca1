/**
 * A goods page in one answer (docs/architecture.md §4, "Walk of a goods page"): the item as its
 * detail route answers it, and beside it the lists and counts the page would otherwise ask five
 * routes for.
 */
import { z } from 'zod';
import { CitationPage } from './citations';
import { GoodsEvaluations } from './evaluations';
import { countField, goodsIdField } from './fields';
import { GoodsDetail, GoodsSummary } from './goods';
import { ValidationFigure } from './validation';

const GoodsPageExtras = z
  .object({
    /** As guessRecommend answers for the goodsId, at most guessLimit. */
    guesses: z.array(GoodsSummary),
    /** As getBindGroupIdByGoodsId lists them (the item included); empty when the item is not bound. */
    bound: z.array(GoodsSummary),
    /** As /online/togoodscomment/search answers its first page of evaluationLimit. */
    evaluations: GoodsEvaluations,
    /** As /online/togoods/citations answers its first page of citationLimit; null when nothing cites the item. */
    citations: CitationPage.nullable(),
    /** As /online/togoods/validation lists them; empty for goods other than antibodies. */
    figures: z.array(ValidationFigure),
  })
  .meta({ id: 'GoodsPageExtras' });

/** The answer of /online/togoods/goodsPage. */
export const GoodsPage = z
  .object({
    /** As /online/togoods/details answers it, with collected 0. */
    detail: GoodsDetail,
    extras: GoodsPageExtras,
  })
  .meta({ id: 'GoodsPage' });
export type GoodsPage = z.infer<typeof GoodsPage>;

/** The request of /online/togoods/goodsPage. */
export const GoodsPageRequest = z.object({
  goodsId: goodsIdField().meta({ description: 'Goods id', example: 12 }),
  guessLimit: countField(6, 50).meta({ description: '"Guess you like" goods (default 6, max 50)', example: 6 }),
  evaluationLimit: countField(3, 50).meta({ description: 'Evaluations (default 3, max 50)', example: 3 }),
  citationLimit: countField(3, 50).meta({ description: 'Citations (default 3, max 50)', example: 3 }),
});
export type GoodsPageRequest = z.infer<typeof GoodsPageRequest>;
