/**
 * Accepting and declining a quote from the browser (docs/product.md §11.5), through the BFF, which
 * adds the session's token. Plain TS (no zod): islands import it.
 */
import { browserApi, type BrowserApiClient } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import { quotesApi } from '@/contract/operations/quotes';
import type { OperationData, OperationFields } from '@/contract/operation';

export type QuoteAcceptance = OperationFields<typeof quotesApi.accept>;

export type AcceptedQuote = OperationData<typeof quotesApi.accept>;

/** Accepting twice answers the same order (the API keeps one order per quote), so a resend is safe. */
export function acceptQuote(acceptance: QuoteAcceptance, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<AcceptedQuote> {
  return client.request(quotesApi.accept, { ...acceptance }, { locale });
}

export async function declineQuote(id: number, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request(quotesApi.decline, { id }, { locale });
}
