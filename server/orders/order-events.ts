/**
 * The one place every order status change passes through (docs/product.md §10.2), inside the
 * transaction that makes the change: the message centre hooks in here, so a customer is told of
 * every change exactly when it commits.
 */
import type { Tx } from '../http/idempotency';
import type { OrderStatus } from '../../contract/order-rules';

/** The order as the change sees it. */
export interface ChangedOrder {
  id: number;
  userId: number;
  orderNo: string;
}

/** `from` is null when the order is first stored (it starts pending). */
export async function orderStatusChanged(tx: Tx, order: ChangedOrder, from: OrderStatus | null, to: OrderStatus): Promise<void> {
  // Nothing else to do yet: the message centre connects here (a message per change).
  void tx;
  void order;
  void from;
  void to;
}
