/** The company operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type * as contract from '../company';

export const companyApi = {
  companyPageDetail: operation<{ input: typeof contract.CompanyPageRequest; data: typeof contract.CompanyPage }>()({
    path: '/operation/companyPage/detail',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
  listByCategory: operation<{ input: typeof contract.AttachmentListRequest; data: typeof contract.AttachmentList }>()({
    path: '/online/toAttachment/listByCategory',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
  downLoadInc: operation<{ input: typeof contract.AttachmentDownloadRequest; data: typeof contract.Attachment }>()({
    path: '/online/toAttachment/downLoadInc/{attachmentId}',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
  pageDocument: operation<{ input: typeof contract.PurchaseNoticeListRequest; page: typeof contract.PurchaseNoticePage }>()({
    path: '/purchase/purchaseBidding/pageDocument',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
  purchaseBiddingDetail: operation<{ input: typeof contract.PurchaseNoticeRequest; data: typeof contract.PurchaseNoticeDetail }>()({
    path: '/purchase/purchaseBidding/detail',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
};
