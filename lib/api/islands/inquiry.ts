/**
 * Inquiry calls of the client islands, through the BFF (docs/product.md §5, §7.1): the two
 * kinds of inquiry and the country dictionary of the form.
 */
import type { InquiryPayload } from '@/lib/inquiry/inquiry-form';
import { browserApi } from '../browser';
import type { ApiLocale } from '../contract';
// A type-only import: the island's bundle stays free of zod (docs/islands.md).
import type { InquiryAnswer } from '@/contract/inquiries';
import { contentApi } from '@/contract/operations/content';
import { inquiriesApi } from '@/contract/operations/inquiries';

/**
 * A goods inquiry (it carries goodsList) or a general one. The Idempotency-Key makes a resend
 * answer the first result; scope null: the dialog lives in the layout, so its answer matters
 * even after the visitor moved on.
 */
export function submitInquiry(payload: InquiryPayload, idempotencyKey: string, locale: ApiLocale): Promise<InquiryAnswer> {
  const operation = payload.goodsList ? inquiriesApi.submitGoodInquireImmediately : inquiriesApi.submit;
  return browserApi.request(operation, payload, { locale, idempotencyKey, scope: null });
}

/** The country dictionary's rows as answered. */
export async function fetchCountryRows(locale: ApiLocale): Promise<unknown[]> {
  const data = await browserApi.request(contentApi.sysdictList, { dictType: 'country' }, { locale });
  return data.list ?? [];
}
