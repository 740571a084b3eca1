/** The wallet operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type * as contract from '../wallet';

export const walletApi = {
  getAccountInfo: operation<{ input: typeof contract.AccountInfoRequest; data: typeof contract.AccountInfo }>()({
    path: '/erp/getAccountInfo',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  getDebtDetail: operation<{ input: typeof contract.DebtDetailRequest; page: typeof contract.LedgerPage }>()({
    path: '/erp/getDebtDetail',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  list: operation<{ input: typeof contract.InvoiceRequestListRequest; page: typeof contract.InvoiceRequestPage }>()({
    path: '/erp/invoiceRequest/list',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  submit: operation<{ input: typeof contract.SubmitInvoiceRequest; data: typeof contract.InvoiceRequestRow }>()({
    path: '/erp/invoiceRequest/submit',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  cancel: operation<{ input: typeof contract.CancelInvoiceRequest; data: typeof contract.InvoiceCancelled }>()({
    path: '/erp/invoiceRequest/cancel',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
};
