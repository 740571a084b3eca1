/** The buyer's own inquiries (/my-inquiries, docs/product.md §2.13). Every route needs the token. */
import { ok, okPageOf } from '../http/envelope';
import { defineCustomerRoute } from '../accounts/customer-route';
import { askFollowUp, closeMyInquiry, listMyInquiries, myInquiryDetail } from './my-inquiries';
import { notifyFollowUp } from './inquiries-notice';
import { FollowUpRequest, MyInquiriesRequest, MyInquiryDetail, MyInquiryPage, MyInquiryRequest } from '../../contract/inquiries';
import { myInquiriesApi } from '../../contract/operations/inquiries';

const TAG = 'My inquiries';
const STATES =
  'state: sent (no reply yet), answered, quoted (a valid quote), accepted (its quote accepted), expired (its quote past validUntil) or closed. ' +
  'replyBy = createdAt + 24 h; overdue while unanswered and open past it.';
const DETAIL = "Answers the inquiry with its goods, message and thread (oldest first; a staff reply's authorName null = the sales team).";
const NOT_MINE = "Another customer's inquiry or an unknown id: code 3.";

export const myInquiryRoutes = [
  defineCustomerRoute({
    operation: myInquiriesApi.list,
    page: MyInquiryPage,
    tag: TAG,
    summary: "The customer's inquiries, newest first",
    description: `Answers page { list, totalCount, pageSize, currPage, totalPage }, each inquiry with its goods lines and messageCount (the thread's messages). ${STATES}`,
    input: MyInquiriesRequest,
    async handler({ page, limit }, { db, customer }) {
      return okPageOf(await listMyInquiries(db, customer.userId, { page, limit }), page, limit);
    },
  }),
  defineCustomerRoute({
    operation: myInquiriesApi.detail,
    data: MyInquiryDetail,
    tag: TAG,
    summary: "One of the customer's inquiries with its thread",
    description: `${DETAIL} ${NOT_MINE}`,
    input: MyInquiryRequest,
    async handler({ id }, { db, customer }) {
      return ok(await myInquiryDetail(db, customer.userId, id));
    },
  }),
  defineCustomerRoute({
    operation: myInquiriesApi.followUp,
    data: MyInquiryDetail,
    tag: TAG,
    summary: 'Asks a follow-up question on an inquiry',
    description:
      `body: 1–2000 characters once trimmed, else 400 naming body. A closed inquiry: 400 naming id. The same question again right after ` +
      `itself is kept once (a retry). The sales team is told of each new question by email. ${DETAIL} ${NOT_MINE}`,
    input: FollowUpRequest,
    async handler({ id, body }, { db, customer, mailer, settings }) {
      const { inquiry, asked } = await askFollowUp(db, customer.userId, id, body);
      if (asked) notifyFollowUp(mailer, { inquiryId: id, userId: customer.userId, body, at: new Date() }, settings.salesEmail);
      return ok(inquiry);
    },
  }),
  defineCustomerRoute({
    operation: myInquiriesApi.close,
    data: MyInquiryDetail,
    tag: TAG,
    summary: 'Closes an inquiry',
    description: `Nothing more is expected on it; closing it again keeps the first closedAt. ${DETAIL} ${NOT_MINE}`,
    input: MyInquiryRequest,
    async handler({ id }, { db, customer }) {
      return ok(await closeMyInquiry(db, customer.userId, id));
    },
  }),
];
