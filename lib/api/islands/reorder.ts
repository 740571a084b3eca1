/**
 * Buy again and quick order from the browser (docs/product.md §11.6), through the BFF, which adds
 * the session's token. Each call carries an Idempotency-Key, so a resend after a lost answer adds
 * nothing twice. Plain TS (no zod): islands import it.
 */
import { browserApi } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import { reorderApi } from '@/contract/operations/reorder';
import type { OperationData } from '@/contract/operation';
import type { QuickOrderFormat } from '@/contract/quick-order-lines';

export type BuyAgainResult = OperationData<typeof reorderApi.buyAgain>;
export type QuickOrderResult = OperationData<typeof reorderApi.quickOrder>;

/** An order's lines, or one line (`lineId`), back into the inquiry list. */
export function buyAgain(order: { orderId: number; lineId?: number }, idempotencyKey: string, locale: ApiLocale): Promise<BuyAgainResult> {
  return browserApi.request(reorderApi.buyAgain, { ...order }, { locale, idempotencyKey });
}

/** Pasted lines or a CSV file's text into the inquiry list, answered row by row. */
export function quickOrder(format: QuickOrderFormat, text: string, idempotencyKey: string, locale: ApiLocale): Promise<QuickOrderResult> {
  return browserApi.request(reorderApi.quickOrder, { format, text }, { locale, idempotencyKey });
}
