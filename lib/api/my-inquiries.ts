import 'server-only';
/**
 * The buyer's own inquiries for /my-inquiries (docs/product.md §2.13), read with the session token;
 * never cached. A 401/402 arrives as an ApiError; pages hand it to fallback.
 */
import type { Locale } from '@/lib/i18n/locales';
import { MyInquiry, MyInquiryDetail } from '@/contract/inquiries';
import { parseAnswer, parseRow } from './answer';
import { api } from './config';
import { myInquiriesApi } from '@/contract/operations/inquiries';

const personal = (locale: Locale, token: string) => ({ locale, token, cache: 'no-store' as const });

export interface MyInquiriesPage {
  list: MyInquiry[];
  total: number;
  pages: number;
}

export async function getMyInquiries(token: string, { page, limit }: { page: number; limit: number }, locale: Locale): Promise<MyInquiriesPage> {
  const operation = myInquiriesApi.list;
  const answer = await api.requestPage(operation, { page, limit }, { ...personal(locale, token), idempotent: true }, parseRow(MyInquiry, operation.path));
  return { list: answer.list, total: answer.total, pages: Math.max(1, answer.pages ?? Math.ceil(answer.total / limit)) };
}

/** One inquiry with its thread; code 3 (unknown or another customer's) arrives as an ApiError. */
export async function getMyInquiry(token: string, id: number, locale: Locale): Promise<MyInquiryDetail> {
  const operation = myInquiriesApi.detail;
  const raw = await api.request(operation, { id }, personal(locale, token));
  return parseAnswer(MyInquiryDetail, raw, operation.path);
}
