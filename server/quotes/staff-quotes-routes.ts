/**
 * The sales team's quote operations (docs/product.md §11.5, §6): send a quote for an inquiry and
 * list an inquiry's quotes. Bearer staff token only; the quote is the team's (no staff member's
 * name); the staff console sends its own through createQuote (server/staff/console-quote.ts).
 */
import { ok } from '../http/envelope';
import { defineStaffRoute } from '../http/staff-route';
import { createQuote } from './quote-send';
import { quotesOfInquiry } from './quote-reads';
import { validUntilOf } from './valid-until';
import { Quote, SendQuoteRequest, StaffQuoteList, StaffQuotesRequest } from '../../contract/quotes';
import { staffQuotesApi } from '../../contract/operations/quotes';

export const staffQuoteRoutes = [
  defineStaffRoute({
    operation: staffQuotesApi.send,
    data: Quote,
    tag: 'Staff',
    summary: 'Sends a quote for an inquiry',
    description:
      'lines absent: every goods line of the inquiry that names a SKU; each line’s unitPrice defaults to the pricing rule’s net price (the goods page’s), quantity to the inquiry’s. ' +
      'validUntil must lie in the future (within 366 days). The buyer gets a message-centre message (a logged-in inquiry) and an email in the inquiry’s language linking to the quote. ' +
      'Unknown inquiry: code 3; a line not in the inquiry, without a SKU, off shelf or priced above its list price: 400 naming lines.N. Answers the quote (English).',
    input: SendQuoteRequest,
    handler: async ({ inquiryId, validUntil, note, lines }, ctx) =>
      ok(
        await createQuote(
          ctx.db,
          { inquiryId, replier: null, lines, validUntil: validUntilOf(validUntil), note },
          { delivery: { mailer: ctx.mailer, siteUrl: ctx.settings.siteUrl } },
        ),
      ),
  }),
  defineStaffRoute({
    operation: staffQuotesApi.list,
    data: StaffQuoteList,
    tag: 'Staff',
    summary: 'The quotes of an inquiry, newest first',
    description: 'Answers { list: Quote[] } with each quote’s state now (expired past validUntil). Unknown inquiry: code 3.',
    input: StaffQuotesRequest,
    handler: async ({ inquiryId }, { db }) => ok({ list: await quotesOfInquiry(db, inquiryId) }),
  }),
];
