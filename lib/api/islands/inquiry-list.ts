/**
 * A customer's inquiry list on the server (/online/toGoodsCar/*, docs/product.md §7.1), called
 * through the BFF, which adds the session's token. Typed at this boundary.
 */
import { browserApi } from '../browser';
import type { InquiryLineRef } from '@/lib/inquiry-list/guest-inquiry-list';
import { fromCustomerLines, type InquiryLine } from '@/lib/inquiry-list/inquiry-lines';
import type { Locale } from '@/lib/i18n/locales';
import { inquiryListApi } from '@/contract/operations/customer';
import type { OperationData } from '@/contract/operation';

/** The server keeps at most what one page of myCarList answers (contracts: limit max 500). */
const LINES_LIMIT = 500;

/** The new number of lines, as addCar, updateCar and cancelCar answer it. */
export type InquiryListSize = OperationData<typeof inquiryListApi.addCar>;

export function fetchInquiryListSize(locale: Locale): Promise<number> {
  return browserApi.request(inquiryListApi.myCarSize, undefined, { locale });
}

export async function fetchInquiryLines(locale: Locale): Promise<InquiryLine[]> {
  const page = await browserApi.requestPage<unknown>(inquiryListApi.myCarList, { page: 1, limit: LINES_LIMIT }, { locale });
  return fromCustomerLines(page.list);
}

/** `quantity` pieces, merged into the line (docs/product.md §5); docs/product.md §8: a 402 shows no error here (the re-login prompt still opens). */
export function addInquiryLine(ref: InquiryLineRef, quantity: number, locale: Locale): Promise<InquiryListSize> {
  return browserApi.request(inquiryListApi.addCar, { id: ref.id, skuId: ref.skuId, quantity }, { locale, silent402: true });
}

export function updateInquiryLine(ref: InquiryLineRef, quantity: number, locale: Locale): Promise<InquiryListSize> {
  return browserApi.request(inquiryListApi.updateCar, { id: ref.id, skuId: ref.skuId, quantity }, { locale });
}

export function removeInquiryLines(refs: readonly InquiryLineRef[], locale: Locale): Promise<InquiryListSize> {
  return browserApi.request(inquiryListApi.cancelCar, { list: refs.map(({ id, skuId }) => ({ id, skuId })) }, { locale });
}
