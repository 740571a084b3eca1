/**
 * The rules of a quote (docs/product.md §11.5), pure and zod-free so the API, the quote page and its
 * island read them alike: what state a quote is in at an instant, the unit price a quoted line
 * offers, and what the quote comes to. Money is whole fen, as in contract/pricing.ts.
 */
import { toFen } from './pricing';

export const QUOTE_STATUSES = ['sent', 'accepted', 'declined'] as const;
/** A sent quote past its validity is expired; that state is derived, never stored. */
export const QUOTE_STATES = ['sent', 'accepted', 'declined', 'expired'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** The longest a quote may stay open: a year from when it is sent. */
const QUOTE_MAX_VALID_DAYS = 366;
export const QUOTE_NOTE_MAX_LENGTH = 2000;
export const MAX_QUOTE_LINES = 200;

/** What a quote is at `now`: a sent quote whose validUntil has passed is expired. */
export function quoteState(status: (typeof QUOTE_STATUSES)[number], validUntil: Date | string, now: Date | number): QuoteState {
  if (status !== 'sent') return status;
  const until = validUntil instanceof Date ? validUntil.getTime() : Date.parse(validUntil);
  const at = typeof now === 'number' ? now : now.getTime();
  return at < until ? 'sent' : 'expired';
}

/**
 * Why a validity date cannot be used, or null: it must lie in the future and within
 * QUOTE_MAX_VALID_DAYS of `now`.
 */
export function validUntilProblem(validUntil: Date, now: Date): string | null {
  const until = validUntil.getTime();
  if (!Number.isFinite(until)) return 'must be a date and time';
  if (until <= now.getTime()) return 'must be in the future';
  if (until > now.getTime() + QUOTE_MAX_VALID_DAYS * 86_400_000) return `must be within ${QUOTE_MAX_VALID_DAYS} days`;
  return null;
}

/**
 * The unit price (fen) a quoted line offers: the pricing rule's net price for the SKU, unless the
 * sales team named another. An override is a positive amount no higher than the list price (a quote
 * never asks more than the goods page); null with the reason when it breaks that.
 */
export function quotedUnitFen(
  rule: { listFen: number; netFen: number },
  override: number | undefined,
): { unitFen: number; problem: null } | { unitFen: null; problem: string } {
  if (override === undefined) return { unitFen: rule.netFen, problem: null };
  const fen = toFen(override);
  if (!Number.isFinite(fen) || fen <= 0) return { unitFen: null, problem: 'must be a price above 0' };
  if (fen > rule.listFen) return { unitFen: null, problem: `must not exceed the list price ${(rule.listFen / 100).toFixed(2)} CNY` };
  return { unitFen: fen, problem: null };
}

/** What the quote comes to: each line's unit price times its quantity, in fen. */
export function quoteTotalFen(lines: readonly { unitFen: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.unitFen * line.quantity, 0);
}
