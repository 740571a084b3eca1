/** Query parameters of the order pages (docs/product.md §11): anything malformed reads as absent. */
import { COUPON_STATES, ORDER_STATUSES, type CouponState, type OrderStatus } from '@/contract/order-rules';
import { firstParam, type QueryValue } from '@/lib/query-params';

export function statusParam(value: QueryValue): OrderStatus | undefined {
  const raw = firstParam(value);
  return ORDER_STATUSES.find((status) => status === raw);
}

export function couponStateParam(value: QueryValue): CouponState {
  const raw = firstParam(value);
  return COUPON_STATES.find((state) => state === raw) ?? 'unused';
}

/** `goods=12:3,15:0` (goods id : SKU id), as the inquiry list sends its selection to settlement. */
export function settlementGoodsParam(value: QueryValue): { id: number; skuId: number }[] {
  const raw = firstParam(value) ?? '';
  const goods: { id: number; skuId: number }[] = [];
  for (const part of raw.split(',').slice(0, 100)) {
    const match = /^(\d{1,12}):(\d{1,12})$/.exec(part.trim());
    if (match) goods.push({ id: Number(match[1]), skuId: Number(match[2]) });
  }
  return goods;
}

export const settlementGoodsValue = (goods: readonly { id: number; skuId: number }[]): string => goods.map((line) => `${line.id}:${line.skuId}`).join(',');
