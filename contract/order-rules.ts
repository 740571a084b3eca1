/**
 * Orders, receiving addresses and coupons: the constants both programs share (docs/product.md §11).
 * Zod-free, so browser islands can read them without zod in their JavaScript (docs/islands.md).
 */

/** pending delivery, partial delivery, delivered, completed, canceled. */
export const ORDER_STATUSES = ['pending', 'partial', 'delivered', 'completed', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** none, ordinary invoice, VAT special invoice. */
export const INVOICE_TYPES = ['none', 'ordinary', 'vat'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const COUPON_STATES = ['unused', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** Which moves staff may make from each status (docs/product.md §11.2); anything else is refused. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['partial', 'delivered', 'canceled'],
  partial: ['partial', 'delivered'],
  delivered: ['completed'],
  completed: [],
  canceled: [],
};

export const canCustomerCancel = (status: OrderStatus): boolean => status === 'pending';
export const canCustomerDelete = (status: OrderStatus): boolean => status === 'completed' || status === 'canceled';

/** The longest value each address field takes. */
export const ADDRESS_MAX_LENGTH = {
  consignee: 50,
  mobile: 30,
  province: 50,
  city: 50,
  district: 50,
  detail: 200,
  postcode: 16,
  company: 100,
} as const;

/** A customer keeps at most this many receiving addresses. */
export const MAX_ADDRESSES = 20;

export const INVOICE_MAX_LENGTH = { title: 100, taxNo: 30 } as const;
export const ORDER_REMARK_MAX_LENGTH = 500;

/** Lines one order may hold. */
export const MAX_ORDER_LINES = 100;

/** Order number as customers and staff read it: SO + yyyymmdd of submission + the id, 6 digits at least. */
export function orderNoOf(id: number, createdAt: string | Date): string {
  const day = new Date(createdAt).toISOString().slice(0, 10).replaceAll('-', '');
  return `SO${day}${String(id).padStart(6, '0')}`;
}
