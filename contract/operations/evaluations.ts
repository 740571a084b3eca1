/** The evaluations operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  EvaluableLine,
  EvaluableLinePage,
  EvaluationSaved,
  GoodsEvaluations,
  GoodsEvaluationsRequest,
  LineEvaluationRequest,
  MyEvaluationsRequest,
  SaveEvaluationRequest,
} from '../evaluations';

export const evaluationsApi = {
  saveOrderComments: operation<{ input: typeof SaveEvaluationRequest; data: typeof EvaluationSaved }>()({
    path: '/online/toOrderComments/saveOrderComments',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  myEvaluations: operation<{ input: typeof MyEvaluationsRequest; page: typeof EvaluableLinePage }>()({
    path: '/online/toOrderComments/myEvaluations',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  lineEvaluation: operation<{ input: typeof LineEvaluationRequest; data: typeof EvaluableLine }>()({
    path: '/online/toOrderComments/lineEvaluation',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  search: operation<{ input: typeof GoodsEvaluationsRequest; data: typeof GoodsEvaluations }>()({
    path: '/online/togoodscomment/search',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
};
