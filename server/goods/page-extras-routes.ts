/** The goods page's extras in one round trip (docs/architecture.md §4, "Walk of a goods page"). */
import { found, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { GoodsPageExtras, GoodsPageExtrasRequest } from '../../contract/goods-page';
import { goodsPageExtras } from './page-extras';

export const pageExtrasRoutes = [
  defineRoute({
    mode: 'post',
    path: '/online/togoods/pageExtras',
    data: GoodsPageExtras,
    tag: 'Goods',
    summary: 'What a goods page shows beside the item: guesses, bound goods, evaluations, citations and validation figures',
    description:
      'Answers data { guesses, bound, evaluations, citations, figures }, each as its own route answers it (guessRecommend with guessLimit, ' +
      'getBindGroupIdByGoodsId, /online/togoodscomment/search page 1 of evaluationLimit, /online/togoods/citations page 1 of citationLimit ' +
      'or null when nothing cites the item, /online/togoods/validation), read for one goods item in one request. Unknown goods id: code 3.',
    input: GoodsPageExtrasRequest,
    async handler(input, { db, lang }) {
      return ok(found(await goodsPageExtras(db, input, lang), `goodsId: no goods ${input.goodsId}`));
    },
  }),
];
