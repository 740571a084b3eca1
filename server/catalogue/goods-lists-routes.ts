/** Category tables, root listings and the lightweight goods lists of the table mode (docs/product.md §7.3). */
import { found, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { MAX_LIST_ROWS } from '../../contract/fields';
import { requireListedCategory } from './categories';
import { categoryTables, rootTables } from './category-goods';
import { bindGroupOf, goodsLines } from '../goods/goods-groups';
import { BindGroupRequest, CategoryTables, CategoryTablesRequest, GoodsLinesRequest, RootListing, RootListingRequest } from '../../contract/catalogue';
import { BindGroup } from '../../contract/goods';
import { CATEGORY } from '../../contract/categories';
import { GoodsLineList } from '../../contract/goods';
import { goodsListsApi } from '../../contract/operations/catalogue';

function rootListingRoute(
  operation: typeof goodsListsApi.classifyGoodsListForProduct,
  root: typeof CATEGORY.PRODUCTS | typeof CATEGORY.SERVICES,
  page: string,
) {
  return defineRoute({
    operation,
    data: RootListing,
    tag: 'Goods lists',
    summary: `Root listing of ${page}: each level-2 category under ${root} with its first goods`,
    description:
      `Answers data.list: one CategoryGoods { id, dictValue, pids, tableType, limitNum, paramTitle, recordTotalNums, goodsList } per on-shelf level-2 category under ${root}, ` +
      'in menu order (CP001015001020 first, then sort); goodsList holds its first `limit` on-shelf goods by Cat. No. ascending and recordTotalNums counts every on-shelf goods item in its subtree.',
    input: RootListingRequest,
    async handler({ limit }, { db, lang }) {
      return ok({ list: await rootTables(db, root, limit, lang) });
    },
  });
}

export const goodsListRoutes = [
  defineRoute({
    operation: goodsListsApi.newClassifyGoodsList,
    data: CategoryTables,
    tag: 'Goods lists',
    summary: 'A table per category: categories under goodsCate with their goods',
    description:
      'Answers data.list and data.totalCount, paged over CATEGORIES (page, limit; totalCount counts categories). Each entry is ' +
      '{ id, dictValue, pids, tableType, limitNum, paramTitle, recordTotalNums, goodsList }: every on-shelf category under goodsCate ' +
      '(goodsCate itself included) that directly holds goods matching the filters, in category tree order; recordTotalNums counts its ' +
      "matching goods (without attribute filters, from the category tree's counts, which may lag a change by up to a minute) and goodsList " +
      'holds up to goodsLimit of them in orderBy/itemnoSort order (Cat. No. ascending by default). ' +
      'Also the culture-medium variant: cultureMediumModality, cultureMediumAdditive and mediumType filter by form, additive and type.',
    input: CategoryTablesRequest,
    async handler(input, { db, lang }) {
      // At most MAX_LIST_ROWS goods rows in one answer: goodsLimit is clamped to fit the page of tables (docs/product.md §7.3).
      const goodsLimit = Math.min(input.goodsLimit, Math.floor(MAX_LIST_ROWS / input.limit));
      return ok(found(await categoryTables(db, { ...input, goodsLimit }, lang), `goodsCate: no category ${input.goodsCate}`));
    },
  }),
  rootListingRoute(goodsListsApi.classifyGoodsListForProduct, CATEGORY.PRODUCTS, '/product?flag=all'),
  rootListingRoute(goodsListsApi.classifyGoodsListForService, CATEGORY.SERVICES, '/testingService?flag=all'),
  defineRoute({
    operation: goodsListsApi.getBindGroupIdByGoodsId,
    data: BindGroup,
    tag: 'Goods lists',
    summary: 'The bound group of a goods item (merged table cells)',
    description:
      'Answers data { bindId, list }: the bindId of the item (null when unbound) and every on-shelf goods item sharing it, Cat. No. order ' +
      '(empty when unbound). Unknown goodsId: code 3.',
    input: BindGroupRequest,
    async handler({ goodsId }, { db, lang }) {
      return ok(found(await bindGroupOf(db, goodsId, lang), `goodsId: no goods ${goodsId}`));
    },
  }),
  defineRoute({
    operation: goodsListsApi.listNoPage,
    data: GoodsLineList,
    tag: 'Goods lists',
    summary: 'Goods of a category as bare lines, without paging',
    description:
      'Answers data.list of { id, goodsId, itemno, title, inventoryStatus, bindId }, Cat. No. ascending, for the category and its descendants. ' +
      'Unknown or off-shelf goodsCate: code 3.',
    input: GoodsLinesRequest,
    async handler(input, { db, lang }) {
      await requireListedCategory(db, input.goodsCate);
      return ok({ list: await goodsLines(db, input, lang) });
    },
  }),
];
