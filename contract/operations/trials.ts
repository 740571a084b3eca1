/** The trials operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  Answered,
  ApprovalCount,
  ApprovalCountRequest,
  StaffAnswerRequest,
  StaffApprovalListRequest,
  StaffTrialList,
  TrialApplication,
  TrialApplicationPage,
  TrialApplied,
  TrialApplyRequest,
  TrialDetailRequest,
  TrialListRequest,
} from '../trials';

export const trialsApi = {
  apply: operation<{ input: typeof TrialApplyRequest; data: typeof TrialApplied }>()({
    path: '/online/toTrialProducts/apply',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  list: operation<{ input: typeof TrialListRequest; page: typeof TrialApplicationPage }>()({
    path: '/online/toTrialProducts/list',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  detail: operation<{ input: typeof TrialDetailRequest; data: typeof TrialApplication }>()({
    path: '/online/toTrialProducts/detail',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  getOrderCount: operation<{ input: typeof ApprovalCountRequest; data: typeof ApprovalCount }>()({
    path: '/online/toTrialOrder/getOrderCount',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
};

export const staffTrialsApi = {
  trials: operation<{ input: typeof StaffApprovalListRequest; data: typeof StaffTrialList }>()({
    path: '/staff/trials',
    mode: 'get',
    access: 'staff',
    islands: false,
  }),
  answer: operation<{ input: typeof StaffAnswerRequest; data: typeof Answered }>()({
    path: '/staff/trials/answer',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
};
