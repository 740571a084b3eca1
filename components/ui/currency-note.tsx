import { useLocale, useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import text from '@/components/ui/text.module.css';
import { currencyOf } from '@/lib/catalogue/money';
import { CNY_PER_USD } from '@/contract/pricing';

/**
 * The rate behind the dollar amounts of an English page, said once where its prices are
 * (docs/product.md §9). Chinese pages show the yuan themselves and say nothing. Server markup.
 */
export function CurrencyNote({ className }: { className?: string }) {
  const t = useTranslations('money');
  if (currencyOf(useLocale()) !== 'USD') return null;
  return <p className={cx(text.caption, text.secondary, className)}>{t('usdNote', { rate: CNY_PER_USD })}</p>;
}
