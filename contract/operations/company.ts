/** The company operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  Attachment,
  AttachmentDownloadRequest,
  AttachmentList,
  AttachmentListRequest,
  CompanyPage,
  CompanyPageRequest,
  PurchaseNoticeDetail,
  PurchaseNoticeListRequest,
  PurchaseNoticePage,
  PurchaseNoticeRequest,
} from '../company';

export const companyApi = {
  companyPageDetail: operation<{ input: typeof CompanyPageRequest; data: typeof CompanyPage }>()({
    path: '/operation/companyPage/detail',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
  listByCategory: operation<{ input: typeof AttachmentListRequest; data: typeof AttachmentList }>()({
    path: '/online/toAttachment/listByCategory',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
  downLoadInc: operation<{ input: typeof AttachmentDownloadRequest; data: typeof Attachment }>()({
    path: '/online/toAttachment/downLoadInc/{attachmentId}',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
  pageDocument: operation<{ input: typeof PurchaseNoticeListRequest; page: typeof PurchaseNoticePage }>()({
    path: '/purchase/purchaseBidding/pageDocument',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
  purchaseBiddingDetail: operation<{ input: typeof PurchaseNoticeRequest; data: typeof PurchaseNoticeDetail }>()({
    path: '/purchase/purchaseBidding/detail',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
};
