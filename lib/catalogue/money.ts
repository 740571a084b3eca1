/**
 * The one currency rule of the shop (docs/product.md §9): every amount is stored in CNY; English
 * pages show it in US dollars at the fixed rate of 7.2, rounded to the cent, Chinese pages in yuan.
 * Every price, total, coupon, threshold, balance and benefit a page shows passes through here, so no
 * page mixes the two. The conversion itself is contract/pricing.ts's, shared with the API.
 */
import { cnyToUsd, toFen } from '@/contract/pricing';

export type DisplayCurrency = 'USD' | 'CNY';

export const currencyOf = (locale: string): DisplayCurrency => (locale === 'zh' ? 'CNY' : 'USD');

export interface ShownAmount {
  value: number;
  currency: DisplayCurrency;
}

/** A CNY amount as the page of `locale` shows it. A debt keeps its sign; zero is never -0. */
export function shownAmount(cny: number, locale: string): ShownAmount {
  const currency = currencyOf(locale);
  const value = currency === 'CNY' ? toFen(cny) / 100 : cnyToUsd(cny);
  return { value: value + 0, currency };
}
