/**
 * Account amounts as the page shows them (docs/product.md §10.2): stored in CNY; the English shop
 * shows USD at 7.2 (docs/product.md §9), the Chinese shop the yuan themselves. Negative amounts
 * (a balance in debt) keep their sign.
 */
import { cnyToUsd } from '@/lib/catalogue/price';

export interface ShownAmount {
  value: number;
  currency: 'USD' | 'CNY';
}

export function shownAmount(cny: number, locale: string): ShownAmount {
  if (locale === 'zh') return { value: cny, currency: 'CNY' };
  const usd = cnyToUsd(Math.abs(cny));
  return { value: cny < 0 && usd !== 0 ? -usd : usd, currency: 'USD' };
}
