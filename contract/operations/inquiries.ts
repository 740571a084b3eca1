/** The inquiries operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  AnswerInquiryRequest,
  FollowUpRequest,
  MyInquiriesRequest,
  MyInquiryDetail,
  MyInquiryPage,
  MyInquiryRequest,
  FormInquiryRequest,
  GoodsInquiryRequest,
  InquiryAnswer,
  InquiryAnswered,
  StaffInquiriesRequest,
  StaffInquiryList,
} from '../inquiries';

export const inquiriesApi = {
  submit: operation<{ input: typeof FormInquiryRequest; data: typeof InquiryAnswer }>()({
    path: '/overseas/form/submit',
    mode: 'post',
    access: 'optionalToken',
    islands: true,
  }),
  submitGoodInquireImmediately: operation<{ input: typeof GoodsInquiryRequest; data: typeof InquiryAnswer }>()({
    path: '/overseas/goodInquire/submitGoodInquireImmediately',
    mode: 'post',
    access: 'optionalToken',
    islands: true,
  }),
};

/** The buyer's own inquiries (/my-inquiries, docs/product.md §2.13). */
export const myInquiriesApi = {
  list: operation<{ input: typeof MyInquiriesRequest; page: typeof MyInquiryPage }>()({
    path: '/online/toInquiry/myInquiries',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
  detail: operation<{ input: typeof MyInquiryRequest; data: typeof MyInquiryDetail }>()({
    path: '/online/toInquiry/detail',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
  followUp: operation<{ input: typeof FollowUpRequest; data: typeof MyInquiryDetail }>()({
    path: '/online/toInquiry/followUp',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  close: operation<{ input: typeof MyInquiryRequest; data: typeof MyInquiryDetail }>()({
    path: '/online/toInquiry/close',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
};

export const staffInquiriesApi = {
  inquiries: operation<{ input: typeof StaffInquiriesRequest; data: typeof StaffInquiryList }>()({
    path: '/staff/inquiries',
    mode: 'get',
    access: 'staff',
    islands: false,
  }),
  answer: operation<{ input: typeof AnswerInquiryRequest; data: typeof InquiryAnswered }>()({
    path: '/staff/inquiries/answer',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
};
