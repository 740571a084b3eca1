/**
 * The sales team's view of inquiries (issue 5: `npm run inquiries`, and browser journeys checking
 * what was stored). Bearer staff token only; not reachable through the storefront's BFF.
 */
import { ApiFailure, CODE, found, ok } from '../http/envelope';
import { defineRoute, type RequestContext } from '../http/route';
import { answerInquiry, listInquiries } from './inquiries-staff';
import { isStaffAuthorization } from '../http/staff-token';
import { InquiryAnswered, StaffInquiryList, StaffInquiriesRequest, AnswerInquiryRequest } from '../../contract/inquiries';


function requireStaff(ctx: RequestContext): void {
  if (!isStaffAuthorization(ctx.hono.req.header('authorization'), ctx.settings.staffToken)) {
    throw new ApiFailure(CODE.unauthorized, 'authorization: a valid staff token is required (Authorization: Bearer <token>)');
  }
}

const AUTH = 'Needs `Authorization: Bearer <staff token>` (STAFF_TOKEN, else DATA_DIR/staff-token); otherwise 401.';

const listStaffInquiries = defineRoute({
  mode: 'get',
  path: '/staff/inquiries',
  data: StaffInquiryList,
  tag: 'Staff',
  summary: 'Inquiries newest first, with their goods and reply deadline',
  description: `${AUTH} Answers { list, totalCount }; each inquiry carries replyBy (createdAt + 24 h) and answeredAt (null while open).`,
  input: StaffInquiriesRequest,
  handler: async ({ limit, offset, open, since }, ctx) => {
    requireStaff(ctx);
    return ok(await listInquiries(ctx.db, { limit, offset, open, since: since ? new Date(since) : undefined }));
  },
});

const markAnswered = defineRoute({
  mode: 'post',
  path: '/staff/inquiries/answer',
  data: InquiryAnswered,
  tag: 'Staff',
  summary: 'Mark an inquiry answered',
  description: `${AUTH} Answers { id, answeredAt }; answering again keeps the first time; an unknown id → 3. The first answer of a logged-in customer's inquiry puts a message (with reply, when given) in their message centre.`,
  input: AnswerInquiryRequest,
  handler: async ({ id, reply }, ctx) => {
    requireStaff(ctx);
    return ok(found(await answerInquiry(ctx.db, id, new Date(), reply), `id: no inquiry ${id}`));
  },
});

export const staffInquiryRoutes = [listStaffInquiries, markAnswered];
