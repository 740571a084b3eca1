/**
 * The buyer's quote operations (docs/product.md §11.5): read a quote, accept it into an order,
 * decline it. Every route needs the token; another customer's quote reads as unknown (code 3).
 */
import { ok } from '../http/envelope';
import { defineCustomerRoute } from '../accounts/customer-route';
import { quoteDetail } from './quote-reads';
import { acceptQuote, declineQuote } from './quote-decide';
import { AcceptQuoteRequest, Quote, QuoteAccepted, QuoteDeclined, QuoteIdRequest } from '../../contract/quotes';
import { quotesApi } from '../../contract/operations/quotes';

const TAG = 'Quotes';

export const quoteRoutes = [
  defineCustomerRoute({
    operation: quotesApi.detail,
    data: Quote,
    tag: TAG,
    summary: 'A quote of the sales team for one of the customer’s inquiries',
    description:
      'Answers { id, inquiryId, state (sent | accepted | declined | expired), validUntil, note, staffName, orderId, orderNo, totalAmount, lines } in the caller’s language; ' +
      'each line says whether its goods can still be ordered (obtainable). A quote of an inquiry that is not the customer’s (neither theirs nor a guest inquiry from their email): code 3.',
    input: QuoteIdRequest,
    handler: async ({ id }, { db, customer, lang }) => ok(await quoteDetail(db, customer.userId, id, lang)),
  }),
  defineCustomerRoute({
    operation: quotesApi.accept,
    data: QuoteAccepted,
    tag: TAG,
    summary: 'Accepts a quote: an order at the quoted prices',
    description:
      'Writes the order through the same store path as /online/toGoodsOrder/submit (address snapshot, invoice, lines, first status event), with the quote’s lines at the quoted unit prices: ' +
      'no promotion, member discount or coupon on top. Once only: accepting again, or in parallel, answers the same { quoteId, orderId, orderNo, totalAmount, createdAt }. ' +
      'A declined or expired quote, or one whose goods went off shelf (named by Cat. No.): 400. invoiceType none | ordinary (needs invoiceTitle) | vat (needs invoiceTitle and invoiceTaxNo).',
    input: AcceptQuoteRequest,
    handler: async ({ userId: _userId, ...input }, { db, customer }) => ok(await acceptQuote(db, customer.userId, input)),
  }),
  defineCustomerRoute({
    operation: quotesApi.decline,
    data: QuoteDeclined,
    tag: TAG,
    summary: 'Declines a quote',
    description: 'Answers { id, state: declined, decidedAt }; declining again answers the same. An accepted or expired quote: 400.',
    input: QuoteIdRequest,
    handler: async ({ id }, { db, customer }) => ok(await declineQuote(db, customer.userId, id)),
  }),
];
