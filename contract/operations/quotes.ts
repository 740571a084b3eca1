/** The quote operations (docs/architecture.md §4, docs/product.md §11.5): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type { AcceptQuoteRequest, Quote, QuoteAccepted, QuoteDeclined, QuoteIdRequest, SendQuoteRequest, StaffQuoteList, StaffQuotesRequest } from '../quotes';

export const quotesApi = {
  detail: operation<{ input: typeof QuoteIdRequest; data: typeof Quote }>()({
    path: '/online/toQuote/detail',
    mode: 'get',
    access: 'customer',
    islands: false,
  }),
  accept: operation<{ input: typeof AcceptQuoteRequest; data: typeof QuoteAccepted }>()({
    path: '/online/toQuote/accept',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  decline: operation<{ input: typeof QuoteIdRequest; data: typeof QuoteDeclined }>()({
    path: '/online/toQuote/decline',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
};

export const staffQuotesApi = {
  send: operation<{ input: typeof SendQuoteRequest; data: typeof Quote }>()({
    path: '/staff/quotes/send',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
  list: operation<{ input: typeof StaffQuotesRequest; data: typeof StaffQuoteList }>()({
    path: '/staff/quotes',
    mode: 'get',
    access: 'staff',
    islands: false,
  }),
};
