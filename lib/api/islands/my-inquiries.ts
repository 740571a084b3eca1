/**
 * The buyer's follow-up question and closing an inquiry from the browser (docs/product.md §2.13),
 * through the BFF, which adds the session's token. The client is injectable for tests.
 */
import { browserApi, type BrowserApiClient } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import { myInquiriesApi } from '@/contract/operations/inquiries';

export async function askFollowUp(id: number, body: string, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request(myInquiriesApi.followUp, { id, body }, { locale });
}

export async function closeInquiry(id: number, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request(myInquiriesApi.close, { id }, { locale });
}
