/** The orders operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  CouponPage,
  DeliverOrderRequest,
  GiveCouponRequest,
  GivenCoupon,
  Logistics,
  LogisticsEventRequest,
  MyCouponsRequest,
  OrderChanged,
  OrderCount,
  OrderCountRequest,
  OrderDetail,
  OrderIdRequest,
  OrderListRequest,
  OrderPage,
  OrderSubmitted,
  Settlement,
  SettlementRequest,
  StaffOrder,
  StaffOrderIdRequest,
  StaffOrderPage,
  StaffOrdersRequest,
  SubmitOrderRequest,
} from '../orders';

export const staffOrdersApi = {
  orders: operation<{ input: typeof StaffOrdersRequest; page: typeof StaffOrderPage }>()({
    path: '/staff/orders',
    mode: 'get',
    access: 'staff',
    islands: false,
  }),
  deliver: operation<{ input: typeof DeliverOrderRequest; data: typeof StaffOrder }>()({
    path: '/staff/orders/deliver',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
  complete: operation<{ input: typeof StaffOrderIdRequest; data: typeof StaffOrder }>()({
    path: '/staff/orders/complete',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
  cancel: operation<{ input: typeof StaffOrderIdRequest; data: typeof StaffOrder }>()({
    path: '/staff/orders/cancel',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
  logistics: operation<{ input: typeof LogisticsEventRequest; data: typeof StaffOrder }>()({
    path: '/staff/orders/logistics',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
  give: operation<{ input: typeof GiveCouponRequest; data: typeof GivenCoupon }>()({
    path: '/staff/coupons/give',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
};

export const ordersApi = {
  settlement: operation<{ input: typeof SettlementRequest; data: typeof Settlement }>()({
    path: '/online/toGoodsOrder/settlement',
    mode: 'post',
    access: 'customer',
    islands: false,
  }),
  submit: operation<{ input: typeof SubmitOrderRequest; data: typeof OrderSubmitted }>()({
    path: '/online/toGoodsOrder/submit',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  list: operation<{ input: typeof OrderListRequest; page: typeof OrderPage }>()({
    path: '/online/toGoodsOrder/list',
    mode: 'post',
    access: 'customer',
    islands: false,
  }),
  detail: operation<{ input: typeof OrderIdRequest; data: typeof OrderDetail }>()({
    path: '/online/toGoodsOrder/detail',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
  cancel: operation<{ input: typeof OrderIdRequest; data: typeof OrderChanged }>()({
    path: '/online/toGoodsOrder/cancel',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  delete: operation<{ input: typeof OrderIdRequest; data: typeof OrderChanged }>()({
    path: '/online/toGoodsOrder/delete',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  getOrderCount: operation<{ input: typeof OrderCountRequest; data: typeof OrderCount }>()({
    path: '/online/toGoodsOrder/getOrderCount',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
  ioDetails: operation<{ input: typeof OrderIdRequest; data: typeof Logistics }>()({
    path: '/online/toMarkOrder/ioDetails',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
  listMyCoupons: operation<{ input: typeof MyCouponsRequest; page: typeof CouponPage }>()({
    path: '/online/toGoodsCoupon/listMyCoupons',
    mode: 'post',
    access: 'customer',
    islands: false,
  }),
};
