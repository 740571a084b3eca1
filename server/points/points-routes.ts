/** The points mall (docs/product.md §2.11, §7.1): items for everyone; balance, exchanges and ledger for the token's customer. */
import { defineRoute } from '../http/route';
import { ok, okPageOf } from '../http/envelope';
import { defineCustomerRoute } from '../accounts/customer-route';
import { countPointsOrders, exchangePoints, itemDetail, listItems, listLedger, listPointsOrders, pointsBalance, pointsOrderDetail } from './points';
import * as contract from '../../contract/points';
import { ApprovalCount } from '../../contract/trials';
import { pointsApi } from '../../contract/operations/points';

const TAG = 'Points mall';

/** The customer's own list names no customer. */
const withoutCustomer = <T extends { customerId: number }>(order: T): Omit<T, 'customerId'> => {
  const { customerId, ...rest } = order;
  void customerId;
  return rest;
};

export const pointsRoutes = [
  defineRoute({
    operation: pointsApi.items,
    data: contract.PointsItemList,
    tag: TAG,
    summary: 'The items of the points mall',
    description: 'Answers data { list, totalCount }: on-shelf items in their order, with the points each piece costs.',
    input: contract.PointsItemsRequest,
    handler: async (_input, { db, lang }) => ok(await listItems(db, lang)),
  }),
  defineRoute({
    operation: pointsApi.itemDetail,
    data: contract.PointsItem,
    tag: TAG,
    summary: 'One item of the points mall',
    description: 'An unknown or off-shelf item: code 3.',
    input: contract.PointsItemRequest,
    handler: async ({ id }, { db, lang }) => ok(await itemDetail(db, id, lang)),
  }),
  defineCustomerRoute({
    operation: pointsApi.balance,
    data: contract.PointsBalance,
    tag: TAG,
    summary: "The customer's points",
    description: 'Answers data { balance }: always the sum of the ledger.',
    input: contract.PointsCustomerRequest,
    async handler(_input, { db, customer }) {
      return ok({ balance: await pointsBalance(db, customer.userId) });
    },
  }),
  defineCustomerRoute({
    operation: pointsApi.exchange,
    data: contract.Exchanged,
    tag: TAG,
    summary: 'Exchange points for an item, pending approval',
    description:
      'Takes itemId × quantity points from the balance and stores the exchange, pending approval; answers { id, points, balance, status }. ' +
      "A balance that does not cover it: 400 'points: not enough points (…)', also when several are sent at once. An unknown item: 3.",
    input: contract.ExchangeRequest,
    async handler(input, { db, customer, lang }) {
      return ok(await exchangePoints(db, customer.userId, input, lang));
    },
  }),
  defineCustomerRoute({
    operation: pointsApi.pointsOrderList,
    page: contract.PointsOrderPage,
    tag: TAG,
    summary: "The customer's exchanges (points orders), newest first",
    description: 'Answers page { list, totalCount, pageSize, currPage, totalPage }; status filters by pending, approved or rejected.',
    input: contract.PointsOrderListRequest,
    async handler({ page, limit, status }, { db, customer, lang }) {
      const { list, totalCount } = await listPointsOrders(db, customer.userId, { page, limit, status }, lang);
      return okPageOf({ list: list.map(withoutCustomer), totalCount }, page, limit);
    },
  }),
  defineCustomerRoute({
    operation: pointsApi.pointsOrderDetail,
    data: contract.PointsOrder,
    tag: TAG,
    summary: "One of the customer's exchanges",
    description: "Another customer's or an unknown id: code 3.",
    input: contract.PointsOrderDetailRequest,
    async handler({ id }, { db, customer, lang }) {
      return ok(await pointsOrderDetail(db, customer.userId, id, lang));
    },
  }),
  defineCustomerRoute({
    operation: pointsApi.pointsOrderCount,
    data: ApprovalCount,
    tag: TAG,
    summary: 'How many exchanges are pending, approved and rejected',
    description: 'Answers data { pending, approved, rejected, total }.',
    input: contract.PointsCustomerRequest,
    async handler(_input, { db, customer }) {
      return ok(await countPointsOrders(db, customer.userId));
    },
  }),
  defineCustomerRoute({
    operation: pointsApi.ledger,
    page: contract.LedgerPage,
    tag: TAG,
    summary: "The customer's points ledger, newest first",
    description: 'Answers page { list, … }: each change with its reason (order, exchange, refund, grant), the order number or exchange id.',
    input: contract.LedgerRequest,
    async handler({ page, limit }, { db, customer }) {
      return okPageOf(await listLedger(db, customer.userId, { page, limit }), page, limit);
    },
  }),
];
