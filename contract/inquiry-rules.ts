/**
 * The buyer's view of an inquiry (docs/product.md §2.13) as plain TypeScript, with no zod, so the
 * API, the /my-inquiries pages and their islands judge an inquiry's state and reply clock alike.
 */

/** docs/product.md §9: the sales team replies within 24 hours of the inquiry. */
import type { QuoteState } from './quote-rules';

const REPLY_WITHIN_MS = 24 * 60 * 60 * 1000;

/** A follow-up question is 1–2000 characters once trimmed (the staff reply's cap). */
export const FOLLOW_UP_MAX_LENGTH = 2000;

/** Where an inquiry stands for the buyer, in the order it usually moves (docs/product.md §2.13). */
export const INQUIRY_STATES = ['sent', 'answered', 'quoted', 'accepted', 'expired', 'closed'] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];

/** The latest quote on an inquiry, its state judged by the quote rule (contract/quote-rules.ts); null before the first. */
export interface LatestQuote {
  id: number;
  state: QuoteState;
}

export interface InquiryFacts {
  answeredAt: Date | null;
  closedAt: Date | null;
  latestQuote: LatestQuote | null;
}

/**
 * An accepted quote is what the buyer came for, so it stands even once the inquiry is closed;
 * otherwise a closed inquiry is closed. A sent quote is "quoted" while valid and "expired" after,
 * as the quote rule judges it. A declined quote leaves the inquiry answered: the conversation goes on and the team
 * may quote again. Without a quote the first reply makes it "answered".
 */
export function inquiryState({ answeredAt, closedAt, latestQuote }: InquiryFacts): InquiryState {
  const quote = latestQuote?.state;
  if (quote === 'accepted') return 'accepted';
  if (closedAt) return 'closed';
  if (quote === 'sent') return 'quoted';
  if (quote === 'expired') return 'expired';
  if (answeredAt || quote) return 'answered';
  return 'sent';
}

export const replyByOf = (createdAt: Date): Date => new Date(createdAt.getTime() + REPLY_WITHIN_MS);

/**
 * The 24-hour promise: the reply is due by createdAt + 24 h and overdue while none came after
 * that. A closed inquiry expects no reply, so it is never overdue.
 */
export function replyClock({ createdAt, answeredAt, closedAt }: { createdAt: Date; answeredAt: Date | null; closedAt: Date | null }, now: Date) {
  const replyBy = replyByOf(createdAt);
  return { replyBy, overdue: !answeredAt && !closedAt && now.getTime() > replyBy.getTime() };
}
