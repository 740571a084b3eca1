/** Complaints and advice (docs/product.md §14): the customer's form and list, and the staff reply. */
import { defineCustomerRoute } from '../accounts/customer-route';
import { found, ok } from '../http/envelope';
import { defineStaffRoute } from '../http/staff-route';
import { Feedback, FeedbackList, FeedbackListRequest, ReplyFeedbackRequest, SubmitFeedbackRequest } from '../../contract/feedback';
import { listFeedback, replyToFeedback, submitFeedback } from './feedback';
import { feedbackApi } from '../../contract/operations/feedback';

const TAG = 'Feedback';

export const feedbackRoutes = [
  defineCustomerRoute({
    operation: feedbackApi.submit,
    data: Feedback,
    tag: TAG,
    summary: 'Submit a complaint or advice',
    description:
      "content at least 10 characters; category from the kind's list; orderNo for complaints only; attachments are ids of files this customer uploaded. Answers the stored entry.",
    input: SubmitFeedbackRequest,
    async handler({ userId: _userId, ...input }, { db, customer }) {
      return ok(await submitFeedback(db, customer.userId, input));
    },
  }),
  defineCustomerRoute({
    operation: feedbackApi.list,
    data: FeedbackList,
    tag: TAG,
    summary: "The customer's complaints or advice, newest first, with staff replies",
    input: FeedbackListRequest,
    async handler({ kind, page, limit }, { db, customer }) {
      return ok(await listFeedback(db, customer.userId, kind, page, limit));
    },
  }),
  defineStaffRoute({
    operation: feedbackApi.reply,
    data: Feedback,
    tag: 'Staff',
    summary: 'Reply to a complaint or advice',
    description: "Unknown id → 3. The reply reaches the customer's message centre.",
    input: ReplyFeedbackRequest,
    async handler({ id, reply }, ctx) {
      return ok(found(await replyToFeedback(ctx.db, id, reply), `id: no feedback ${id}`));
    },
  }),
];
