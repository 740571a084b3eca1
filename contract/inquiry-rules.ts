/**
 * The buyer's view of an inquiry (docs/product.md §2.13) as plain TypeScript, with no zod, so the
 * API, the /my-inquiries pages and their islands judge an inquiry's state and reply clock alike.
 */

/** docs/product.md §9: the sales team replies within 24 hours of the inquiry. */
const REPLY_WITHIN_MS = 24 * 60 * 60 * 1000;

/** A follow-up question is 1–2000 characters once trimmed (the staff reply's cap). */
export const FOLLOW_UP_MAX_LENGTH = 2000;

/** Where an inquiry stands for the buyer, in the order it usually moves (docs/product.md §2.13). */
export const INQUIRY_STATES = ['sent', 'answered', 'quoted', 'accepted', 'expired', 'closed'] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];

/** The latest quote on an inquiry, as the quotes keep it; null before the first. */
export interface LatestQuote {
  status: 'sent' | 'accepted' | 'declined';
  validUntil: Date;
}

export interface InquiryFacts {
  answeredAt: Date | null;
  closedAt: Date | null;
  latestQuote: LatestQuote | null;
}

/**
 * An accepted quote is what the buyer came for, so it stands even once the inquiry is closed;
 * otherwise a closed inquiry is closed. A sent quote is "quoted" until its validUntil passes, then
 * "expired". A declined quote leaves the inquiry answered: the conversation goes on and the team
 * may quote again. Without a quote the first reply makes it "answered".
 */
export function inquiryState({ answeredAt, closedAt, latestQuote }: InquiryFacts, now: Date): InquiryState {
  if (latestQuote?.status === 'accepted') return 'accepted';
  if (closedAt) return 'closed';
  if (latestQuote?.status === 'sent') return latestQuote.validUntil.getTime() < now.getTime() ? 'expired' : 'quoted';
  if (answeredAt || latestQuote) return 'answered';
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
