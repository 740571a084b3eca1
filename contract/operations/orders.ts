/** The orders operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type * as contract from '../orders';

export const staffOrdersApi = {
  orders: operation<{ input: typeof contract.StaffOrdersRequest; page: typeof contract.StaffOrderPage }>()({
    path: '/staff/orders',
    mode: 'get',
    access: 'staff',
    islands: false,
  }),
  deliver: operation<{ input: typeof contract.DeliverOrderRequest; data: typeof contract.StaffOrder }>()({
    path: '/staff/orders/deliver',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
  complete: operation<{ input: typeof contract.StaffOrderIdRequest; data: typeof contract.StaffOrder }>()({
    path: '/staff/orders/complete',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
  cancel: operation<{ input: typeof contract.StaffOrderIdRequest; data: typeof contract.StaffOrder }>()({
    path: '/staff/orders/cancel',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
  logistics: operation<{ input: typeof contract.LogisticsEventRequest; data: typeof contract.StaffOrder }>()({
    path: '/staff/orders/logistics',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
  give: operation<{ input: typeof contract.GiveCouponRequest; data: typeof contract.GivenCoupon }>()({
    path: '/staff/coupons/give',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
};

export const ordersApi = {
  settlement: operation<{ input: typeof contract.SettlementRequest; data: typeof contract.Settlement }>()({
    path: '/online/toGoodsOrder/settlement',
    mode: 'post',
    access: 'customer',
    islands: false,
  }),
  submit: operation<{ input: typeof contract.SubmitOrderRequest; data: typeof contract.OrderSubmitted }>()({
    path: '/online/toGoodsOrder/submit',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  list: operation<{ input: typeof contract.OrderListRequest; page: typeof contract.OrderPage }>()({
    path: '/online/toGoodsOrder/list',
    mode: 'post',
    access: 'customer',
    islands: false,
  }),
  detail: operation<{ input: typeof contract.OrderIdRequest; data: typeof contract.OrderDetail }>()({
    path: '/online/toGoodsOrder/detail',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
  cancel: operation<{ input: typeof contract.OrderIdRequest; data: typeof contract.OrderChanged }>()({
    path: '/online/toGoodsOrder/cancel',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  delete: operation<{ input: typeof contract.OrderIdRequest; data: typeof contract.OrderChanged }>()({
    path: '/online/toGoodsOrder/delete',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  getOrderCount: operation<{ input: typeof contract.OrderCountRequest; data: typeof contract.OrderCount }>()({
    path: '/online/toGoodsOrder/getOrderCount',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
  ioDetails: operation<{ input: typeof contract.OrderIdRequest; data: typeof contract.Logistics }>()({
    path: '/online/toMarkOrder/ioDetails',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
  listMyCoupons: operation<{ input: typeof contract.MyCouponsRequest; page: typeof contract.CouponPage }>()({
    path: '/online/toGoodsCoupon/listMyCoupons',
    mode: 'post',
    access: 'customer',
    islands: false,
  }),
};
