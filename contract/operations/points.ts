/** The points operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  ExchangeRequest,
  Exchanged,
  GrantPointsRequest,
  LedgerPage,
  LedgerRequest,
  OrderCompletedRequest,
  PointsAwarded,
  PointsBalance,
  PointsCustomerRequest,
  PointsItem,
  PointsItemList,
  PointsItemRequest,
  PointsItemsRequest,
  PointsOrder,
  PointsOrderDetailRequest,
  PointsOrderListRequest,
  PointsOrderPage,
  StaffPointsOrderList,
} from '../points';
import type { Answered, ApprovalCount, StaffAnswerRequest, StaffApprovalListRequest } from '../trials';

export const pointsApi = {
  items: operation<{ input: typeof PointsItemsRequest; data: typeof PointsItemList }>()({
    path: '/online/toPointsMall/items',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
  itemDetail: operation<{ input: typeof PointsItemRequest; data: typeof PointsItem }>()({
    path: '/online/toPointsMall/itemDetail',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
  balance: operation<{ input: typeof PointsCustomerRequest; data: typeof PointsBalance }>()({
    path: '/online/toPointsOrder/balance',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  exchange: operation<{ input: typeof ExchangeRequest; data: typeof Exchanged }>()({
    path: '/online/toPointsOrder/exchange',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  pointsOrderList: operation<{ input: typeof PointsOrderListRequest; page: typeof PointsOrderPage }>()({
    path: '/online/toPointsOrder/pointsOrderList',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
  pointsOrderDetail: operation<{ input: typeof PointsOrderDetailRequest; data: typeof PointsOrder }>()({
    path: '/online/toPointsOrder/pointsOrderDetail',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
  pointsOrderCount: operation<{ input: typeof PointsCustomerRequest; data: typeof ApprovalCount }>()({
    path: '/online/toPointsOrder/pointsOrderCount',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
  ledger: operation<{ input: typeof LedgerRequest; page: typeof LedgerPage }>()({
    path: '/online/toPointsOrder/ledger',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
};

export const staffPointsApi = {
  exchanges: operation<{ input: typeof StaffApprovalListRequest; data: typeof StaffPointsOrderList }>()({
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
  orderCompleted: operation<{ input: typeof OrderCompletedRequest; data: typeof PointsAwarded }>()({
    path: '/staff/points/order-completed',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
  grant: operation<{ input: typeof GrantPointsRequest; data: typeof PointsAwarded }>()({
    path: '/staff/points/grant',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
};
