/** Goods list and detail routes (docs/product.md §7.3). */
import { found, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { findCustomer } from '../accounts/customer-tokens';
import { requireListedCategory } from '../catalogue/categories';
import { goodsDetail, listGoods } from './goods';
import { GoodsDetail, GoodsPage, ClassifyGoodsListRequest, GoodsDetailRequest } from '../../contract/goods';
import { goodsApi } from '../../contract/operations/goods';

export const goodsRoutes = [
  defineRoute({
    operation: goodsApi.classifyGoodsList,
    data: GoodsPage,
    tag: 'Goods',
    summary: 'Goods of a category, paged',
    description: 'Answers data.list and data.totalCount. Default order: Cat. No. ascending.',
    input: ClassifyGoodsListRequest,
    async handler(input, { db, lang }) {
      await requireListedCategory(db, input.goodsCate);
      return ok(await listGoods(db, input, lang));
    },
  }),
  defineRoute({
    operation: goodsApi.details,
    data: GoodsDetail,
    tag: 'Goods',
    summary: 'One goods item with SKUs (CNY prices), promotion rules, documents and its category path',
    description:
      'Off-shelf goods are answered with onShelfFlag false (the storefront shows its 404 page); unknown ids answer code 3. ' +
      'data.categoryPath lists { id, dictValue } from the root to the leaf (breadcrumbs); data.updatedAt is ISO 8601. ' +
      'data.collected is 1 when the login of the optional `token` header has favourited the item, else 0 (no, an unknown or an expired token: 0).',
    input: GoodsDetailRequest,
    async handler({ id }, { db, lang, token }) {
      const customer = token ? await findCustomer(db, token) : null;
      return ok(found(await goodsDetail(db, id, lang, customer?.userId ?? null), `id: no goods ${id}`));
    },
  }),
];
