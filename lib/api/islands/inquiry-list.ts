/**
 * A customer's inquiry list on the server (/online/toGoodsCar/*, docs/product.md §7.1), called
 * through the BFF, which adds the session's token. Typed at this boundary.
 */
import { browserApi } from '../browser';
import type { CartLineRef } from '@/lib/cart/guest-cart';
import { fromCustomerLines, type InquiryLine } from '@/lib/cart/inquiry-lines';
import type { Locale } from '@/lib/i18n/locales';

/** The server keeps at most what one page of myCarList answers (contracts: limit max 500). */
const LINES_LIMIT = 500;
const CAR = '/online/toGoodsCar';

/** The new number of lines, as addCar, updateCar and cancelCar answer it. */
export interface CartSize {
  size?: unknown;
}

export function fetchCartSize(locale: Locale): Promise<number> {
  return browserApi.request<number>('get', `${CAR}/myCarSize`, undefined, { locale });
}

export async function fetchCartLines(locale: Locale): Promise<InquiryLine[]> {
  const page = await browserApi.requestPage<unknown>('post', `${CAR}/myCarList`, { page: 1, limit: LINES_LIMIT }, { locale });
  return fromCustomerLines(page.list);
}

/** One piece; docs/product.md §8: a 402 shows no error here (the re-login prompt still opens). */
export function addCartLine(ref: CartLineRef, locale: Locale): Promise<CartSize> {
  return browserApi.request<CartSize>('post', `${CAR}/addCar`, { id: ref.id, skuId: ref.skuId, quantity: 1 }, { locale, silent402: true });
}

export function updateCartLine(ref: CartLineRef, quantity: number, locale: Locale): Promise<CartSize> {
  return browserApi.request<CartSize>('post', `${CAR}/updateCar`, { id: ref.id, skuId: ref.skuId, quantity }, { locale });
}

export function cancelCartLines(refs: readonly CartLineRef[], locale: Locale): Promise<CartSize> {
  return browserApi.request<CartSize>('post', `${CAR}/cancelCar`, { list: refs.map(({ id, skuId }) => ({ id, skuId })) }, { locale });
}
