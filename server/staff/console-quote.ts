/**
 * A quote sent from the console (docs/product.md §6.1, §11.5): createQuote with the logged-in member
 * as its sender, then an audit line. createQuote commits on its own (its email follows the commit),
 * so the audit line is written right after it.
 */
import type { Db } from '../db/client';
import { createQuote, type QuoteDelivery } from '../quotes/quote-send';
import { validUntilOf } from '../quotes/valid-until';
import { recordAudit, type AuditActor } from './staff-audit';
import type { Quote, SendQuoteRequest } from '../../contract/quotes';

export async function sendConsoleQuote(db: Db, actor: AuditActor, input: SendQuoteRequest, delivery: QuoteDelivery): Promise<Quote> {
  const quote = await createQuote(
    db,
    {
      inquiryId: input.inquiryId,
      replier: { staffId: actor.id, name: actor.name },
      lines: input.lines,
      validUntil: validUntilOf(input.validUntil),
      note: input.note,
    },
    { delivery },
  );
  await recordAudit(db, actor, {
    action: 'inquiry.quote',
    subjectType: 'inquiry',
    subjectId: input.inquiryId,
    detail: { quoteId: quote.id, lines: quote.lines.length, totalAmount: quote.totalAmount },
  });
  return quote;
}
