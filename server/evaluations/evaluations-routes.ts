/**
 * Evaluations (docs/product.md §12.2): the customer's own (token-guarded, scoped to the token's
 * customer) and a goods item's public list.
 */
import { ok, okPageOf } from '../http/envelope';
import { defineRoute } from '../http/route';
import { defineCustomerRoute } from '../accounts/customer-route';
import { goodsEvaluations, lineEvaluation, myEvaluations, saveEvaluation } from './evaluations';
import * as contract from '../../contract/evaluations';
import { evaluationsApi } from '../../contract/operations/evaluations';

const TAG = 'Evaluations';

export const evaluationRoutes = [
  defineCustomerRoute({
    operation: evaluationsApi.saveOrderComments,
    data: contract.EvaluationSaved,
    tag: TAG,
    summary: 'Writes or changes the evaluation of a delivered order line',
    description:
      'orderLineId, rating 1–5, content (5–500 characters), anonymous. One evaluation per line: saving again changes it (created false). ' +
      "A line not delivered in full (and its order not completed): 400. Another customer's line: code 3. The storefront revalidates the goods page (goodsId).",
    input: contract.SaveEvaluationRequest,
    handler: async ({ userId: _userId, ...input }, { db, customer }) => ok(await saveEvaluation(db, customer.userId, input)),
  }),
  defineCustomerRoute({
    operation: evaluationsApi.myEvaluations,
    page: contract.EvaluableLinePage,
    tag: TAG,
    summary: "The customer's delivered lines waiting for an evaluation, or evaluated",
    description: 'state: waiting (default) | given. Answers page { list: EvaluableLine[], … }.',
    input: contract.MyEvaluationsRequest,
    handler: async ({ page, limit, state }, { db, customer, lang }) =>
      okPageOf(await myEvaluations(db, customer.userId, state, page, limit, lang), page, limit),
  }),
  defineCustomerRoute({
    operation: evaluationsApi.lineEvaluation,
    data: contract.EvaluableLine,
    tag: TAG,
    summary: 'One order line of the customer with its evaluation, if any',
    description: "Another customer's or an unknown line: code 3.",
    input: contract.LineEvaluationRequest,
    handler: async ({ orderLineId }, { db, customer, lang }) => ok(await lineEvaluation(db, customer.userId, orderLineId, lang)),
  }),
  defineRoute({
    operation: evaluationsApi.search,
    data: contract.GoodsEvaluations,
    tag: TAG,
    summary: "A goods item's evaluations, newest first, with their count and average",
    description:
      'Answers data { list: [{ id, rating, content, author (masked when anonymous), anonymous, skuDesc, createdAt }], totalCount, average (one decimal, null without any), currPage, pageSize }.',
    input: contract.GoodsEvaluationsRequest,
    handler: async ({ goodsId, page, limit }, { db, lang }) => ok(await goodsEvaluations(db, goodsId, page, limit, lang)),
  }),
];
