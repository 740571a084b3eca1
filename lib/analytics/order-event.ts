/**
 * The purchase event of a placed order (docs/product.md §15.6): the amount the API charged, in the
 * page's display currency by the shop's one currency rule, so a report reads what the buyer read.
 */
import { shownAmount } from '@/lib/catalogue/money';
import type { AnalyticsItem, ShopEvent } from './events';

export function orderSubmitted(order: { orderNo: string; totalAmount: number }, locale: string, items: readonly AnalyticsItem[] = []): ShopEvent {
  const { value, currency } = shownAmount(order.totalAmount, locale);
  return { name: 'order_submitted', orderNo: order.orderNo, value, currency, items };
}
