/** Query parameters of the order pages (docs/product.md §11): anything malformed reads as absent. */
import { COUPON_STATES, ORDER_STATUSES, type CouponState, type OrderStatus } from '@/contract/order-rules';

type Param = string | string[] | undefined;
const first = (value: Param) => (Array.isArray(value) ? value[0] : value);

export function statusParam(value: Param): OrderStatus | undefined {
  const raw = first(value);
  return ORDER_STATUSES.find((status) => status === raw);
}

export function couponStateParam(value: Param): CouponState {
  const raw = first(value);
  return COUPON_STATES.find((state) => state === raw) ?? 'unused';
}

export function idParam(value: Param): number | null {
  const raw = first(value);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** `goods=12:3,15:0` (goods id : SKU id), as the inquiry list sends its selection to settlement. */
export function settlementGoodsParam(value: Param): { id: number; skuId: number }[] {
  const raw = first(value) ?? '';
  const goods: { id: number; skuId: number }[] = [];
  for (const part of raw.split(',').slice(0, 100)) {
    const match = /^(\d{1,12}):(\d{1,12})$/.exec(part.trim());
    if (match) goods.push({ id: Number(match[1]), skuId: Number(match[2]) });
  }
  return goods;
}

export const settlementGoodsValue = (goods: readonly { id: number; skuId: number }[]): string => goods.map((line) => `${line.id}:${line.skuId}`).join(',');
