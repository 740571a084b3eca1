/** Goods side by side (docs/product.md §2.12): what the compare page shows, read by id in one request. */
import { ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { CompareGoodsAnswer, CompareGoodsRequest } from '../../contract/compare';
import { compareGoods } from './compare-goods';
import { compareGoodsApi } from '../../contract/operations/compare';

export const compareGoodsRoutes = [
  defineRoute({
    operation: compareGoodsApi.compareGoods,
    data: CompareGoodsAnswer,
    tag: 'Goods',
    summary: 'Up to 4 goods side by side, read by id',
    description:
      'Answers data { list, unknown }. list holds each known goods item in the order asked, as the goods lists answer it (SKUs with CNY ' +
      'prices and promotion rules, labels, citationCount) plus figures (as /online/togoods/validation lists them; empty for goods other than ' +
      'antibodies); off-shelf goods are answered with onShelfFlag false. unknown lists the ids no goods item has. More than 4 ids: code 400.',
    input: CompareGoodsRequest,
    async handler({ goodsId }, { db, lang }) {
      return ok(await compareGoods(db, goodsId, lang));
    },
  }),
];
