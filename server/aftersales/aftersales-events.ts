/**
 * The one place every staff answer to an after-sales request passes through (docs/product.md
 * §12.1), inside the transaction that makes it: the customer's message centre (§10.1) is told of
 * every answer exactly when it commits.
 */
import type { Tx } from '../http/idempotency';
import type { AfterSalesStatus } from '../../contract/aftersales-rules';
import { createCustomerMessage, type Bilingual } from '../messages/create-message';

/** The request as the answer left it. */
export interface AnsweredRequest {
  id: number;
  userId: number;
  afterSalesNo: string;
  status: AfterSalesStatus;
  reply: string;
}

/** What the message centre says of each answer; staff never answer into pending. */
const ANSWER_SUBJECTS: Record<Exclude<AfterSalesStatus, 'pending'>, (no: string) => Bilingual> = {
  accepted: (no) => ({ en: `After-sales request ${no} accepted`, zh: `售后申请 ${no} 已受理` }),
  rejected: (no) => ({ en: `After-sales request ${no} declined`, zh: `售后申请 ${no} 未通过` }),
  completed: (no) => ({ en: `After-sales request ${no} completed`, zh: `售后申请 ${no} 已完成` }),
  canceled: (no) => ({ en: `After-sales request ${no} canceled`, zh: `售后申请 ${no} 已取消` }),
};

export async function afterSalesAnswered(tx: Tx, request: AnsweredRequest): Promise<void> {
  if (request.status === 'pending') return;
  const reply = request.reply.trim();
  const body = reply ? { en: reply, zh: reply } : { en: 'See the request for details.', zh: '详情请查看售后申请。' };
  await createCustomerMessage(tx, {
    customerId: request.userId,
    kind: 'afterSales',
    subject: ANSWER_SUBJECTS[request.status](request.afterSalesNo),
    body,
    link: `/afterDetail?id=${request.id}`,
  });
}
