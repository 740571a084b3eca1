/** The feedback operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type { Feedback, FeedbackList, FeedbackListRequest, ReplyFeedbackRequest, SubmitFeedbackRequest } from '../feedback';

export const feedbackApi = {
  submit: operation<{ input: typeof SubmitFeedbackRequest; data: typeof Feedback }>()({
    path: '/online/feedback/submit',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  list: operation<{ input: typeof FeedbackListRequest; data: typeof FeedbackList }>()({
    path: '/online/feedback/list',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  reply: operation<{ input: typeof ReplyFeedbackRequest; data: typeof Feedback }>()({
    path: '/staff/feedback/reply',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
};
