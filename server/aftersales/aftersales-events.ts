/**
 * The one place every staff answer to an after-sales request passes through (docs/product.md
 * §11.1), inside the transaction that makes it: the message centre hooks in here, so a customer
 * is told of every answer exactly when it commits.
 */
import type { Tx } from '../http/idempotency';
import type { AfterSalesStatus } from '../../contract/aftersales-rules';

/** The request as the answer left it. */
export interface AnsweredRequest {
  id: number;
  userId: number;
  afterSalesNo: string;
  status: AfterSalesStatus;
  reply: string;
}

export async function afterSalesAnswered(tx: Tx, request: AnsweredRequest): Promise<void> {
  // Nothing else to do yet: the message centre connects here (a message per answer).
  void tx;
  void request;
}
