/** The evaluations operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type * as contract from '../evaluations';

export const evaluationsApi = {
  saveOrderComments: operation<{ input: typeof contract.SaveEvaluationRequest; data: typeof contract.EvaluationSaved }>()({
    path: '/online/toOrderComments/saveOrderComments',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  myEvaluations: operation<{ input: typeof contract.MyEvaluationsRequest; page: typeof contract.EvaluableLinePage }>()({
    path: '/online/toOrderComments/myEvaluations',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  lineEvaluation: operation<{ input: typeof contract.LineEvaluationRequest; data: typeof contract.EvaluableLine }>()({
    path: '/online/toOrderComments/lineEvaluation',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  search: operation<{ input: typeof contract.GoodsEvaluationsRequest; data: typeof contract.GoodsEvaluations }>()({
    path: '/online/togoodscomment/search',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
};
