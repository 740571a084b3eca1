/** The inquiries operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  AnswerInquiryRequest,
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
