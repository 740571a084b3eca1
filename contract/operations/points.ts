/** The points operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type * as contract from '../points';
import type { Answered, ApprovalCount, StaffAnswerRequest, StaffApprovalListRequest } from '../trials';

export const pointsApi = {
  items: operation<{ input: typeof contract.PointsItemsRequest; data: typeof contract.PointsItemList }>()({
    path: '/online/toPointsMall/items',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
  itemDetail: operation<{ input: typeof contract.PointsItemRequest; data: typeof contract.PointsItem }>()({
    path: '/online/toPointsMall/itemDetail',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
  balance: operation<{ input: typeof contract.PointsCustomerRequest; data: typeof contract.PointsBalance }>()({
    path: '/online/toPointsOrder/balance',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  exchange: operation<{ input: typeof contract.ExchangeRequest; data: typeof contract.Exchanged }>()({
    path: '/online/toPointsOrder/exchange',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  pointsOrderList: operation<{ input: typeof contract.PointsOrderListRequest; page: typeof contract.PointsOrderPage }>()({
    path: '/online/toPointsOrder/pointsOrderList',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
  pointsOrderDetail: operation<{ input: typeof contract.PointsOrderDetailRequest; data: typeof contract.PointsOrder }>()({
    path: '/online/toPointsOrder/pointsOrderDetail',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
  pointsOrderCount: operation<{ input: typeof contract.PointsCustomerRequest; data: typeof ApprovalCount }>()({
    path: '/online/toPointsOrder/pointsOrderCount',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
  ledger: operation<{ input: typeof contract.LedgerRequest; page: typeof contract.LedgerPage }>()({
    path: '/online/toPointsOrder/ledger',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
};

export const staffPointsApi = {
  exchanges: operation<{ input: typeof StaffApprovalListRequest; data: typeof contract.StaffPointsOrderList }>()({
    path: '/staff/exchanges',
    mode: 'get',
    access: 'staff',
    islands: false,
  }),
  answer: operation<{ input: typeof StaffAnswerRequest; data: typeof Answered }>()({
    path: '/staff/exchanges/answer',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
  orderCompleted: operation<{ input: typeof contract.OrderCompletedRequest; data: typeof contract.PointsAwarded }>()({
    path: '/staff/points/order-completed',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
  grant: operation<{ input: typeof contract.GrantPointsRequest; data: typeof contract.PointsAwarded }>()({
    path: '/staff/points/grant',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
};
