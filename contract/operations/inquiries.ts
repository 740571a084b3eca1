/** The inquiries operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type * as contract from '../inquiries';

export const inquiriesApi = {
  submit: operation<{ input: typeof contract.FormInquiryRequest; data: typeof contract.InquiryAnswer }>()({
    path: '/overseas/form/submit',
    mode: 'post',
    access: 'optionalToken',
    islands: true,
  }),
  submitGoodInquireImmediately: operation<{ input: typeof contract.GoodsInquiryRequest; data: typeof contract.InquiryAnswer }>()({
    path: '/overseas/goodInquire/submitGoodInquireImmediately',
    mode: 'post',
    access: 'optionalToken',
    islands: true,
  }),
};

export const staffInquiriesApi = {
  inquiries: operation<{ input: typeof contract.StaffInquiriesRequest; data: typeof contract.StaffInquiryList }>()({
    path: '/staff/inquiries',
    mode: 'get',
    access: 'staff',
    islands: false,
  }),
  answer: operation<{ input: typeof contract.AnswerInquiryRequest; data: typeof contract.InquiryAnswered }>()({
    path: '/staff/inquiries/answer',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
};
