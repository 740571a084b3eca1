/**
 * The staff's answers to trial applications (docs/product.md §2.10): list and approve or reject,
 * by `npm run approvals` or directly. Bearer staff token only; not reachable through the BFF.
 */
import { ApiFailure, CODE, ok } from '../http/envelope';
import { defineRoute, type RequestContext } from '../http/route';
import { isStaffAuthorization } from '../http/staff-token';
import { answerApplication, staffListApplications } from './trials';
import { CENTRE_NOTIFIER } from './customer-notifier';
import { Answered, StaffAnswerRequest, StaffApprovalListRequest, StaffTrialList } from '../../contract/trials';

export function requireStaff(ctx: RequestContext): void {
  if (!isStaffAuthorization(ctx.hono.req.header('authorization'), ctx.settings.staffToken)) {
    throw new ApiFailure(CODE.unauthorized, 'authorization: a valid staff token is required (Authorization: Bearer <token>)');
  }
}

export const STAFF_AUTH = 'Needs `Authorization: Bearer <staff token>` (STAFF_TOKEN, else DATA_DIR/staff-token); otherwise 401.';

export const staffTrialRoutes = [
  defineRoute({
    mode: 'get',
    path: '/staff/trials',
    data: StaffTrialList,
    tag: 'Staff',
    summary: 'Trial applications newest first',
    description: `${STAFF_AUTH} Answers { list, totalCount }; status filters by pending, approved or rejected.`,
    input: StaffApprovalListRequest,
    handler: async ({ page, limit, status }, ctx) => {
      requireStaff(ctx);
      return ok(await staffListApplications(ctx.db, { page, limit, status }));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/staff/trials/answer',
    data: Answered,
    tag: 'Staff',
    summary: 'Approve or reject a trial application',
    description: `${STAFF_AUTH} Answers { id, status, answeredAt } and sends the customer a message; answering again keeps the first answer; an unknown id → 3.`,
    input: StaffAnswerRequest,
    handler: async (input, ctx) => {
      requireStaff(ctx);
      return ok(await answerApplication(ctx.db, input, CENTRE_NOTIFIER));
    },
  }),
];
