import { useFormatter, useLocale } from 'next-intl';
import { shownAmount } from '@/lib/customer/money';

/** A CNY account amount in the page's currency (lib/customer/money.ts). Server markup or island alike. */
export function Money({ cny }: { cny: number }) {
  const format = useFormatter();
  const { value, currency } = shownAmount(cny, useLocale());
  return <span>{format.number(value, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })}</span>;
}
