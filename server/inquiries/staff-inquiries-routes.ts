/**
 * The sales team's view of inquiries (docs/product.md §6: `npm run inquiries`, and browser journeys checking
 * what was stored). Bearer staff token only; not reachable through the storefront's BFF.
 */
import { found, ok } from '../http/envelope';
import { defineStaffRoute } from '../http/staff-route';
import { answerInquiry, listInquiries } from './inquiries-staff';
import { InquiryAnswered, StaffInquiryList, StaffInquiriesRequest, AnswerInquiryRequest } from '../../contract/inquiries';
import { staffInquiriesApi } from '../../contract/operations/inquiries';

const listStaffInquiries = defineStaffRoute({
  operation: staffInquiriesApi.inquiries,
  data: StaffInquiryList,
  tag: 'Staff',
  summary: 'Inquiries newest first, with their goods and reply deadline',
  description: `Answers { list, totalCount }; each inquiry carries replyBy (createdAt + 24 h) and answeredAt (null while open).`,
  input: StaffInquiriesRequest,
  handler: async ({ limit, offset, open, since }, ctx) => {
    return ok(await listInquiries(ctx.db, { limit, offset, open, since: since ? new Date(since) : undefined }));
  },
});

const markAnswered = defineStaffRoute({
  operation: staffInquiriesApi.answer,
  data: InquiryAnswered,
  tag: 'Staff',
  summary: 'Mark an inquiry answered',
  description: `Answers { id, answeredAt }; answering again keeps the first time; a reply, when given, joins the inquiry's thread from the sales team; an unknown id → 3. Each reply, and a first answer without one, puts a message in a logged-in customer's message centre.`,
  input: AnswerInquiryRequest,
  handler: async ({ id, reply }, ctx) => {
    return ok(found(await answerInquiry(ctx.db, id, { reply }), `id: no inquiry ${id}`));
  },
});

export const staffInquiryRoutes = [listStaffInquiries, markAnswered];
