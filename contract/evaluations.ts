/**
 * Evaluations of delivered order lines (docs/product.md §12.2): /online/toOrderComments and the
 * goods item's public list /online/togoodscomment/search.
 */
import { z } from 'zod';
import { flagField, goodsIdField, intField, paging, userIdField } from './fields';
import { isoTime, listPage, whole } from './envelope';
import { EVALUATION_MAX_LENGTH, EVALUATION_MIN_LENGTH, RATING_MAX, RATING_MIN } from './aftersales-rules';

/** An evaluation as the goods page shows it: the author's name masked when anonymous. */
const GoodsEvaluation = z
  .object({ id: whole(), rating: whole(), content: z.string(), author: z.string(), anonymous: z.boolean(), skuDesc: z.string(), createdAt: isoTime() })
  .meta({ id: 'GoodsEvaluation' });

export const GoodsEvaluations = z
  .object({
    list: z.array(GoodsEvaluation),
    totalCount: whole(),
    /** Mean rating, one decimal; null without evaluations. */
    average: z.number().nullable(),
    currPage: whole(),
    pageSize: whole(),
  })
  .meta({ id: 'GoodsEvaluations' });
export type GoodsEvaluations = z.infer<typeof GoodsEvaluations>;

/** A delivered line of the customer's with its evaluation, if given. */
export const EvaluableLine = z
  .object({
    orderLineId: whole(),
    orderId: whole(),
    orderNo: z.string(),
    goodsId: whole().nullable(),
    itemno: z.string(),
    title: z.string(),
    skuDesc: z.string(),
    evaluation: z.object({ id: whole(), rating: whole(), content: z.string(), anonymous: z.boolean(), updatedAt: isoTime() }).nullable(),
  })
  .meta({ id: 'EvaluableLine' });
export type EvaluableLine = z.infer<typeof EvaluableLine>;

export const EvaluableLinePage = listPage(EvaluableLine);

export const EvaluationSaved = z
  .object({ id: whole(), orderLineId: whole(), goodsId: whole().nullable(), created: z.boolean() })
  .meta({ id: 'EvaluationSaved' });
export type EvaluationSaved = z.infer<typeof EvaluationSaved>;

// ── Requests ──

const lineIdField = () => intField().pipe(z.number().min(1, { error: 'must be an order line id' }));

/** The request of /online/toOrderComments/saveOrderComments: creates the line's evaluation or changes it. */
export const SaveEvaluationRequest = z.object({
  orderLineId: lineIdField().meta({ description: 'Order line id', example: 1 }),
  rating: intField().pipe(
    z
      .number()
      .min(RATING_MIN, { error: `must be ${RATING_MIN} to ${RATING_MAX}` })
      .max(RATING_MAX, { error: `must be ${RATING_MIN} to ${RATING_MAX}` }),
  ),
  content: z
    .string({ error: 'must be text' })
    .trim()
    .min(EVALUATION_MIN_LENGTH, { error: `must be at least ${EVALUATION_MIN_LENGTH} characters` })
    .max(EVALUATION_MAX_LENGTH, { error: `must be at most ${EVALUATION_MAX_LENGTH} characters` }),
  anonymous: flagField().default(false),
  userId: userIdField(),
});
export type SaveEvaluationRequest = z.infer<typeof SaveEvaluationRequest>;

/** The request of /online/toOrderComments/myEvaluations: lines waiting, or evaluated. */
export const MyEvaluationsRequest = z.object({
  ...paging(10, 100),
  state: z.enum(['waiting', 'given'], { error: 'must be waiting or given' }).default('waiting'),
  userId: userIdField(),
});

/** The request of /online/toOrderComments/lineEvaluation. */
export const LineEvaluationRequest = z.object({ orderLineId: lineIdField(), userId: userIdField() });

/** The request of /online/togoodscomment/search. */
export const GoodsEvaluationsRequest = z.object({ goodsId: goodsIdField().meta({ example: 12 }), ...paging(10, 50) });
