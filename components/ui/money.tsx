import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { shownAmount } from '@/lib/catalogue/money';

/**
 * Formats CNY amounts in the page's currency (lib/catalogue/money.ts): '$569.44' on English pages,
 * '¥4,100.00' on Chinese ones. A hook, so server markup and islands format alike.
 */
export function useMoney(): (cny: number) => string {
  const format = useFormatter();
  const locale = useLocale();
  return (cny) => {
    const { value, currency } = shownAmount(cny, locale);
    return format.number(value, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  };
}

/** A CNY amount in the page's currency; null (a goods item without a price) reads 'Price on request'. */
export function Money({ cny }: { cny: number | null }) {
  const money = useMoney();
  const t = useTranslations('goods');
  return <span>{cny === null ? t('priceOnRequest') : money(cny)}</span>;
}

/** Formats a CNY amount in yuan whatever the page's currency: what an order is charged and invoiced in. */
export function useYuan(): (cny: number) => string {
  const format = useFormatter();
  return (cny) =>
    format.number(shownAmount(cny, 'zh').value, {
      style: 'currency',
      currency: 'CNY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
}
