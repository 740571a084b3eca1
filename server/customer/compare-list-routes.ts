/** The logged-in customer's compare list (docs/product.md §2.12). Every route needs the token. */
import { ok } from '../http/envelope';
import { defineCustomerRoute } from '../accounts/customer-route';
import { addCompared, listCompared, mergeCompared, removeCompared } from './compare-list';
import { CompareGoodsIdsRequest, CompareList, CompareListRequest } from '../../contract/compare';
import { compareListApi } from '../../contract/operations/compare';

const TAG = 'Compare list';
const ANSWER = 'Answers data { list }: the goods ids of the list afterwards, the first chosen first.';

export const compareListRoutes = [
  defineCustomerRoute({
    operation: compareListApi.myCompare,
    data: CompareList,
    tag: TAG,
    summary: "The customer's compare list",
    description: 'Answers data { list }: at most 4 goods ids, the first chosen first. Goods gone off shelf stay until removed.',
    input: CompareListRequest,
    async handler(_input, { db, customer }) {
      return ok({ list: await listCompared(db, customer.userId) });
    },
  }),
  defineCustomerRoute({
    operation: compareListApi.addCompare,
    data: CompareList,
    tag: TAG,
    summary: 'Adds goods items to the compare list',
    description:
      `${ANSWER} Goods already listed stay where they are. Any off-shelf or unknown goods item: code 3; a list that would hold more than ` +
      '4 goods: code 409. Either way nothing is added.',
    input: CompareGoodsIdsRequest,
    async handler({ goodsId }, { db, customer }) {
      return ok({ list: await addCompared(db, customer.userId, goodsId) });
    },
  }),
  defineCustomerRoute({
    operation: compareListApi.cancelCompare,
    data: CompareList,
    tag: TAG,
    summary: 'Removes goods items from the compare list',
    description: `${ANSWER} Ids not listed change nothing.`,
    input: CompareGoodsIdsRequest,
    async handler({ goodsId }, { db, customer }) {
      return ok({ list: await removeCompared(db, customer.userId, goodsId) });
    },
  }),
  defineCustomerRoute({
    operation: compareListApi.mergeCompare,
    data: CompareList,
    tag: TAG,
    summary: "Merges a guest's compare list into the account at login",
    description:
      `${ANSWER} The guest's goods follow those already listed, in the order sent, as far as 4 goods in all; off-shelf and unknown goods ` +
      'are left out rather than refused, so the login that sends them never fails on them.',
    input: CompareGoodsIdsRequest,
    async handler({ goodsId }, { db, customer }) {
      return ok({ list: await mergeCompared(db, customer.userId, goodsId) });
    },
  }),
];
