import 'server-only';
/** What the points pages share (docs/product.md §2.11): the quantity in their query. */
import { MAX_EXCHANGE_QUANTITY } from '@/contract/points';

/** A quantity from the query: 1 when absent or unreadable, at most the contract's cap. */
export function quantityParam(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const quantity = raw && /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(quantity, 1), MAX_EXCHANGE_QUANTITY);
}
