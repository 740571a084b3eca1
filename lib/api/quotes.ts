import 'server-only';
/**
 * A quote of the sales team for the customer's quote page (docs/product.md §11.5), read with the
 * session token. Never cached: every answer is one customer's.
 */
import type { Locale } from '@/lib/i18n/locales';
import { Quote } from '@/contract/quotes';
import { parseAnswer } from './answer';
import { api } from './config';
import { quotesApi } from '@/contract/operations/quotes';

export type { Quote } from '@/contract/quotes';

export async function getQuote(token: string, id: number, locale: Locale): Promise<Quote> {
  const operation = quotesApi.detail;
  return parseAnswer(Quote, await api.request(operation, { id }, { locale, token, cache: 'no-store' }), operation.path);
}
