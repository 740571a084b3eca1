/**
 * An order amount as the shop shows it (docs/product.md §9, §11): stored in CNY, shown in USD at
 * 7.2 in the English shop and in CNY in the Chinese one. Works in server markup and islands alike.
 */
import { useFormatter, useLocale } from 'next-intl';
import { cnyToUsd } from '@/lib/catalogue/price';

export function useMoney(): (cny: number) => string {
  const format = useFormatter();
  const chinese = useLocale() === 'zh';
  return (cny) =>
    format.number(chinese ? cny : cnyToUsd(cny), { style: 'currency', currency: chinese ? 'CNY' : 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
