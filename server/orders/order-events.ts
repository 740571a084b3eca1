/**
 * The one place every order status change passes through (docs/product.md §11.2), inside the
 * transaction that makes the change: the customer's message centre is told of every change
 * exactly when it commits (docs/product.md §10.1), and a completed order earns its points
 * (docs/product.md §2.11).
 */
import type { Tx } from '../http/idempotency';
import type { OrderStatus } from '../../contract/order-rules';
import { createCustomerMessage, type Bilingual } from '../messages/create-message';
import { awardOrderPoints } from '../points/points';

/** The order as the change sees it. */
export interface ChangedOrder {
  id: number;
  userId: number;
  orderNo: string;
  /** What the customer paid, in CNY. */
  totalAmount: number;
}

/** What the message centre says of each status an order reaches. */
const STATUS_NEWS: Record<OrderStatus, { subject: Bilingual; body: (orderNo: string) => Bilingual }> = {
  pending: {
    subject: { en: 'Order received', zh: '订单已提交' },
    body: (orderNo) => ({
      en: `We have received order ${orderNo} and will ship it as soon as it is ready.`,
      zh: `我们已收到订单 ${orderNo}，备货完成后将尽快发货。`,
    }),
  },
  partial: {
    subject: { en: 'Order partly shipped', zh: '订单部分发货' },
    body: (orderNo) => ({ en: `Part of order ${orderNo} has shipped; the rest follows.`, zh: `订单 ${orderNo} 已部分发货，其余商品将陆续发出。` }),
  },
  delivered: {
    subject: { en: 'Order shipped', zh: '订单已发货' },
    body: (orderNo) => ({
      en: `Every line of order ${orderNo} has shipped. Tracking is on the order page.`,
      zh: `订单 ${orderNo} 已全部发货，物流信息见订单详情。`,
    }),
  },
  completed: {
    subject: { en: 'Order completed', zh: '订单已完成' },
    body: (orderNo) => ({ en: `Order ${orderNo} is complete. You can now evaluate its goods.`, zh: `订单 ${orderNo} 已完成，欢迎评价所购商品。` }),
  },
  canceled: {
    subject: { en: 'Order canceled', zh: '订单已取消' },
    body: (orderNo) => ({ en: `Order ${orderNo} has been canceled. A coupon it used is yours again.`, zh: `订单 ${orderNo} 已取消，所用优惠券已退回。` }),
  },
};

/** `from` is null when the order is first stored (it starts pending). */
export async function orderStatusChanged(tx: Tx, order: ChangedOrder, from: OrderStatus | null, to: OrderStatus): Promise<void> {
  if (from === to) return;
  const news = STATUS_NEWS[to];
  await createCustomerMessage(tx, {
    customerId: order.userId,
    kind: 'order',
    subject: news.subject,
    body: news.body(order.orderNo),
    link: `/order-details?id=${order.id}`,
  });
  if (to === 'completed') await awardOrderPoints(tx, { customerId: order.userId, orderNo: order.orderNo, amountCny: order.totalAmount });
}
