/** A goods page in one round trip (docs/architecture.md §4, "Walk of a goods page"). */
import { found, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { GoodsPage, GoodsPageRequest } from '../../contract/goods-page';
import { goodsPage } from './goods-page';
import { goodsPageApi } from '../../contract/operations/goods';

export const goodsPageRoutes = [
  defineRoute({
    operation: goodsPageApi.goodsPage,
    data: GoodsPage,
    tag: 'Goods',
    summary: 'A goods page in one request: the item, and what the page shows beside it',
    description:
      'Answers data { detail, extras }. detail is what /online/togoods/details answers for the goodsId (with collected 0: the page is the same ' +
      'for every visitor; off-shelf goods answer onShelfFlag false). extras is { guesses, bound, evaluations, citations, figures }, each as its own ' +
      'route answers it (guessRecommend with guessLimit, getBindGroupIdByGoodsId, /online/togoodscomment/search page 1 of evaluationLimit, ' +
      '/online/togoods/citations page 1 of citationLimit or null when nothing cites the item, /online/togoods/validation). Unknown goods id: code 3.',
    input: GoodsPageRequest,
    async handler(input, { db, lang }) {
      return ok(found(await goodsPage(db, input, lang), `goodsId: no goods ${input.goodsId}`));
    },
  }),
];
