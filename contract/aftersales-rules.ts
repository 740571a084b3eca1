/**
 * After-sales and evaluations: the constants both programs share (docs/product.md §12).
 * Zod-free, so browser islands can read them without zod in their JavaScript (docs/islands.md).
 */

/** return (goods sent back, money refunded), refund only (goods kept), exchange. */
export const AFTER_SALES_TYPES = ['return', 'refund', 'exchange'] as const;
export type AfterSalesType = (typeof AFTER_SALES_TYPES)[number];

/** pending review, accepted, rejected, completed, canceled (by the customer while pending). */
export const AFTER_SALES_STATUSES = ['pending', 'accepted', 'rejected', 'completed', 'canceled'] as const;
export type AfterSalesStatus = (typeof AFTER_SALES_STATUSES)[number];

export const AFTER_SALES_REASONS = ['quality', 'damaged', 'wrong-item', 'missing', 'not-needed', 'other'] as const;
export type AfterSalesReason = (typeof AFTER_SALES_REASONS)[number];

/** Requests in these statuses hold their quantity: a line cannot be claimed twice. */
export const HOLDING_STATUSES: readonly AfterSalesStatus[] = ['pending', 'accepted', 'completed'];

/** Which moves staff may make from each status; the customer only cancels while pending. */
export const AFTER_SALES_TRANSITIONS: Readonly<Record<AfterSalesStatus, readonly AfterSalesStatus[]>> = {
  pending: ['accepted', 'rejected'],
  accepted: ['completed'],
  rejected: [],
  completed: [],
  canceled: [],
};

export const AFTER_SALES_DESCRIPTION_MAX = 500;
export const AFTER_SALES_MAX_ATTACHMENTS = 6;
export const STAFF_REPLY_MAX = 500;

/** Evaluations: 1–5 stars, text between these lengths. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const EVALUATION_MIN_LENGTH = 5;
export const EVALUATION_MAX_LENGTH = 500;

/** The goods page shows at most this many evaluations (its HTML budget, docs/product.md §12.2). */
export const GOODS_PAGE_EVALUATIONS = 3;

/** After-sales number as customers and staff read it: AS + yyyymmdd + the id, 6 digits at least. */
export function afterSalesNoOf(id: number, createdAt: string | Date): string {
  const day = new Date(createdAt).toISOString().slice(0, 10).replaceAll('-', '');
  return `AS${day}${String(id).padStart(6, '0')}`;
}
