/** The wallet operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  AccountInfo,
  AccountInfoRequest,
  CancelInvoiceRequest,
  DebtDetailRequest,
  InvoiceCancelled,
  InvoiceRequestListRequest,
  InvoiceRequestPage,
  InvoiceRequestRow,
  LedgerPage,
  SubmitInvoiceRequest,
} from '../wallet';

export const walletApi = {
  getAccountInfo: operation<{ input: typeof AccountInfoRequest; data: typeof AccountInfo }>()({
    path: '/erp/getAccountInfo',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  getDebtDetail: operation<{ input: typeof DebtDetailRequest; page: typeof LedgerPage }>()({
    path: '/erp/getDebtDetail',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  list: operation<{ input: typeof InvoiceRequestListRequest; page: typeof InvoiceRequestPage }>()({
    path: '/erp/invoiceRequest/list',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  submit: operation<{ input: typeof SubmitInvoiceRequest; data: typeof InvoiceRequestRow }>()({
    path: '/erp/invoiceRequest/submit',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  cancel: operation<{ input: typeof CancelInvoiceRequest; data: typeof InvoiceCancelled }>()({
    path: '/erp/invoiceRequest/cancel',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
};
