/** The aftersales operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  AfterSalesChanged,
  AfterSalesCount,
  AfterSalesCountRequest,
  AfterSalesDetail,
  AfterSalesIdRequest,
  AfterSalesListRequest,
  AfterSalesPage,
  AllowedQuantity,
  AllowedQuantityRequest,
  AnswerAfterSalesRequest,
  StaffAfterSales,
  StaffAfterSalesPage,
  StaffAfterSalesRequest,
  SubmitAfterSalesRequest,
} from '../aftersales';

export const aftersalesApi = {
  aftermarketList: operation<{ input: typeof AfterSalesListRequest; page: typeof AfterSalesPage }>()({
    path: '/online/toOrderService/aftermarketList',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  subAftermarket: operation<{ input: typeof SubmitAfterSalesRequest; data: typeof AfterSalesDetail }>()({
    path: '/online/toOrderService/subAftermarket',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  aftermarketDetail: operation<{ input: typeof AfterSalesIdRequest; data: typeof AfterSalesDetail }>()({
    path: '/online/toOrderService/aftermarketDetail',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  cancelAftermarket: operation<{ input: typeof AfterSalesIdRequest; data: typeof AfterSalesChanged }>()({
    path: '/online/toOrderService/cancelAftermarket',
    mode: 'delete',
    access: 'customer',
    islands: true,
  }),
  checkAftermarketQuantity: operation<{ input: typeof AllowedQuantityRequest; data: typeof AllowedQuantity }>()({
    path: '/online/toOrderService/checkAftermarketQuantity',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  getAftermarketOrderCount: operation<{ input: typeof AfterSalesCountRequest; data: typeof AfterSalesCount }>()({
    path: '/online/toOrderService/getAftermarketOrderCount',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
};

export const staffAftersalesApi = {
  aftersales: operation<{ input: typeof StaffAfterSalesRequest; page: typeof StaffAfterSalesPage }>()({
    path: '/staff/aftersales',
    mode: 'get',
    access: 'staff',
    islands: false,
  }),
  answer: operation<{ input: typeof AnswerAfterSalesRequest; data: typeof StaffAfterSales }>()({
    path: '/staff/aftersales/answer',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
};
