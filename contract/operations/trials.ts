/** The trials operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type * as contract from '../trials';

export const trialsApi = {
  apply: operation<{ input: typeof contract.TrialApplyRequest; data: typeof contract.TrialApplied }>()({
    path: '/online/toTrialProducts/apply',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  list: operation<{ input: typeof contract.TrialListRequest; page: typeof contract.TrialApplicationPage }>()({
    path: '/online/toTrialProducts/list',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  detail: operation<{ input: typeof contract.TrialDetailRequest; data: typeof contract.TrialApplication }>()({
    path: '/online/toTrialProducts/detail',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  getOrderCount: operation<{ input: typeof contract.ApprovalCountRequest; data: typeof contract.ApprovalCount }>()({
    path: '/online/toTrialOrder/getOrderCount',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
};

export const staffTrialsApi = {
  trials: operation<{ input: typeof contract.StaffApprovalListRequest; data: typeof contract.StaffTrialList }>()({
    path: '/staff/trials',
    mode: 'get',
    access: 'staff',
    islands: false,
  }),
  answer: operation<{ input: typeof contract.StaffAnswerRequest; data: typeof contract.Answered }>()({
    path: '/staff/trials/answer',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
};
