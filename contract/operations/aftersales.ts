/** The aftersales operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type * as contract from '../aftersales';

export const aftersalesApi = {
  aftermarketList: operation<{ input: typeof contract.AfterSalesListRequest; page: typeof contract.AfterSalesPage }>()({
    path: '/online/toOrderService/aftermarketList',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  subAftermarket: operation<{ input: typeof contract.SubmitAfterSalesRequest; data: typeof contract.AfterSalesDetail }>()({
    path: '/online/toOrderService/subAftermarket',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  aftermarketDetail: operation<{ input: typeof contract.AfterSalesIdRequest; data: typeof contract.AfterSalesDetail }>()({
    path: '/online/toOrderService/aftermarketDetail',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  cancelAftermarket: operation<{ input: typeof contract.AfterSalesIdRequest; data: typeof contract.AfterSalesChanged }>()({
    path: '/online/toOrderService/cancelAftermarket',
    mode: 'delete',
    access: 'customer',
    islands: true,
  }),
  checkAftermarketQuantity: operation<{ input: typeof contract.AllowedQuantityRequest; data: typeof contract.AllowedQuantity }>()({
    path: '/online/toOrderService/checkAftermarketQuantity',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  getAftermarketOrderCount: operation<{ input: typeof contract.AfterSalesCountRequest; data: typeof contract.AfterSalesCount }>()({
    path: '/online/toOrderService/getAftermarketOrderCount',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
};

export const staffAftersalesApi = {
  aftersales: operation<{ input: typeof contract.StaffAfterSalesRequest; page: typeof contract.StaffAfterSalesPage }>()({
    path: '/staff/aftersales',
    mode: 'get',
    access: 'staff',
    islands: false,
  }),
  answer: operation<{ input: typeof contract.AnswerAfterSalesRequest; data: typeof contract.StaffAfterSales }>()({
    path: '/staff/aftersales/answer',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
};
