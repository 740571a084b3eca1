import { useFormatter, useTranslations } from 'next-intl';

/** A USD price (converted from CNY at 7.2, docs/product.md §9), formatted for the page's locale. */
export function UsdPrice({ value }: { value: number | null }) {
  const format = useFormatter();
  const t = useTranslations('goods');
  if (value === null) return <span>{t('priceOnRequest')}</span>;
  return <span>{format.number(value, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })}</span>;
}
