/** An after-sales amount in the shop's currency for the locale: CNY for Chinese, USD at the fixed rate for English. */
import { cnyToUsd } from '@/lib/catalogue/price';
import type { Locale } from '@/lib/i18n/locales';

export function formatCny(cny: number, locale: Locale): string {
  return locale === 'zh' ? `¥${cny.toFixed(2)}` : `$${cnyToUsd(cny).toFixed(2)}`;
}
