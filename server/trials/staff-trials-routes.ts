/**
 * The staff's answers to trial applications (docs/product.md §2.10): list and approve or reject,
 * by `npm run approvals` or directly. Bearer staff token only; not reachable through the BFF.
 */
import { ok } from '../http/envelope';
import { defineStaffRoute } from '../http/staff-route';
import { answerApplication, staffListApplications } from './trials';
import { CENTRE_NOTIFIER } from '../messages/customer-notifier';
import { Answered, StaffAnswerRequest, StaffApprovalListRequest, StaffTrialList } from '../../contract/trials';
import { staffTrialsApi } from '../../contract/operations/trials';

export const staffTrialRoutes = [
  defineStaffRoute({
    operation: staffTrialsApi.trials,
    data: StaffTrialList,
    tag: 'Staff',
    summary: 'Trial applications newest first',
    description: `Answers { list, totalCount }; status filters by pending, approved or rejected.`,
    input: StaffApprovalListRequest,
    handler: async ({ page, limit, status }, ctx) => {
      return ok(await staffListApplications(ctx.db, { page, limit, status }));
    },
  }),
  defineStaffRoute({
    operation: staffTrialsApi.answer,
    data: Answered,
    tag: 'Staff',
    summary: 'Approve or reject a trial application',
    description: `Answers { id, status, answeredAt } and sends the customer a message; answering again keeps the first answer; an unknown id → 3.`,
    input: StaffAnswerRequest,
    handler: async (input, ctx) => {
      return ok(await answerApplication(ctx.db, input, CENTRE_NOTIFIER));
    },
  }),
];
